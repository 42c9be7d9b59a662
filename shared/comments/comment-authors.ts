/** The people behind a page of comments: users by id and their avatars, two batched reads. */
import { findUsersByIds } from '../users/users-repository';
import { findMediaByIds } from '../media/media-repository';
import type { Media } from '../media/media';
import type { User } from '../users/user';
import type { Comment } from './comment';

export interface CommentAuthor {
  /** Undefined when the account was deleted. */
  user?: User;
  avatar?: Media;
}

export type CommentAuthors = ReadonlyMap<number, CommentAuthor>;

export async function authorsOf(comments: readonly Comment[]): Promise<CommentAuthors> {
  const users = await findUsersByIds(comments.map((comment) => comment.userId));
  const avatars = await findMediaByIds([...users.values()].map((user) => user.avatarId));
  const authors = new Map<number, CommentAuthor>();
  for (const comment of comments) {
    const user = users.get(comment.userId);
    const avatar = user?.avatarId ? avatars.get(user.avatarId) : undefined;
    authors.set(comment.userId, { user, avatar });
  }
  return authors;
}
