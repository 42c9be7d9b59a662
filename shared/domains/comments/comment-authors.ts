/**
 * The people behind a page of comments. A comment carries its author's display fields as of posting
 * (comment.ts), so a page reads no user: only the avatars, one batch. Comments stored before that
 * (no `author`) read their users as before.
 */
import { findUsersByIds } from '#domains/users/users-repository';
import { findMediaByIds } from '#domains/media/media-repository';
import type { Media } from '#domains/media/media';
import type { Comment, CommentAuthorSnapshot } from './comment';

export interface CommentAuthor {
  /** Undefined when the account was deleted before the comment kept its author (older comments). */
  user?: CommentAuthorSnapshot;
  avatar?: Media;
}

/** Keyed by comment id: two comments of one user may carry different snapshots. */
export type CommentAuthors = ReadonlyMap<number, CommentAuthor>;

export async function authorsOf(comments: readonly Comment[]): Promise<CommentAuthors> {
  const missing = comments.filter((comment) => !comment.author).map((comment) => comment.userId);
  const users = missing.length > 0 ? await findUsersByIds(missing) : new Map();
  const snapshotOf = (comment: Comment): CommentAuthorSnapshot | undefined => comment.author ?? users.get(comment.userId);
  const avatarIds = comments.flatMap((comment) => {
    const avatarId = snapshotOf(comment)?.avatarId;
    return avatarId ? [avatarId] : [];
  });
  const avatars = avatarIds.length > 0 ? await findMediaByIds(avatarIds) : new Map<number, Media>();
  const authors = new Map<number, CommentAuthor>();
  for (const comment of comments) {
    const user = snapshotOf(comment);
    const avatar = user?.avatarId ? avatars.get(user.avatarId) : undefined;
    authors.set(comment.id, { user, avatar });
  }
  return authors;
}
