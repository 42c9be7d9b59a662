/**
 * `cms import wordpress`: a WordPress export into the service, through the same use cases as the API
 * (so slugs, counters and list rows stay exact). Two passes over the file: the first only parses it
 * (a malformed file is refused before anything is written) and notes the attachments' URLs (a post's
 * `_thumbnail_id` may name an attachment that comes later); the second writes.
 *
 * The second pass takes the items in batches (a few batches in flight): the import records of a batch
 * are read in one call, its posts are created together (`createPostsTogether`: the checks and items
 * of `createPost`, a few posts per transaction, their shared counters moved by one summed `ADD`),
 * then the comments of each post. Memory holds the batches in flight, never the file.
 *
 * What it writes follows the API's rules (html-rule.ts): a post's content is sanitized and its title
 * and excerpt made plain text, as for an author without `cms.content.unfiltered_html`, unless
 * `keepHtml` is set and the post's author holds that permission; comments are plain text; names too.
 * The report counts the posts those rules changed.
 *
 * Every entity written gets an import record (`IMPORT#wordpress#<site>`, `<kind>#<wp id>`): a second
 * run skips what has one, and a run cut short carries on where it stopped. A post's record is written
 * in the post's own transaction, so a post never exists without its record, nor the record without it.
 */
import { randomBytes } from 'node:crypto';
import { InvalidBody } from '#platform/errors';
import { isoNow } from '#platform/time';
import { hashPassword } from '#platform/auth/passwords';
import { getPost, preparedCreate, systemActor, trashPost, updatePost } from '#domains/posts/write/manage-posts';
import { config } from '#platform/config';
import type { Language } from '#platform/site/site-settings';
import { createPostsTogether } from '#domains/posts/write/create-posts-together';
import { PostCreateBody } from '#domains/posts/model/post-schemas';
import { findPostIdBySlug } from '#domains/posts/model/posts-repository';
import { baseSlugOf, freeSlug } from '#domains/posts/model/slugs';
import { EXCERPT_MAX_CHARS, MAX_TAGS } from '#domains/posts/model/post';
import { createCategory } from '#domains/taxonomy/manage-categories';
import { findCategoryIdBySlug } from '#domains/taxonomy/categories-repository';
import { createTag } from '#domains/taxonomy/manage-tags';
import { findTagIdBySlug } from '#domains/taxonomy/tags-repository';
import { createTagsTogether } from '#domains/taxonomy/create-tags-together';
import { slugOwnerIds } from '#domains/taxonomy/slug-items';
import { EmailTaken, findUserById, findUserIdByEmail, insertUser } from '#domains/users/users-repository';
import { importActor, rolesKeepHtml, type RuledField } from '#domains/import/html-rule';
import type { Post } from '#domains/posts/model/post';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import { CommentCreateBody } from '#domains/comments/post-comment';
import { importCommentsTogether, ParentNotWritten, type TogetherComment, type TogetherParent } from '#domains/comments/import-comments-together';
import { findCommentById } from '#domains/comments/comments-repository';
import { threadOf, type CommentStatus } from '#domains/comments/comment';
import { createMedia } from '#domains/media/manage-media';
import { findImportRecord, findImportRecords, importRecordPut, putImportRecord, type ImportRecord, type ImportScope } from '#domains/import/import-records';
import { count, emptyReport, note, type ImportKind, type ImportReport } from '#domains/import/import-report';
import { readWxr } from './wxr-reader';
import { transactionCancellationCodes } from '#platform/db/dependency-faults';
import { MAX_WRITE_ATTEMPTS, raceBackoff } from '#domains/posts/write/post-writes';
import type { WxrAuthor, WxrCategory, WxrComment, WxrItem, WxrRecord, WxrSite, WxrTag } from './wxr';
import { commentTextOf, convertContent } from './wp-content';
import {
  attachmentFileOf,
  categoryNames,
  commentStatusOf,
  guestEmailOf,
  plainNameOf,
  POST_ITEM_TYPES,
  languageDataOf,
  postStatusOf,
  serviceLanguageOf,
  siteKeyOf,
  slugOf,
  titleOf,
  wpDateOf,
} from './wp-mapping';

export interface WordpressImportOptions {
  dryRun?: boolean;
  /**
   * `--keep-html`: posts attributed to a user holding `cms.content.unfiltered_html` keep their markup
   * as written; every other post is sanitized all the same (the report says how many).
   */
  keepHtml?: boolean;
  /** Called after each item with the number done and the number the file holds. */
  onProgress?: (done: number, total: number) => void;
  /** Batches of items written at once; 1 writes the batches in file order. */
  concurrency?: number;
  /** Items per batch (their records read in one call, their posts created together). */
  batchSize?: number;
}

/**
 * Measured on DynamoDB Local (docs/performance.md): a transaction costs a few milliseconds plus about
 * one per item, and transactions run one at a time, so fewer, fuller transactions are what counts; a
 * second batch in flight keeps the table busy while the next one is prepared. Memory holds
 * concurrency × batchSize items.
 */
const DEFAULT_CONCURRENCY = 2;
const DEFAULT_BATCH_SIZE = 32;
const MAX_SLUG_ATTEMPTS = 5;
const USERS_REMEMBERED = 5_000;
/** Tags written in one call (their count moved by one summed ADD): 32 tags and their records are 97 items, one transaction. */
const TAGS_TOGETHER = 32;
/** Terms created at once: they share counter items (the number of tags, a parent's children), so a few, not many. */
const TERMS_AT_ONCE = 4;

type PostKind = 'post' | 'page';
type PostBody = ReturnType<typeof PostCreateBody.parse>;
type MappedStatus = Exclude<ReturnType<typeof postStatusOf>, { skip: string }>;

/** A comment of the file that exists here, and its thread (the id of the thread's top-level comment). */
interface ImportedComment {
  id: number;
  status: CommentStatus;
  thread: number;
}

/** A post of the file that exists here (created by this run or an earlier one): its comments come next. */
interface WrittenPost {
  postId: number;
  item: WxrItem;
  mapped: MappedStatus;
}

/** A post to create: its body, and the slug it asks for this time. */
interface PostToCreate {
  item: WxrItem;
  kind: PostKind;
  mapped: MappedStatus;
  body: PostBody;
  base: string;
  slug: string;
  /** Written with its markup as it is (`--keep-html`, and the author may). */
  keepsHtml: boolean;
}

/** Report notes of the HTML rule. */
const CHANGED_NOTES: Record<RuledField, string> = {
  content: 'posts whose content the HTML rule changed (markup it does not allow removed, the HTML written anew)',
  title: 'posts whose title lost its markup (titles are plain text)',
  excerpt: 'posts whose excerpt lost its markup (excerpts are plain text)',
};
const CHANGED_POSTS = 'posts the HTML rule changed (content, title or excerpt)';
const KEPT_HTML = 'posts kept as written (--keep-html, their author holds cms.content.unfiltered_html)';
const SANITIZED_ANYWAY = 'posts sanitized although --keep-html was given (their author lacks cms.content.unfiltered_html)';

/** The import record kind of an item, if it gets one. */
const recordKindOf = (item: WxrItem): 'media' | PostKind | undefined =>
  item.type === 'attachment' ? 'media' : (POST_ITEM_TYPES as readonly string[]).includes(item.type) ? (item.type as PostKind) : undefined;

export interface WordpressImportResult {
  site: WxrSite;
  report: ImportReport;
}

/** What the first pass learns: enough to plan the second, nothing that grows with the content. */
interface Survey {
  site: WxrSite;
  items: number;
  attachmentUrls: Map<number, string>;
}

async function survey(path: string): Promise<Survey> {
  const attachmentUrls = new Map<number, string>();
  let items = 0;
  const records = readWxr(path);
  for (let next = await records.next(); ; next = await records.next()) {
    if (next.done) return { site: next.value, items, attachmentUrls };
    const record = next.value;
    if (record.kind !== 'item') continue;
    items += 1;
    if (record.type === 'attachment' && record.attachmentUrl) attachmentUrls.set(record.id, record.attachmentUrl);
  }
}

const firstMessage = (errors: Record<string, string[]>): string => {
  const [field, messages] = Object.entries(errors)[0] ?? ['', ['invalid']];
  return `${field}: ${messages[0]}`;
};

/** Why an entity failed, for the report: a body error names its first field. */
const reasonOf = (error: unknown): string => (error instanceof InvalidBody ? firstMessage(error.errors) : error instanceof Error ? error.message : String(error));

const REPLY_SKIPPED = 'a reply to a comment that is not imported as approved';
const TRANSLATIONS_LINKED = 'posts linked to their translations (WPML or Polylang translation groups)';
const TRANSLATION_TRASHED = 'translations left out of their group (in the trash)';
/** What the report says of every post the export gives no language (an export without WPML or Polylang data). */
export const noLanguageNote = (): string =>
  `posts without language data (the export has no WPML or Polylang language): imported in DEFAULT_LANGUAGE (${config.defaultLanguage})`;

const zodMessage = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string => {
  const issue = issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid';
};

/**
 * Creates a term; when its slug was taken in between (another import running at the same time), the
 * term that took it is used, as one found before the create would have been.
 */
async function takenMeanwhile(create: () => Promise<number>, bySlug: () => Promise<number | undefined>): Promise<{ id: number; matched: boolean }> {
  try {
    return { id: await create(), matched: false };
  } catch (error) {
    const existing = error instanceof InvalidBody && error.errors.slug ? await bySlug() : undefined;
    if (existing === undefined) throw error;
    return { id: existing, matched: true };
  }
}

/** Runs `run` over `list`, `size` at a time. */
async function inPool<T>(list: readonly T[], size: number, run: (each: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < list.length) await run(list[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(size, list.length) }, worker));
}

/** DynamoDB cancelled the transaction for another one on a shared item (terms written at once share their counts). */
const lostToAnother = (error: unknown): boolean =>
  transactionCancellationCodes(error).includes('TransactionConflict') || (error instanceof Error && error.name === 'TransactionConflictException');

/** A create whose transaction was cancelled for another one applied nothing: it is made again, after a random pause. */
async function pastConflicts<T>(create: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if (attempt >= MAX_WRITE_ATTEMPTS || !lostToAnother(error)) throw error;
      await raceBackoff(attempt);
    }
  }
}

/** A password nobody knows: the account exists (authorship, comments) but cannot log in until an admin sets one. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

class WordpressImport {
  readonly report: ImportReport;
  private readonly scope: ImportScope;
  private readonly authors = new Map<string, number>();
  private readonly categories = new Map<string, number>();
  private readonly tags = new Map<string, number>();
  private pendingCategories: WxrCategory[] | null = [];
  private pendingTags: WxrTag[] | null = [];
  private categoriesWritten: Promise<void> | undefined;
  /** Commenters seen lately, by email: regular readers comment on many posts. */
  private readonly usersByEmail = new Map<string, number>();
  /** With `--keep-html`: whether each author seen may keep their markup (authors are few). */
  private readonly authorKeepsHtml = new Map<number, Promise<boolean>>();
  /** The ids a dry run gave the users it would create. */
  private readonly dryRunUsers = new Set<number>();
  /** A dry run writes nothing, so it numbers what it would create itself: the schemas still see valid ids. */
  private dryRunIds = 0;
  private termWrites: Promise<void> = Promise.resolve();
  /** The posts of each translation group of the export (Polylang's or WPML's key), linked once every batch is written. */
  private readonly translationGroups = new Map<string, { postId: number; language: Language; trashed: boolean }[]>();

  constructor(
    private readonly found: Survey,
    private readonly dryRun: boolean,
    private readonly keepHtml: boolean,
  ) {
    this.report = emptyReport(dryRun);
    this.scope = { source: 'wordpress', site: siteKeyOf(found.site.baseBlogUrl || found.site.link || found.site.baseSiteUrl || 'site') };
  }

  /** Authors and terms, which an export lists before its items. */
  async take(record: Exclude<WxrRecord, WxrItem>): Promise<void> {
    switch (record.kind) {
      case 'author':
        return this.author(record);
      case 'category':
        this.pendingCategories?.push(record);
        return;
      case 'tag':
        // Tags after the first item (not where WordPress puts them) are written at once.
        if (this.pendingTags) this.pendingTags.push(record);
        else return this.tag(record);
    }
  }

  /**
   * Records kept or written: a failure to write one is the entity's failure, reported, not the run's.
   * `known`: the record as a batch read found it (null: none), so it is not read again.
   */
  private async recorded(kind: ImportKind, sourceId: string, run: () => Promise<number | 'skip'>, known?: ImportRecord | null): Promise<number | undefined> {
    const existing = this.dryRun ? undefined : known === undefined ? await findImportRecord(this.scope, kind, sourceId) : (known ?? undefined);
    if (existing?.state === 'done') {
      count(this.report, kind, 'skipped', 'already imported');
      return existing.id ?? undefined;
    }
    try {
      const id = await run();
      return id === 'skip' ? undefined : id;
    } catch (error) {
      count(this.report, kind, 'failed', reasonOf(error));
      return undefined;
    }
  }

  private async done(kind: ImportKind, sourceId: string, id: number, extra: Record<string, string> = {}): Promise<void> {
    if (this.dryRun) return;
    await putImportRecord(this.scope, kind, sourceId, { id, state: 'done', extra }, isoNow());
  }

  // ---- users ------------------------------------------------------------------------------

  /** An existing user with this email, or a new inactive one with an unusable password. */
  private async userFor(email: string, firstName: string, lastName: string, role: string): Promise<{ id: number; created: boolean }> {
    const known = this.usersByEmail.get(email);
    if (known !== undefined) return { id: known, created: false };
    const user = await this.findOrCreateUser(email, firstName, lastName, role);
    // Bounded: the oldest entry goes when full (Maps keep insertion order); a miss costs one read.
    if (this.usersByEmail.size >= USERS_REMEMBERED) this.usersByEmail.delete(this.usersByEmail.keys().next().value!);
    this.usersByEmail.set(email, user.id);
    return user;
  }

  private async findOrCreateUser(email: string, firstName: string, lastName: string, role: string): Promise<{ id: number; created: boolean }> {
    const existing = await findUserIdByEmail(email);
    if (existing !== undefined) return { id: existing, created: false };
    if (this.dryRun) {
      const id = ++this.dryRunIds;
      this.dryRunUsers.add(id);
      return { id, created: true };
    }
    try {
      const user = await insertUser(
        { email, firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100), passwordHash: await unusablePasswordHash(), roles: [role], status: 'inactive' },
        isoNow(),
        SYSTEM_ACTOR,
      );
      return { id: user.id, created: true };
    } catch (error) {
      if (!(error instanceof EmailTaken)) throw error;
      return { id: (await findUserIdByEmail(email))!, created: false };
    }
  }

  private async author(author: WxrAuthor): Promise<void> {
    const id = await this.recorded('author', author.login, async () => {
      const email = (author.email || guestEmailOf(author.login, this.scope.site)).toLowerCase();
      // Names are plain text (person-name.ts): an export's markup in a name is dropped, its text kept.
      const firstName = plainNameOf(author.firstName) || plainNameOf(author.displayName) || plainNameOf(author.login) || 'Author';
      const user = await this.userFor(email, firstName, plainNameOf(author.lastName), 'author');
      count(this.report, 'author', user.created ? 'created' : 'skipped', user.created ? undefined : 'matched an existing user by email');
      await this.done('author', author.login, user.id, { email });
      return user.id;
    });
    if (id !== undefined) this.authors.set(author.login, id);
  }

  // ---- taxonomy ---------------------------------------------------------------------------

  async finish(): Promise<void> {
    await this.flushCategories();
    await this.linkTranslations();
  }

  /** A post written (or found from an earlier run) with its export's translation group: kept for `linkTranslations`. */
  private rememberTranslation({ postId, item, mapped }: WrittenPost): void {
    const data = languageDataOf(item);
    const language = data && serviceLanguageOf(data.code);
    if (!data?.group || !language) return;
    const members = this.translationGroups.get(data.group) ?? [];
    members.push({ postId, language, trashed: mapped.status === 'trash' });
    this.translationGroups.set(data.group, members);
  }

  /**
   * Each translation group of the export becomes one here, through the API's own rule (`translation_of`
   * on the first member: one post per language, none in the trash). A re-run finds them linked and
   * writes nothing.
   */
  private async linkTranslations(): Promise<void> {
    for (const members of this.translationGroups.values()) {
      const live = members.filter((member) => {
        if (member.trashed) note(this.report, TRANSLATION_TRASHED);
        return !member.trashed;
      });
      const [anchor, ...others] = live;
      if (!anchor || others.length === 0) continue;
      for (const member of others) {
        try {
          if (!this.dryRun) await updatePost(member.postId, { translation_of: anchor.postId }, systemActor());
          note(this.report, TRANSLATIONS_LINKED);
        } catch (error) {
          note(this.report, `translations not linked: ${reasonOf(error)}`);
        }
      }
    }
  }

  /** Once: every batch in flight waits for the same writing of the terms. */
  private flushCategories(): Promise<void> {
    this.categoriesWritten ??= this.writeTerms();
    return this.categoriesWritten;
  }

  /**
   * The terms of the header, once all are read: their records in one read, then the categories level
   * by level (parents before children: the file does not promise that order), then the tags, a few
   * at a time.
   */
  private async writeTerms(): Promise<void> {
    const pending = this.pendingCategories ?? [];
    const tags = this.pendingTags ?? [];
    this.pendingCategories = null;
    this.pendingTags = null;
    const records = this.dryRun
      ? new Map<string, ImportRecord>()
      : await findImportRecords(this.scope, [
          ...pending.map((each) => ({ kind: 'category', sourceId: each.slug })),
          ...tags.map((each) => ({ kind: 'tag', sourceId: each.slug })),
        ]);
    const recordOf = (kind: string, slug: string) => (this.dryRun ? undefined : (records.get(`${kind}#${slug}`) ?? null));
    const known = new Set(pending.map((each) => each.slug));
    let left = pending;
    while (left.length > 0) {
      const ready = left.filter((each) => !each.parentSlug || !known.has(each.parentSlug) || this.categories.has(each.parentSlug));
      // A cycle (a broken export) is imported flat rather than not at all.
      const level = ready.length > 0 ? ready : left;
      await inPool(level, TERMS_AT_ONCE, (each) => this.category(each, ready.length > 0, recordOf('category', each.slug)));
      left = left.filter((each) => !level.includes(each));
    }
    await this.writeTags(tags, (slug) => recordOf('tag', slug));
  }

  /**
   * The header's tags: those not imported yet and whose slug is free, written together
   * (`createTagsTogether`, in transactions of many tags); the rest (a slug taken or unusable, a
   * transaction cancelled, a dry run) one at a time by `tag`, as before.
   */
  private async writeTags(tags: readonly WxrTag[], recordOf: (slug: string) => ImportRecord | null | undefined): Promise<void> {
    const alone: WxrTag[] = [];
    const together: { tag: WxrTag; slug: string }[] = [];
    if (this.dryRun) alone.push(...tags);
    else {
      const fresh = tags.filter((tag) => recordOf(tag.slug)?.state !== 'done');
      alone.push(...tags.filter((tag) => !fresh.includes(tag)));
      const taken = await slugOwnerIds('tag', fresh.flatMap((tag) => slugOf(tag.slug) || []));
      const claimed = new Set<string>();
      for (const tag of fresh) {
        const slug = slugOf(tag.slug);
        if (!slug || taken.has(slug) || claimed.has(slug)) alone.push(tag);
        else {
          claimed.add(slug);
          together.push({ tag, slug });
        }
      }
    }
    for (let start = 0; start < together.length; start += TAGS_TOGETHER) {
      const chunk = together.slice(start, start + TAGS_TOGETHER);
      const outcomes = await createTagsTogether(
        chunk.map(({ tag, slug }) => ({
          name: tag.name || tag.slug,
          slug,
          alongside: (written) => [importRecordPut(this.scope, 'tag', tag.slug, { id: written.id, state: 'done', extra: {} }, isoNow())],
        })),
      );
      for (const [index, outcome] of outcomes.entries()) {
        const { tag } = chunk[index];
        if (!outcome.tag) {
          alone.push(tag);
          continue;
        }
        count(this.report, 'tag', 'created');
        this.tags.set(tag.slug, outcome.tag.id);
      }
    }
    await inPool(alone, TERMS_AT_ONCE, (each) => this.tag(each, recordOf(each.slug)));
  }

  private async category(category: WxrCategory, withParent: boolean, record?: ImportRecord | null): Promise<void> {
    const parentId = withParent && category.parentSlug ? (this.categories.get(category.parentSlug) ?? null) : null;
    if (category.parentSlug && parentId === null) note(this.report, 'categories imported without their parent');
    const id = await this.recorded('category', category.slug, async () => {
      const slug = slugOf(category.slug) || undefined;
      const existing = slug ? await findCategoryIdBySlug(slug) : undefined;
      if (existing !== undefined) {
        count(this.report, 'category', 'skipped', 'matched an existing category by slug');
        await this.done('category', category.slug, existing);
        return existing;
      }
      if (this.dryRun) {
        count(this.report, 'category', 'created');
        return ++this.dryRunIds;
      }
      const created = await takenMeanwhile(
        () => pastConflicts(() => createCategory({ ...categoryNames(category.name || category.slug), slug, parentId, description: category.description || null })).then((made) => made.category.id),
        () => (slug ? findCategoryIdBySlug(slug) : Promise.resolve(undefined)),
      );
      count(this.report, 'category', created.matched ? 'skipped' : 'created', created.matched ? 'matched an existing category by slug' : undefined);
      await this.done('category', category.slug, created.id);
      return created.id;
    }, record);
    if (id !== undefined) this.categories.set(category.slug, id);
  }

  private async tag(tag: WxrTag, record?: ImportRecord | null): Promise<void> {
    const id = await this.recorded('tag', tag.slug, async () => {
      const slug = slugOf(tag.slug) || undefined;
      const existing = slug ? await findTagIdBySlug(slug) : undefined;
      if (existing !== undefined) {
        count(this.report, 'tag', 'skipped', 'matched an existing tag by slug');
        await this.done('tag', tag.slug, existing);
        return existing;
      }
      if (this.dryRun) {
        count(this.report, 'tag', 'created');
        return ++this.dryRunIds;
      }
      const created = await takenMeanwhile(
        () => pastConflicts(() => createTag({ name: tag.name || tag.slug, slug })).then((made) => made.id),
        () => (slug ? findTagIdBySlug(slug) : Promise.resolve(undefined)),
      );
      count(this.report, 'tag', created.matched ? 'skipped' : 'created', created.matched ? 'matched an existing tag by slug' : undefined);
      await this.done('tag', tag.slug, created.id);
      return created.id;
    }, record);
    if (id !== undefined) this.tags.set(tag.slug, id);
  }

  // ---- items ------------------------------------------------------------------------------

  /** A batch of items: their records read at once, attachments, then posts created together, then their comments. */
  async items(batch: readonly WxrItem[]): Promise<void> {
    await this.flushCategories();
    // Every record of the batch in one read: its attachments, posts and their comments.
    const records = this.dryRun
      ? new Map<string, ImportRecord>()
      : await findImportRecords(
          this.scope,
          batch.flatMap((item) => {
            const kind = recordKindOf(item);
            if (!kind) return [];
            return [{ kind, sourceId: String(item.id) }, ...(kind === 'media' ? [] : item.comments.map((comment) => ({ kind: 'comment', sourceId: String(comment.id) })))];
          }),
        );
    const recordOf = (item: WxrItem) => records.get(`${recordKindOf(item)}#${item.id}`) ?? null;
    const commentRecordOf = (comment: WxrComment) => (this.dryRun ? undefined : (records.get(`comment#${comment.id}`) ?? null));
    const posts: WxrItem[] = [];
    const attachments: Promise<void>[] = [];
    for (const item of batch) {
      const kind = recordKindOf(item);
      if (kind === 'media') attachments.push(this.attachment(item, recordOf(item)));
      else if (kind) posts.push(item);
      else count(this.report, 'other', 'skipped', `type ${item.type || '(none)'}`);
    }
    await Promise.all(attachments);
    const written = await this.posts(posts, recordOf);
    // Comments and the move to trash are finished on a re-run too: each comment has its own record.
    await this.comments(written, commentRecordOf);
    await Promise.all(written.map((each) => this.trashIfTrashed(each)));
  }

  private async attachment(item: WxrItem, record: ImportRecord | null): Promise<void> {
    await this.recorded(
      'media',
      String(item.id),
      async () => {
        const file = attachmentFileOf(item.attachmentUrl);
        if (!file) {
          count(this.report, 'media', 'skipped', 'file type the media library does not take');
          return 'skip';
        }
        count(this.report, 'media', 'created');
        if (this.dryRun) return ++this.dryRunIds;
        const { media } = await createMedia({ fileName: file.fileName, mimeType: file.mimeType, sizeBytes: 0, title: item.title || null });
        await this.done('media', String(item.id), media.id, { url: item.attachmentUrl });
        return media.id;
      },
      record,
    );
  }

  /** Terms an item names but the export's header does not list (WordPress's importer creates them too). */
  private async ensureTerms(item: WxrItem): Promise<void> {
    for (const term of item.categories) {
      if (!this.categories.has(term.slug)) await this.category({ kind: 'category', id: 0, slug: term.slug, parentSlug: null, name: term.name, description: '' }, false);
    }
    for (const term of item.tags) {
      if (!this.tags.has(term.slug)) await this.tag({ kind: 'tag', id: 0, slug: term.slug, name: term.name });
    }
  }

  /** The create body, checked by the API's own schema; or why the item cannot be one. */
  private postBody(item: WxrItem, type: PostKind, status: string, keepDate: boolean) {
    const { html, shortcodes } = convertContent(item.content);
    note(this.report, 'shortcodes kept as text', shortcodes);
    const { title, cut } = titleOf(item.title, item.id);
    if (cut) note(this.report, 'titles cut to 255 characters');
    const categoryIds = item.categories.map((term) => this.categories.get(term.slug)).filter((id): id is number => id !== undefined);
    if (categoryIds.length > 1) note(this.report, 'posts in several categories (the first one kept)');
    const tagIds = [...new Set(item.tags.map((term) => this.tags.get(term.slug)).filter((id): id is number => id !== undefined))];
    if (tagIds.length > MAX_TAGS) note(this.report, `posts with more than ${MAX_TAGS} tags (the first ${MAX_TAGS} kept)`);
    if (html.trim() === '') note(this.report, 'posts without content (stored as an empty paragraph)');
    const excerpt = Array.from(item.excerpt).slice(0, EXCERPT_MAX_CHARS).join('');
    const thumbnail = item.meta._thumbnail_id ? this.found.attachmentUrls.get(Number(item.meta._thumbnail_id)) : undefined;
    const authorId = this.authors.get(item.creator);
    const language = this.languageOf(item);
    return PostCreateBody.safeParse({
      title,
      content: html.trim() === '' ? '<p></p>' : html,
      // WordPress content is HTML: read as Markdown, its indented lines would become code blocks.
      content_format: 'html',
      type,
      status: status === 'trash' ? 'draft' : status,
      ...(excerpt ? { excerpt } : {}),
      ...(categoryIds.length > 0 ? { category_id: categoryIds[0] } : {}),
      ...(tagIds.length > 0 ? { tag_ids: tagIds.slice(0, MAX_TAGS) } : {}),
      ...(authorId ? { author_id: authorId } : {}),
      is_featured: item.sticky,
      published_at: keepDate ? wpDateOf(item.dateGmt, item.date) : null,
      ...(thumbnail ? { featured_image: thumbnail } : {}),
      ...(language ? { language } : {}),
    });
  }

  /** The post's language from the export's WPML or Polylang data; without any (or in another language), the report says so and the post takes DEFAULT_LANGUAGE. */
  private languageOf(item: WxrItem): Language | undefined {
    const data = languageDataOf(item);
    if (!data) {
      note(this.report, noLanguageNote());
      return undefined;
    }
    const language = serviceLanguageOf(data.code);
    if (!language) note(this.report, `posts in a language the service does not have (${data.code}): imported in DEFAULT_LANGUAGE (${config.defaultLanguage}), not linked`);
    return language;
  }

  /** The posts of a batch: those imported before are kept, the others checked, then created together. */
  private async posts(items: readonly WxrItem[], recordOf: (item: WxrItem) => ImportRecord | null): Promise<WrittenPost[]> {
    const written: WrittenPost[] = [];
    const toCreate: PostToCreate[] = [];
    for (const item of items) {
      const kind = item.type as PostKind;
      const mapped = postStatusOf(item.status);
      if ('skip' in mapped) {
        count(this.report, kind, 'skipped', mapped.skip);
        continue;
      }
      const record = recordOf(item);
      const postId = record?.state === 'done' && record.id !== null ? record.id : await this.claimedEarlier(kind, item, record);
      if (postId !== undefined) {
        count(this.report, kind, 'skipped', 'already imported');
        written.push({ postId, item, mapped });
        continue;
      }
      // Terms missing from the header are created once, even when batches in flight name the same one.
      const terms = this.termWrites.then(() => this.ensureTerms(item));
      this.termWrites = terms.catch(() => undefined);
      await terms;
      const body = this.postBody(item, kind, mapped.status, mapped.keepDate);
      if (!body.success) {
        count(this.report, kind, 'failed', zodMessage(body.error.issues));
        continue;
      }
      const keepsHtml = await this.keepsHtml(body.data.author_id);
      if (this.dryRun) {
        this.noteHtmlRule(body.data, keepsHtml, this.wouldStore(body.data, keepsHtml));
        count(this.report, kind, 'created');
        for (const each of item.comments) this.dryComment(each);
        continue;
      }
      const base = slugOf(item.name) || baseSlugOf(body.data.title);
      toCreate.push({ item, kind, mapped, body: body.data, base, slug: base, keepsHtml });
    }
    const all = [...written, ...(await this.createPosts(toCreate))];
    for (const each of all) this.rememberTranslation(each);
    return all;
  }

  /**
   * Creates the posts together; one whose slug was taken meanwhile (by another batch in flight, or a
   * post of the site) asks for the next free one, up to MAX_SLUG_ATTEMPTS times.
   */
  private async createPosts(posts: PostToCreate[]): Promise<WrittenPost[]> {
    const written: WrittenPost[] = [];
    let left = posts;
    for (let attempt = 1; left.length > 0; attempt++) {
      const outcomes = await createPostsTogether(
        left.map((each) => ({
          input: { ...each.body, slug: each.slug },
          actor: importActor(each.body.author_id ?? null, each.keepsHtml),
          ...(each.item.name ? { wpSlug: each.item.name } : {}),
          alongside: (post) => [importRecordPut(this.scope, each.kind, String(each.item.id), { id: post.id, state: 'done', extra: { slug: post.slug, wp_slug: each.item.name } }, isoNow())],
        })),
      );
      const again: PostToCreate[] = [];
      for (const [index, outcome] of outcomes.entries()) {
        const each = left[index];
        if (outcome.post) {
          this.noteHtmlRule(each.body, each.keepsHtml, outcome.post);
          count(this.report, each.kind, 'created');
          written.push({ postId: outcome.post.id, item: each.item, mapped: each.mapped });
        } else if (outcome.error instanceof InvalidBody && outcome.error.errors.slug && attempt < MAX_SLUG_ATTEMPTS) {
          // Writers that lost a race for one candidate then pick among more, as createPost does.
          again.push({ ...each, slug: await freeSlug(each.base, attempt) });
        } else {
          count(this.report, each.kind, 'failed', reasonOf(outcome.error));
        }
      }
      left = again;
    }
    return written;
  }

  /** Whether a post of this author keeps its markup: only with `--keep-html`, and only if the author holds unfiltered_html. */
  private keepsHtml(authorId: number | undefined | null): Promise<boolean> {
    if (!this.keepHtml || authorId === undefined || authorId === null) return Promise.resolve(false);
    let known = this.authorKeepsHtml.get(authorId);
    if (!known) {
      // A user a dry run would create is a new author (role author): no user of the table to read.
      known = this.dryRunUsers.has(authorId) ? Promise.resolve(false) : findUserById(authorId).then((user) => (user ? rolesKeepHtml(user.roles) : false));
      this.authorKeepsHtml.set(authorId, known);
    }
    return known;
  }

  /** What a dry run would store of the post's text fields (the create's own preparation, nothing written). */
  private wouldStore(body: PostBody, keepsHtml: boolean): Pick<Post, 'title' | 'excerpt' | 'content'> | undefined {
    try {
      const { input, body: processed } = preparedCreate(body, importActor(body.author_id ?? null, keepsHtml));
      return { title: input.title, excerpt: input.excerpt ?? '', content: processed.content };
    } catch {
      return undefined; // refused: the real run reports why
    }
  }

  /** Counts, in the report's notes, what the HTML rule changed of one post (and what --keep-html kept). */
  private noteHtmlRule(sent: PostBody, keepsHtml: boolean, stored: Pick<Post, 'title' | 'excerpt' | 'content'> | undefined): void {
    if (this.keepHtml) note(this.report, keepsHtml ? KEPT_HTML : SANITIZED_ANYWAY);
    if (keepsHtml || !stored) return;
    const changed: RuledField[] = [];
    if (stored.content !== sent.content) changed.push('content');
    if (stored.title !== sent.title) changed.push('title');
    if (sent.excerpt && stored.excerpt !== sent.excerpt) changed.push('excerpt');
    for (const field of changed) note(this.report, CHANGED_NOTES[field]);
    if (changed.length > 0) note(this.report, CHANGED_POSTS);
  }

  /**
   * A post an earlier version of the importer claimed by slug (a `pending` record) before writing it:
   * found again by that slug, and its record completed; undefined when it was never written.
   */
  private async claimedEarlier(kind: PostKind, item: WxrItem, record: ImportRecord | null): Promise<number | undefined> {
    const claimed = record?.state === 'pending' ? record.extra.slug : undefined;
    if (!claimed) return undefined;
    const existing = await findPostIdBySlug(claimed);
    if (existing !== undefined) await this.done(kind, String(item.id), existing, { slug: claimed, wp_slug: item.name });
    return existing;
  }

  /** After the batch's comments: a post trashed in WordPress goes to the trash here too. */
  private async trashIfTrashed({ postId, mapped }: WrittenPost): Promise<void> {
    if (mapped.status === 'trash' && (await getPost(postId)).status !== 'trash') await trashPost(postId, systemActor());
  }

  // ---- comments ---------------------------------------------------------------------------

  private dryComment(comment: WxrComment): void {
    const mapped = commentStatusOf(comment.approved, comment.type);
    if ('skip' in mapped) count(this.report, 'comment', 'skipped', mapped.skip);
    else count(this.report, 'comment', 'created');
  }

  /**
   * The comments of a batch's posts, written together (`importCommentsTogether`), in the order of
   * their WordPress ids within each post, as one at a time wrote them: a reply to a comment that is
   * not imported as approved (skipped, failed, not in the file) is skipped.
   */
  private async comments(written: readonly WrittenPost[], recordOf: (comment: WxrComment) => ImportRecord | null | undefined): Promise<void> {
    if (this.dryRun) {
      for (const { item } of written) for (const comment of item.comments) this.dryComment(comment);
      return;
    }
    const writes: TogetherComment[] = [];
    /** The batch's comments to be written, by WordPress id: their index in `writes`. */
    const ours = new Map<number, { at: number; status: CommentStatus }>();
    for (const { postId, item } of written) {
      for (const comment of [...item.comments].sort((a, b) => a.id - b.id)) {
        const mapped = commentStatusOf(comment.approved, comment.type);
        if ('skip' in mapped) {
          count(this.report, 'comment', 'skipped', mapped.skip);
          continue;
        }
        // Already imported (a re-run): skipped; a reply to it reads it (importedComment).
        await this.recorded('comment', String(comment.id), async () => {
          const write = await this.commentWrite(postId, comment, mapped.status, ours);
          if (write === 'skip') return 'skip';
          ours.set(comment.id, { at: writes.length, status: mapped.status });
          writes.push(write);
          return 'skip'; // counted once written
        }, recordOf(comment));
      }
    }
    const outcomes = await importCommentsTogether(writes);
    for (const outcome of outcomes) {
      if (outcome.comment) count(this.report, 'comment', 'created');
      else if (outcome.error instanceof ParentNotWritten) count(this.report, 'comment', 'skipped', REPLY_SKIPPED);
      else count(this.report, 'comment', 'failed', reasonOf(outcome.error));
    }
  }

  /** What `importCommentsTogether` writes for one comment, or 'skip' (counted) when it is not written. */
  private async commentWrite(
    postId: number,
    comment: WxrComment,
    status: CommentStatus,
    ours: ReadonlyMap<number, { at: number; status: CommentStatus }>,
  ): Promise<TogetherComment | 'skip'> {
    let parent: TogetherParent | null = null;
    if (comment.parentId !== 0) {
      const known = ours.get(comment.parentId);
      const found = known ?? (await this.importedComment(comment.parentId));
      if (!found || found.status !== 'approved') {
        count(this.report, 'comment', 'skipped', REPLY_SKIPPED);
        return 'skip';
      }
      parent = 'at' in found ? { at: found.at } : { id: found.id, thread: found.thread };
    }
    // Comments are plain text (stored escaped, as the API stores them): WordPress's comment HTML is read for its text.
    const text = commentTextOf(comment.content);
    if (text !== comment.content) note(this.report, 'comments whose HTML was reduced to its text (comments are plain text)');
    const body = CommentCreateBody.safeParse({ content: text, parent_id: null });
    if (!body.success) {
      count(this.report, 'comment', 'failed', zodMessage(body.error.issues));
      return 'skip';
    }
    const email = (comment.authorEmail || guestEmailOf(comment.author, this.scope.site)).toLowerCase();
    const user = await this.userFor(email, plainNameOf(comment.author) || 'Anonymous', '', 'user');
    if (user.created) note(this.report, 'commenters created as inactive users');
    return {
      postId,
      userId: user.id,
      content: body.data.content,
      parent,
      status,
      // The record is written in the comment's own transaction: a comment never exists without it.
      alongside: (written) => [importRecordPut(this.scope, 'comment', String(comment.id), { id: written.id, state: 'done', extra: {} }, isoNow())],
    };
  }

  private async importedComment(wpId: number): Promise<ImportedComment | undefined> {
    const record = await findImportRecord(this.scope, 'comment', String(wpId));
    if (!record?.id) return undefined;
    const comment = await findCommentById(record.id, true);
    return comment ? { id: comment.id, status: comment.status, thread: threadOf(comment) } : undefined;
  }
}

/**
 * Imports the export at `path`. Throws MalformedWxr (nothing written) when the file is not a
 * well-formed WordPress export; every other problem is counted in the report against its entity.
 */
export async function importWordpress(path: string, options: WordpressImportOptions = {}): Promise<WordpressImportResult> {
  const found = await survey(path);
  const run = new WordpressImport(found, options.dryRun ?? false, options.keepHtml ?? false);
  const limit = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  let done = 0;
  const write = (batch: WxrItem[]) => {
    const task: Promise<void> = run
      .items(batch)
      .then(() => {
        for (let index = 0; index < batch.length; index++) options.onProgress?.(++done, found.items);
      })
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };
  let batch: WxrItem[] = [];
  const records = readWxr(path);
  for (let next = await records.next(); !next.done && !failure; next = await records.next()) {
    const record = next.value;
    if (record.kind !== 'item') {
      // Authors and terms come first in an export and are few: written one by one, before any item.
      await run.take(record);
      continue;
    }
    batch.push(record);
    if (batch.length < batchSize) continue;
    write(batch);
    batch = [];
    if (inFlight.size >= limit) await Promise.race(inFlight);
  }
  if (batch.length > 0 && !failure) write(batch);
  // Nothing is left writing when this returns or throws: a cut run stops cleanly.
  await Promise.all(inFlight);
  if (failure) {
    await records.return(found.site);
    throw failure.error;
  }
  // An export without items still has its categories.
  await run.finish();
  return { site: found.site, report: run.report };
}
