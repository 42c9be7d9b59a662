/**
 * Admin moderation: approve, reject, delete (with every reply below). Each write is one transaction
 * conditioned on the comment's status as read, and moves the per-status counters and, when the number
 * of approved comments changes, the post's `comment_count` with it; a write that lost a race reads
 * again and decides again. Setting the status a comment already has changes nothing.
 */
import { NotFound } from '#platform/errors';
import { isoNow } from '#platform/time';
import type { Comment, CommentStatus } from './comment';
import { findCommentById, findCommentsByIds, replyIdsOf } from './comments-repository';
import { deleteItems, statusChangeItems } from './comment-writes';
import { AGAIN, commitUnlessRaced, untilSettled } from '#platform/db/transactions';

const commentNotFound = () => new NotFound('comment', 'Comment not found.');

/** The comment as it is now; NotFound when it is gone. */
async function readForWrite(id: number): Promise<Comment> {
  const comment = await findCommentById(id, true);
  if (!comment) throw commentNotFound();
  return comment;
}

/**
 * The last item of every moderation transaction moves the post's stats under `attribute_exists`: its
 * failure means the post is gone, and a comment whose post is gone is being removed with it.
 */
const postGone = (items: readonly unknown[], failed: readonly number[]) => failed.includes(items.length - 1);

export async function setCommentStatus(id: number, to: CommentStatus): Promise<Comment> {
  return untilSettled(async () => {
    const comment = await readForWrite(id);
    if (comment.status === to) return comment;
    const now = isoNow();
    const items = statusChangeItems(comment, to, now);
    const outcome = await commitUnlessRaced(items);
    if (outcome.committed) return { ...comment, status: to, updatedAt: now };
    if (postGone(items, outcome.conditionFailed)) throw commentNotFound();
    return AGAIN;
  });
}

export const approveComment = (id: number) => setCommentStatus(id, 'approved');
export const rejectComment = (id: number) => setCommentStatus(id, 'rejected');

/** Nodes per delete transaction: each is a delete plus at most one parent update; the post side takes up to 30 more. */
const DELETE_CHUNK = 30;

interface Subtree {
  /** Deepest first, so a comment is never deleted before the replies below it. */
  nodes: Comment[];
  complete: boolean;
}

/**
 * The comment and every reply below it, read consistently level by level. Incomplete when a reply
 * count disagrees with the replies found (the reply index lags a moment behind, or a reply is being
 * added): the caller tries again.
 */
async function readSubtree(top: Comment): Promise<Subtree> {
  const levels: Comment[][] = [[top]];
  for (let level = levels[0]; level.length > 0; ) {
    const withReplies = level.filter((comment) => comment.repliesCount > 0);
    const found = await Promise.all(withReplies.map((comment) => replyIdsOf(comment.id)));
    for (const [index, replies] of found.entries()) {
      if (replies.length !== withReplies[index].repliesCount) return { nodes: [], complete: false };
    }
    const current = await findCommentsByIds(found.flat());
    const next = [...current.values()];
    if (next.length !== found.flat().length) return { nodes: [], complete: false };
    if (next.length > 0) levels.push(next);
    level = next;
  }
  return { nodes: levels.reverse().flat(), complete: true };
}

/**
 * Deletes a comment and all its replies. A large thread is deleted in several transactions, deepest
 * replies first, each leaving the counters exact and the remaining tree whole, so a retry after a
 * fault finishes the work.
 */
export async function deleteComment(id: number): Promise<void> {
  await readForWrite(id);
  let deletedAny = false;
  await untilSettled(async () => {
    const top = await findCommentById(id, true);
    if (!top) return true; // a concurrent delete finished it
    const subtree = await readSubtree(top);
    if (!subtree.complete) return AGAIN;
    const remaining = new Map(subtree.nodes.map((comment) => [comment.id, comment.repliesCount]));
    for (let start = 0; start < subtree.nodes.length; start += DELETE_CHUNK) {
      const chunk = subtree.nodes.slice(start, start + DELETE_CHUNK);
      const items = deleteItems(chunk, remaining, top.postId);
      const outcome = await commitUnlessRaced(items);
      if (!outcome.committed && postGone(items, outcome.conditionFailed)) {
        // The post delete removes what is left; a comment of a post already gone is not found.
        if (!deletedAny) throw commentNotFound();
        return true;
      }
      if (!outcome.committed) return AGAIN;
      deletedAny = true;
      const inChunk = new Set(chunk.map((comment) => comment.id));
      for (const comment of chunk) {
        if (comment.parentId !== null && !inChunk.has(comment.parentId) && remaining.has(comment.parentId)) {
          remaining.set(comment.parentId, (remaining.get(comment.parentId) ?? 1) - 1);
        }
      }
    }
    return true;
  });
}
