/**
 * Post revisions as the domain sees them (issue 12, item 1): every write that changes a post's
 * content fields keeps the state before it, with who made the change, when, and which fields it
 * changed. Pure functions: which fields a change touches, the revision number it takes, and the post
 * a restore makes. Items and the transaction's part are in revision-items.ts and revision-writes.ts.
 */
import type { Post } from '#domains/posts/model/post';
import { lazily } from '#platform/lazily';
import type { RevisionNames } from '#domains/posts/model/field-catalogue';
import { restoredProps, revisedView } from '#domains/posts/model/field-views';
import { postFields, V3_ORDER, type PostFields } from '#domains/posts/model/post-fields';

/** The content fields whose change keeps a revision (post-fields.ts, `revision.revised`); `is_featured`, `author_id`, `published_at` and `type` do not. */
const revised = lazily(() => revisedView(postFields(), V3_ORDER.revised));
export type RevisedField = RevisionNames<PostFields, 'revised'>;
/** Their API names, in the order `changed_fields` lists them. */
export const revisedFields = lazily(() => revised().map((field) => field.name) as [RevisedField, ...RevisedField[]]);
/** What a restore copies from the state (the content with its metrics, the excerpt with whether it was derived); the status has a rule of its own. */
const restored = lazily(() => restoredProps(postFields()));

/** The newest this many revisions of a post are kept; the write that makes one more deletes the oldest. */
export const MAX_REVISIONS = 100;

/** Who made a change: a user, an admin API key, or the service itself (seed, cms tool, category reassignment). */
export interface ChangedBy {
  type: 'user' | 'api_key' | 'system';
  id: number | null;
}

export const SYSTEM_CHANGE: ChangedBy = Object.freeze({ type: 'system', id: null });

/** An admin route's caller as a revision names it (the service when there is none). */
export const changedByOf = (principal: { type: 'user' | 'api_key'; id: number } | undefined): ChangedBy =>
  principal ? { type: principal.type, id: principal.id } : SYSTEM_CHANGE;

export interface Revision {
  postId: number;
  /** 1, 2, 3... per post: the order of the changes. */
  number: number;
  /** The post as it was before the change (its `version` is the version it had then). */
  state: Post;
  changedFields: RevisedField[];
  changedBy: ChangedBy;
  /** When the change was made (the `updated_at` of the version that followed). */
  changedAt: string;
}

/** A revision without its state: what a list of revisions shows. */
export type RevisionSummary = Omit<Revision, 'state'> & { version: number; title: string; status: Post['status'] };

/** The content fields `after` changes (none: the write keeps no revision). */
export function changedFields(before: Post, after: Post): RevisedField[] {
  return revised().filter(({ prop }) => JSON.stringify(before[prop]) !== JSON.stringify(after[prop])).map((field) => field.name as RevisedField);
}

/** `after` with the number of the revision the write keeps (that of `before` plus one when content fields change). */
export function numberedRevision(before: Post, after: Post): Post {
  const last = before.lastRevision ?? 0;
  return { ...after, lastRevision: changedFields(before, after).length > 0 ? last + 1 : last };
}

/** Whether the write from `before` to `after` keeps a revision (numberedRevision raised the number). */
export const keepsRevision = (before: Post | null, after: Post | null): before is Post =>
  before !== null && after !== null && (after.lastRevision ?? 0) > (before.lastRevision ?? 0);

/**
 * The post a restore makes: `current` with the content fields of the revision's state. The excerpt
 * comes with whether it was derived, the content with its metrics. A state in `trash` does not trash
 * the post (trash has its own route): the status is then left as it is. A status that changes leaves
 * trash behind (as an update does); `published_at` is set if the post becomes published without one.
 */
export function restoredFromRevision(current: Post, state: Post, now: string): Post {
  const next: Post = { ...current };
  // A state stored before metrics were keeps the post's.
  for (const prop of restored()) if (state[prop] !== undefined) (next as unknown as Record<string, unknown>)[prop] = state[prop];
  if (state.status !== 'trash' && state.status !== current.status) {
    next.status = state.status;
    next.statusBeforeTrash = null;
  }
  if (next.status === 'published' && next.publishedAt === null) next.publishedAt = now;
  return next;
}
