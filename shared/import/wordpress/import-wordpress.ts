/**
 * `cms import wordpress`: a WordPress export into the service, through the same use cases as the API
 * (so slugs, counters and list rows stay exact). Two passes over the file: the first only parses it
 * (a malformed file is refused before anything is written) and notes the attachments' URLs (a post's
 * `_thumbnail_id` may name an attachment that comes later); the second writes, in file order.
 *
 * Every entity written gets an import record (`IMPORT#wordpress#<site>`, `<kind>#<wp id>`): a second
 * run skips what has one, and a run cut short carries on where it stopped. Posts are claimed by slug
 * before they are written, so a post whose record was not written yet is found again, not duplicated.
 */
import { randomBytes } from 'node:crypto';
import { InvalidBody } from '../../errors';
import { isoNow } from '../../time';
import { hashPassword } from '../../auth/passwords';
import { createPost, getPost, systemActor, trashPost } from '../../posts/manage-posts';
import { PostCreateBody } from '../../posts/post-schemas';
import { findPostIdBySlug } from '../../posts/posts-repository';
import { baseSlugOf, freeSlug } from '../../posts/slugs';
import { EXCERPT_MAX_CHARS, MAX_TAGS } from '../../posts/post';
import { createCategory } from '../../taxonomy/manage-categories';
import { findCategoryIdBySlug } from '../../taxonomy/categories-repository';
import { createTag } from '../../taxonomy/manage-tags';
import { findTagIdBySlug } from '../../taxonomy/tags-repository';
import { EmailTaken, findUserIdByEmail, insertUser } from '../../users/users-repository';
import { SYSTEM_ACTOR } from '../../auth/actor';
import { CommentCreateBody, importComment } from '../../comments/post-comment';
import { findCommentById } from '../../comments/comments-repository';
import type { CommentStatus } from '../../comments/comment';
import { createMedia } from '../../media/manage-media';
import { findImportRecord, putImportRecord, type ImportScope } from '../import-records';
import { count, emptyReport, note, type ImportKind, type ImportReport } from '../import-report';
import { readWxr } from './wxr-reader';
import type { WxrAuthor, WxrCategory, WxrComment, WxrItem, WxrRecord, WxrSite, WxrTag } from './wxr';
import { convertContent } from './wp-content';
import {
  attachmentFileOf,
  categoryNames,
  commentStatusOf,
  guestEmailOf,
  POST_ITEM_TYPES,
  postStatusOf,
  siteKeyOf,
  slugOf,
  titleOf,
  wpDateOf,
} from './wp-mapping';

export interface WordpressImportOptions {
  dryRun?: boolean;
  /** Called after each item with the number done and the number the file holds. */
  onProgress?: (done: number, total: number) => void;
  /** Items written at once (each one's own writes stay in order); 1 writes strictly in file order. */
  concurrency?: number;
}

/** DynamoDB answers in milliseconds: a few items in flight keep it busy, memory stays at a few items. */
const DEFAULT_CONCURRENCY = 8;
const MAX_SLUG_ATTEMPTS = 5;

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

const zodMessage = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string => {
  const issue = issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid';
};

/** A password nobody knows: the account exists (authorship, comments) but cannot log in until an admin sets one. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

class WordpressImport {
  readonly report: ImportReport;
  private readonly scope: ImportScope;
  private readonly authors = new Map<string, number>();
  private readonly categories = new Map<string, number>();
  private readonly tags = new Map<string, number>();
  private pendingCategories: WxrCategory[] | null = [];
  /** A dry run writes nothing, so it numbers what it would create itself: the schemas still see valid ids. */
  private dryRunIds = 0;
  private termWrites: Promise<void> = Promise.resolve();

  constructor(
    private readonly found: Survey,
    private readonly dryRun: boolean,
  ) {
    this.report = emptyReport(dryRun);
    this.scope = { source: 'wordpress', site: siteKeyOf(found.site.baseBlogUrl || found.site.link || found.site.baseSiteUrl || 'site') };
  }

  async take(record: WxrRecord): Promise<void> {
    switch (record.kind) {
      case 'author':
        return this.author(record);
      case 'category':
        this.pendingCategories?.push(record);
        return;
      case 'tag':
        return this.tag(record);
      case 'item':
        await this.flushCategories();
        return this.item(record);
    }
  }

  /** Records kept or written: a failure to write one is the entity's failure, reported, not the run's. */
  private async recorded(kind: ImportKind, sourceId: string, run: () => Promise<number | 'skip'>): Promise<number | undefined> {
    const existing = this.dryRun ? undefined : await findImportRecord(this.scope, kind, sourceId);
    if (existing?.state === 'done') {
      count(this.report, kind, 'skipped', 'already imported');
      return existing.id ?? undefined;
    }
    try {
      const id = await run();
      return id === 'skip' ? undefined : id;
    } catch (error) {
      count(this.report, kind, 'failed', error instanceof InvalidBody ? firstMessage(error.errors) : error instanceof Error ? error.message : String(error));
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
    const existing = await findUserIdByEmail(email);
    if (existing !== undefined) return { id: existing, created: false };
    if (this.dryRun) return { id: ++this.dryRunIds, created: true };
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
      const firstName = author.firstName || author.displayName || author.login;
      const user = await this.userFor(email, firstName, author.lastName, 'author');
      count(this.report, 'author', user.created ? 'created' : 'skipped', user.created ? undefined : 'matched an existing user by email');
      await this.done('author', author.login, user.id, { email });
      return user.id;
    });
    if (id !== undefined) this.authors.set(author.login, id);
  }

  // ---- taxonomy ---------------------------------------------------------------------------

  finish(): Promise<void> {
    return this.flushCategories();
  }

  /** Categories are written once all are read, parents before children (the file does not promise that order). */
  private async flushCategories(): Promise<void> {
    const pending = this.pendingCategories;
    if (!pending) return;
    this.pendingCategories = null;
    const known = new Set(pending.map((each) => each.slug));
    let left = pending;
    while (left.length > 0) {
      const ready = left.filter((each) => !each.parentSlug || !known.has(each.parentSlug) || this.categories.has(each.parentSlug));
      // A cycle (a broken export) is imported flat rather than not at all.
      const batch = ready.length > 0 ? ready : left;
      for (const each of batch) await this.category(each, ready.length > 0);
      left = left.filter((each) => !batch.includes(each));
    }
  }

  private async category(category: WxrCategory, withParent: boolean): Promise<void> {
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
      count(this.report, 'category', 'created');
      if (this.dryRun) return ++this.dryRunIds;
      const created = await createCategory({ ...categoryNames(category.name || category.slug), slug, parentId, description: category.description || null });
      await this.done('category', category.slug, created.category.id);
      return created.category.id;
    });
    if (id !== undefined) this.categories.set(category.slug, id);
  }

  private async tag(tag: WxrTag): Promise<void> {
    const id = await this.recorded('tag', tag.slug, async () => {
      const slug = slugOf(tag.slug) || undefined;
      const existing = slug ? await findTagIdBySlug(slug) : undefined;
      if (existing !== undefined) {
        count(this.report, 'tag', 'skipped', 'matched an existing tag by slug');
        await this.done('tag', tag.slug, existing);
        return existing;
      }
      count(this.report, 'tag', 'created');
      if (this.dryRun) return ++this.dryRunIds;
      const created = await createTag({ name: tag.name || tag.slug, slug });
      await this.done('tag', tag.slug, created.id);
      return created.id;
    });
    if (id !== undefined) this.tags.set(tag.slug, id);
  }

  // ---- items ------------------------------------------------------------------------------

  private async item(item: WxrItem): Promise<void> {
    if (item.type === 'attachment') return this.attachment(item);
    if ((POST_ITEM_TYPES as readonly string[]).includes(item.type)) return this.post(item, item.type as 'post' | 'page');
    count(this.report, 'other', 'skipped', `type ${item.type || '(none)'}`);
  }

  private async attachment(item: WxrItem): Promise<void> {
    await this.recorded('media', String(item.id), async () => {
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
    });
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
  private postBody(item: WxrItem, type: 'post' | 'page', status: string, keepDate: boolean) {
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
    return PostCreateBody.safeParse({
      title,
      content: html.trim() === '' ? '<p></p>' : html,
      type,
      status: status === 'trash' ? 'draft' : status,
      ...(excerpt ? { excerpt } : {}),
      ...(categoryIds.length > 0 ? { category_id: categoryIds[0] } : {}),
      ...(tagIds.length > 0 ? { tag_ids: tagIds.slice(0, MAX_TAGS) } : {}),
      ...(authorId ? { author_id: authorId } : {}),
      is_featured: item.sticky,
      published_at: keepDate ? wpDateOf(item.dateGmt, item.date) : null,
      ...(thumbnail ? { featured_image: thumbnail } : {}),
    });
  }

  private async post(item: WxrItem, kind: 'post' | 'page'): Promise<void> {
    const mapped = postStatusOf(item.status);
    if ('skip' in mapped) {
      count(this.report, kind, 'skipped', mapped.skip);
      return;
    }
    const record = this.dryRun ? undefined : await findImportRecord(this.scope, kind, String(item.id));
    let postId: number | undefined = record?.state === 'done' && record.id !== null ? record.id : undefined;
    if (postId !== undefined) {
      count(this.report, kind, 'skipped', 'already imported');
    } else {
      // Terms missing from the header are created once, even when items in flight name the same one.
      const terms = this.termWrites.then(() => this.ensureTerms(item));
      this.termWrites = terms.catch(() => undefined);
      await terms;
      const body = this.postBody(item, kind, mapped.status, mapped.keepDate);
      if (!body.success) {
        count(this.report, kind, 'failed', zodMessage(body.error.issues));
        return;
      }
      if (this.dryRun) {
        count(this.report, kind, 'created');
        for (const each of item.comments) this.dryComment(each);
        return;
      }
      try {
        postId = await this.writePost(item, kind, body.data, record?.extra.slug);
        count(this.report, kind, 'created');
      } catch (error) {
        count(this.report, kind, 'failed', error instanceof InvalidBody ? firstMessage(error.errors) : error instanceof Error ? error.message : String(error));
        return;
      }
    }
    // Comments and the move to trash are finished on a re-run too: each comment has its own record.
    await this.comments(postId, item.comments);
    if (mapped.status === 'trash' && (await getPost(postId)).status !== 'trash') await trashPost(postId, systemActor());
  }

  /** Claims the slug in a pending record first: a run cut between the write and the record finds the post by it. */
  private async writePost(item: WxrItem, kind: 'post' | 'page', body: ReturnType<typeof PostCreateBody.parse>, claimed?: string): Promise<number> {
    const wpSlug = item.name;
    if (claimed) {
      const existing = await findPostIdBySlug(claimed);
      if (existing !== undefined) {
        await this.done(kind, String(item.id), existing, { slug: claimed, wp_slug: wpSlug });
        return existing;
      }
    }
    const authorId = body.author_id ?? null;
    for (let attempt = 1; ; attempt++) {
      // Items in flight may pick the same free slug: the loser picks again.
      const slug = claimed && attempt === 1 ? claimed : await freeSlug(slugOf(wpSlug) || baseSlugOf(body.title), attempt);
      await putImportRecord(this.scope, kind, String(item.id), { id: null, state: 'pending', extra: { slug, wp_slug: wpSlug } }, isoNow());
      try {
        const post = await createPost({ ...body, slug }, systemActor(authorId), wpSlug ? { wpSlug } : {});
        await this.done(kind, String(item.id), post.id, { slug: post.slug, wp_slug: wpSlug });
        return post.id;
      } catch (error) {
        if (!(error instanceof InvalidBody && error.errors.slug) || attempt >= MAX_SLUG_ATTEMPTS) throw error;
      }
    }
  }

  // ---- comments ---------------------------------------------------------------------------

  private dryComment(comment: WxrComment): void {
    const mapped = commentStatusOf(comment.approved, comment.type);
    if ('skip' in mapped) count(this.report, 'comment', 'skipped', mapped.skip);
    else count(this.report, 'comment', 'created');
  }

  private async comments(postId: number, comments: WxrComment[]): Promise<void> {
    const ours = new Map<number, { id: number; status: CommentStatus }>();
    for (const comment of [...comments].sort((a, b) => a.id - b.id)) {
      const mapped = commentStatusOf(comment.approved, comment.type);
      if ('skip' in mapped) {
        count(this.report, 'comment', 'skipped', mapped.skip);
        continue;
      }
      const id = await this.recorded('comment', String(comment.id), async () => {
        let parentId: number | null = null;
        if (comment.parentId !== 0) {
          const parent = ours.get(comment.parentId) ?? (await this.importedComment(comment.parentId));
          if (!parent || parent.status !== 'approved') {
            count(this.report, 'comment', 'skipped', 'a reply to a comment that is not imported as approved');
            return 'skip';
          }
          parentId = parent.id;
        }
        const body = CommentCreateBody.safeParse({ content: comment.content, parent_id: parentId });
        if (!body.success) {
          count(this.report, 'comment', 'failed', zodMessage(body.error.issues));
          return 'skip';
        }
        const email = (comment.authorEmail || guestEmailOf(comment.author, this.scope.site)).toLowerCase();
        const user = await this.userFor(email, comment.author || 'Anonymous', '', 'user');
        if (user.created) note(this.report, 'commenters created as inactive users');
        const created = await importComment(postId, user.id, body.data, mapped.status);
        await this.done('comment', String(comment.id), created.id);
        count(this.report, 'comment', 'created');
        return created.id;
      });
      if (id !== undefined) ours.set(comment.id, { id, status: mapped.status });
    }
  }

  private async importedComment(wpId: number): Promise<{ id: number; status: CommentStatus } | undefined> {
    const record = await findImportRecord(this.scope, 'comment', String(wpId));
    if (!record?.id) return undefined;
    const comment = await findCommentById(record.id, true);
    return comment ? { id: comment.id, status: comment.status } : undefined;
  }
}

/**
 * Imports the export at `path`. Throws MalformedWxr (nothing written) when the file is not a
 * well-formed WordPress export; every other problem is counted in the report against its entity.
 */
export async function importWordpress(path: string, options: WordpressImportOptions = {}): Promise<WordpressImportResult> {
  const found = await survey(path);
  const run = new WordpressImport(found, options.dryRun ?? false);
  const limit = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  let done = 0;
  const records = readWxr(path);
  for (let next = await records.next(); !next.done && !failure; next = await records.next()) {
    const record = next.value;
    if (record.kind !== 'item') {
      // Authors and terms come first in an export and are few: written one by one, before any item.
      await run.take(record);
      continue;
    }
    await run.finish();
    const task: Promise<void> = run
      .take(record)
      .then(() => options.onProgress?.(++done, found.items))
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
    if (inFlight.size >= limit) await Promise.race(inFlight);
  }
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
