/** Use cases of the admin post routes: create, read, update, trash, restore, delete. */
import { InvalidBody, NotFound, ServiceUnavailable, type FieldMessages } from '#platform/errors';
import { nextId } from '#platform/db/sequences';
import { isoNow } from '#platform/time';
import { newPost, patchedPost, postWithStatus, restoredPost, trashedPost } from './post-changes';
import type { PostCreateInput, PostUpdateInput } from '#domains/posts/model/post-schemas';
import { referenceErrors } from '#domains/posts/model/post-references';
import { changePost, raceBackoff, removePost, slugTakenError, type ChangeResult } from './post-writes';
import { deletePostDependents, findPostById, hasPostTombstone, PostWriteRaced, SlugTaken, takenSlugs, writePost } from '#domains/posts/model/posts-repository';
import { baseSlugOf, freeSlug } from '#domains/posts/model/slugs';
import type { Post, PostStatus } from '#domains/posts/model/post';
import type { AdminPrincipal } from '#platform/auth/principal';
import { PERMISSIONS } from '#platform/auth/permissions';
import { requireAuthorAssignable, requireOwner, requirePublishAllowed } from '#domains/posts/model/post-ownership';
import { mayWriteUnfilteredHtml, processContent, type ProcessedContent } from '#domains/content/process-content';
import { plainTextFields, type PlainTextFields } from '#domains/content/plain-text-fields';
import { postFields } from '#domains/posts/model/post-fields';
import { lazily } from '#platform/lazily';
import { plainTextView } from '#domains/posts/model/field-views';
import { ContentNestedTooDeep } from '#domains/content/content-errors';
import { publishedOrScheduled, scheduleErrors } from './scheduling';
import { changedByOf, SYSTEM_CHANGE, type ChangedBy } from '#domains/posts/revisions/revisions';
import { judgeJoin, languageTakenError, type JoinJudgement } from '#domains/posts/translations/translation-joins';
import type { GroupJoin } from '#domains/posts/translations/translation-groups';
import { languageOf } from '#domains/posts/model/post-address';
import { config } from '#platform/config';
import type { Language } from '#platform/site/site-settings';

/**
 * Who writes: a user (the default author of what they create) or an API key (no user), with the
 * permissions the credential holds (ownership, publishing and unfiltered HTML depend on them).
 */
export interface PostActor {
  userId: number | null;
  permissions: ReadonlySet<string>;
  /** Who the revisions of this actor's changes name (default: the service). */
  changedBy?: ChangedBy;
}

export const postActorOf = (principal: AdminPrincipal | undefined): PostActor => ({
  userId: principal?.type === 'user' ? principal.id : null,
  permissions: principal?.permissions ?? new Set<string>(),
  changedBy: changedByOf(principal),
});

/** The service itself (demo seed, the `cms` tool, tests of the write paths): every permission, as `userId` when given. */
export const systemActor = (userId: number | null = null): PostActor => ({ userId, permissions: new Set<string>(PERMISSIONS), changedBy: SYSTEM_CHANGE });

export const SLUG_TAKEN = 'The slug has already been taken.';
/** Posts with one title compete for its suffixes; each lost race spreads the next pick wider. */
const MAX_CREATE_ATTEMPTS = 40;

/** The body fields the catalogue declares plain text (post-fields.ts). */
const plainText = lazily((): PlainTextFields => plainTextView(postFields()));

function throwIfAny(errors: FieldMessages): void {
  if (Object.keys(errors).length > 0) throw new InvalidBody(errors);
}

/**
 * The text fields as they are stored: for callers without `cms.content.unfiltered_html`, content
 * sanitized and title, excerpt and SEO texts without markup; the content's metrics computed once.
 */
function preparedFields<T extends PostCreateInput | PostUpdateInput>(input: T, actor: PostActor): { input: T; body?: ProcessedContent } {
  const unfiltered = mayWriteUnfilteredHtml(actor.permissions);
  if (input.content_format !== undefined && input.content === undefined) {
    throw new InvalidBody({ content_format: ['The content_format describes the content sent with it: send the content too.'] });
  }
  const fields = unfiltered ? input : plainTextFields(input, plainText());
  if (fields.title !== undefined && fields.title === '') throw new InvalidBody({ title: ['The title must have text, not only markup.'] });
  const body = input.content === undefined ? undefined : processedOrRefused(input.content, input.content_format, unfiltered);
  return { input: fields, ...(body ? { body } : {}) };
}

function processedOrRefused(content: string, format: PostCreateInput['content_format'], unfiltered: boolean): ProcessedContent {
  try {
    return processContent(content, { format, unfiltered });
  } catch (error) {
    if (error instanceof ContentNestedTooDeep) throw new InvalidBody({ content: [error.message] });
    throw error;
  }
}

/** A create that publishes with a future `published_at` schedules the post instead (publishedOrScheduled). */
function scheduledWhenFuture(given: PostCreateInput, now: string): PostCreateInput {
  const asked = { status: given.status ?? 'draft', publishedAt: given.published_at ?? null };
  return publishedOrScheduled(null, asked, now) === asked ? given : { ...given, status: 'scheduled' };
}

export interface PreparedCreate {
  /** The body as stored (text fields without markup unless unfiltered, scheduled when dated in the future). */
  input: PostCreateInput;
  body: ProcessedContent;
  /** What the schedule refuses; the checks that read the table (references, slug) come after. */
  errors: FieldMessages;
}

/**
 * The part of a create that reads nothing: without edit_others only as oneself (or, for an API key,
 * with no author); `published` needs publish (both throw); the content processed; the schedule judged.
 * `createPost` and the bulk import's `createPostsTogether` share it.
 */
export function preparedCreate(given: PostCreateInput, actor: PostActor): PreparedCreate {
  const sent = scheduledWhenFuture(given, isoNow());
  requireAuthorAssignable(actor, sent.author_id);
  requirePublishAllowed(actor, null, { status: sent.status ?? 'draft', publishedAt: sent.published_at ?? null });
  const { input, body } = preparedFields(sent, actor);
  return { input, body: body!, errors: scheduleErrors(null, { status: input.status ?? 'draft', publishedAt: input.published_at ?? null }, isoNow()) };
}

/** The references a create body names (checked to exist before the write). */
export const referencesOf = (input: PostCreateInput) => ({ categoryId: input.category_id, tagIds: input.tag_ids, authorId: input.author_id });

/** The language a create stores: the one sent, else the site's default. */
const languageOfCreate = (input: PostCreateInput): Language => input.language ?? config.defaultLanguage;

/** The group a create's `translation_of` joins, judged now; its refusal is an error for `translation_of`. */
async function createJoin(input: PostCreateInput): Promise<Extract<JoinJudgement, { group: string | null }>> {
  if (input.translation_of === undefined || input.translation_of === null) return { group: null };
  const judged = await judgeJoin({ group: null, language: languageOfCreate(input) }, input.translation_of);
  if ('error' in judged) throw new InvalidBody({ translation_of: [judged.error] });
  return judged;
}

/** `origin.wpSlug`: the WordPress `post_name` of an imported post (not a field of the API's body). */
export async function createPost(given: PostCreateInput, actor: PostActor, origin: { wpSlug?: string } = {}): Promise<Post> {
  const { input, body, errors: scheduleProblems } = preparedCreate(given, actor);
  const errors = { ...(await referenceErrors(referencesOf(input))), ...scheduleProblems };
  if (input.slug !== undefined && (await takenSlugs([input.slug])).has(input.slug)) errors.slug = [SLUG_TAKEN];
  if (input.translation_of !== undefined && input.translation_of !== null) {
    const judged = await judgeJoin({ group: null, language: languageOfCreate(input) }, input.translation_of);
    if ('error' in judged) errors.translation_of = [judged.error];
  }
  throwIfAny(errors);

  const base = baseSlugOf(input.title);
  let id = await nextId('post');
  for (let attempt = 0; attempt < MAX_CREATE_ATTEMPTS; attempt++) {
    if (attempt > 0) await raceBackoff(attempt);
    const slug = input.slug ?? (await freeSlug(base, Math.min(attempt + 1, 25)));
    // Judged again on every try: a lost race may be another post taking this language of the group.
    const joining = await createJoin(input);
    const post = newPost(input, {
      id,
      slug,
      authorId: input.author_id !== undefined ? input.author_id : actor.userId,
      creatorId: actor.userId,
      now: isoNow(),
      body,
      wpSlug: origin.wpSlug ?? null,
      translationGroup: joining.group,
    });
    try {
      await writePost(null, post, undefined, joining.join);
      return post;
    } catch (error) {
      if (error instanceof SlugTaken) {
        if (input.slug !== undefined) throw slugTakenError();
        continue;
      }
      if (!(error instanceof PostWriteRaced)) throw error;
      // The id is held (a sequence that was reset) or the transaction met another: take a fresh id.
      id = await nextId('post');
    }
  }
  throw new ServiceUnavailable(1, 'Too many posts are being created with this title at once. Retry shortly.');
}

/**
 * The translation group an update leaves the post in (`translation_of`: join that post's, null: leave
 * its own) and the partner it joins; errors for `translation_of` and `language` are added to `errors`.
 */
async function groupOfUpdate(before: Post, input: PostUpdateInput, errors: FieldMessages): Promise<{ group: string | null; join?: GroupJoin }> {
  const language = input.language ?? languageOf(before);
  const kept = { group: before.translationGroup ?? null };
  if (input.translation_of === null) return { group: null };
  if (input.translation_of !== undefined) {
    const judged = await judgeJoin({ id: before.id, group: kept.group, language }, input.translation_of);
    if ('error' in judged) errors.translation_of = [judged.error];
    else if (judged.group !== kept.group) return judged;
  }
  const taken = await languageTakenError(before, language);
  if (taken) errors.language = [taken];
  return kept;
}

/** Read consistently: an editor sees their own last write. */
export async function getPost(id: number): Promise<Post> {
  const post = await findPostById(id, true);
  if (!post) throw new NotFound('post', 'Post not found.');
  return post;
}

/**
 * Changes the fields sent; with `version`, only if the post is still at that version (409 otherwise).
 * Only the caller's own posts without edit_others; publishing needs publish.
 */
export async function updatePost(id: number, sent: PostUpdateInput, actor: PostActor): Promise<Post> {
  const { input, body } = preparedFields(sent, actor);
  let join: GroupJoin | undefined;
  const result = await changePost(
    id,
    async (before) => {
      if (input.author_id !== before.authorId) requireAuthorAssignable(actor, input.author_id);
      const errors = await referenceErrors({
        categoryId: input.category_id !== before.categoryId ? input.category_id : undefined,
        tagIds: input.tag_ids?.filter((tagId) => !before.tagIds.includes(tagId)),
        authorId: input.author_id !== before.authorId ? input.author_id : undefined,
      });
      if (input.slug !== undefined && input.slug !== before.slug && (await takenSlugs([input.slug])).has(input.slug)) errors.slug = [SLUG_TAKEN];
      const grouped = await groupOfUpdate(before, input, errors);
      join = grouped.join;
      const now = isoNow();
      const patchedFields = patchedPost(before, input, now, body);
      const regrouped = grouped.group !== (before.translationGroup ?? null);
      const patched = regrouped ? { ...(patchedFields ?? before), translationGroup: grouped.group } : patchedFields;
      const after = patched && publishedOrScheduled(before, patched, now);
      if (after) Object.assign(errors, scheduleErrors(before, after, now));
      throwIfAny(errors);
      if (after) requirePublishAllowed(actor, before, after);
      return after;
    },
    { expectedVersion: input.version, guard: (before) => requireOwner(actor, before), changedBy: actor.changedBy, join: () => join },
  );
  return result.post;
}

/** The options of a change by `actor`: only their own posts (ownership), signed with their name. */
export const ownedBy = (actor: PostActor) => ({ guard: (before: Post) => requireOwner(actor, before), changedBy: actor.changedBy });

/** Judges a status change: the caller's own post, and publish when it becomes published. */
function statusChange(actor: PostActor, next: (before: Post) => Post | null): (before: Post) => Post | null {
  return (before) => {
    const after = next(before);
    if (after) requirePublishAllowed(actor, before, after);
    return after;
  };
}

export function trashPost(id: number, actor: PostActor): Promise<ChangeResult> {
  return changePost(id, trashedPost, ownedBy(actor));
}

/** A restore that brings a post back to `published` needs publish. */
export function restorePost(id: number, actor: PostActor): Promise<ChangeResult> {
  return changePost(id, statusChange(actor, (before) => restoredPost(before, isoNow())), ownedBy(actor));
}

/** Bulk publish, draft, archive; publishing a post dated in the future schedules it, as an update does. */
export function setPostStatus(id: number, status: Exclude<PostStatus, 'trash'>, actor: PostActor): Promise<ChangeResult> {
  return changePost(
    id,
    statusChange(actor, (before) => {
      const now = isoNow();
      const after = postWithStatus(before, status, now);
      return after && publishedOrScheduled(before, after, now);
    }),
    ownedBy(actor),
  );
}

/**
 * Removes the post, its slug, list rows and counts in one transaction (which also leaves a
 * tombstone), then what hangs off it (likes, comments), then the tombstone. If the function stops
 * in between (timeout, throttling), repeating the delete finds the tombstone and finishes the purge.
 * Throws NotFound when there is no such post and nothing left of one.
 */
export async function deletePost(id: number, actor: PostActor): Promise<void> {
  const removed = await removePost(id, (before) => requireOwner(actor, before));
  if (!removed && !(await hasPostTombstone(id))) throw new NotFound('post', 'Post not found.');
  await deletePostDependents(id);
}
