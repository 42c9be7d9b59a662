/**
 * Ownership and publishing (as WordPress's `edit_others_posts` and `publish_posts`): pure checks the
 * post use cases run on the post as read inside their write loop, so that a race (an `author_id`
 * changed in between) is judged on the state the write is conditioned on.
 */
import { PermissionDenied } from '#platform/errors';
import type { Post } from './post';

/** The parts of the acting credential these rules read (a `PostActor`). */
export interface PostCaller {
  userId: number | null;
  permissions: ReadonlySet<string>;
}

export const EDIT_OTHERS = 'cms.posts.edit_others';
export const PUBLISH = 'cms.posts.publish';

/** Without edit_others a caller owns only posts whose author it is; an API key (no user) owns none. */
export function owns(caller: PostCaller, post: Pick<Post, 'authorId'>): boolean {
  return caller.permissions.has(EDIT_OTHERS) || (caller.userId !== null && post.authorId === caller.userId);
}

export function requireOwner(caller: PostCaller, post: Pick<Post, 'authorId'>): void {
  if (!owns(caller, post)) throw new PermissionDenied(EDIT_OTHERS, 'You may change only your own posts.');
}

/** Naming someone else (or nobody, for a user) as author needs edit_others. */
export function requireAuthorAssignable(caller: PostCaller, authorId: number | null | undefined): void {
  if (authorId === undefined || caller.permissions.has(EDIT_OTHERS)) return;
  if (authorId !== caller.userId) {
    throw new PermissionDenied(EDIT_OTHERS, 'You may not name another author.');
  }
}

/**
 * Bringing a post to `published` (create, update, status change, restore) needs publish, and so does
 * scheduling it or moving its schedule (it publishes later without anyone's further say).
 */
export function requirePublishAllowed(
  caller: PostCaller,
  before: Pick<Post, 'status'> & Partial<Pick<Post, 'publishedAt'>> | null,
  after: Pick<Post, 'status'> & Partial<Pick<Post, 'publishedAt'>>,
): void {
  if (caller.permissions.has(PUBLISH)) return;
  if (after.status === 'published' && before?.status !== 'published') throw new PermissionDenied(PUBLISH, 'You may not publish posts.');
  if (after.status === 'scheduled' && (before?.status !== 'scheduled' || before.publishedAt !== after.publishedAt)) {
    throw new PermissionDenied(PUBLISH, 'You may not schedule posts for publication.');
  }
}
