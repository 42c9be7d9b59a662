/** Client comments and threads: a tree of visible comments rendered in the shape of client-comment-schema.ts. */
import { config } from '#platform/config';
import { clock } from '#platform/clock';
import { dateObject } from '#domains/presentation/dates';
import { CommentStatusEnum, enumObject } from '#domains/presentation/enums';
import { optionalMediaShape } from '#domains/media/media-shape';
import type { Comment } from './comment';
import type { CommentAuthors } from './comment-authors';
import type { ClientComment } from './client-comment-schema';
import { servedName } from '#domains/users/person-name';

function node(comment: Comment, authors: CommentAuthors, replies: ClientComment[]): ClientComment {
  const author = authors.get(comment.id);
  return {
    id: comment.id,
    content: comment.content,
    status: enumObject(CommentStatusEnum, comment.status),
    user: {
      id: comment.userId,
      // As the comment's text beside them, never markup (person-name.ts).
      first_name: servedName(author?.user?.firstName ?? ''),
      last_name: servedName(author?.user?.lastName ?? ''),
      avatar: optionalMediaShape(author?.avatar),
    },
    parent_id: comment.parentId,
    replies_count: replies.length,
    created_at: dateObject(comment.createdAt, { timeZone: config.displayTimeZone, now: clock.now() }),
    replies,
  };
}

/**
 * `roots` with their visible replies nested under them, oldest reply first. A reply whose parent is
 * not visible (rejected, or awaiting moderation by someone else) is left out with everything below it.
 */
export function clientThreads(roots: readonly Comment[], replies: readonly Comment[], authors: CommentAuthors): ClientComment[] {
  const children = new Map<number, Comment[]>();
  for (const reply of [...replies].sort((a, b) => a.id - b.id)) {
    if (reply.parentId === null) continue;
    const siblings = children.get(reply.parentId) ?? [];
    siblings.push(reply);
    children.set(reply.parentId, siblings);
  }
  const build = (comment: Comment, depth: number): ClientComment =>
    // The depth bound only guards against a cycle in corrupt data; real threads end long before.
    node(comment, authors, depth > 1000 ? [] : (children.get(comment.id) ?? []).map((child) => build(child, depth + 1)));
  return roots.map((root) => build(root, 0));
}

export const clientComment = (comment: Comment, authors: CommentAuthors): ClientComment => node(comment, authors, []);
