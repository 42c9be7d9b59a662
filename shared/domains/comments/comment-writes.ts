/**
 * The transaction items of comment writes, pure: what a status change, a new comment and a deletion
 * put, update and delete. Every comment write moves the post's comment counts on its stats item
 * (`POST#<post>`/`STATS`: per status, top-level per status; the approved count is the post's
 * `comment_count`) in the same transaction, conditioned on the stats item existing (it does exactly
 * while the post does), and the site's counts per status (site-comment-counts.ts). The post item and
 * its list rows are never written.
 */
import { tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { statsAdd } from '#domains/posts/model/post-stats';
import type { TransactItem } from '#platform/db/transactions';
import type { Comment, CommentStatus } from './comment';
import { commentItem, countAttribute, statusIndexes, topLevelCountAttribute } from './comment-items';
import { siteCountUpdate } from './site-comment-counts';

/** Counter attribute -> delta; zero moves are dropped. */
export type CounterMoves = Map<string, number>;

export function addCount(moves: CounterMoves, comment: Pick<Comment, 'parentId'>, status: CommentStatus, delta: number): void {
  const attributes = [countAttribute(status), ...(comment.parentId === null ? [topLevelCountAttribute(status)] : [])];
  for (const attribute of attributes) {
    const next = (moves.get(attribute) ?? 0) + delta;
    if (next === 0) moves.delete(attribute);
    else moves.set(attribute, next);
  }
}

/** The stats update of the post (or, with no move, the check that the post still exists). */
export function statsUpdate(postId: number, moves: CounterMoves): TransactItem {
  return statsAdd(postId, moves);
}

/** New comments need the post published, not only present. */
function publishedCheck(postId: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.post(postId),
      ConditionExpression: 'attribute_exists(pk) AND #status = :published',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':published': 'published' },
    },
  };
}

/** Moves a comment from the status it was read in to `to`: cancelled at index 0 if it is no longer in that status. */
export function statusChangeItems(comment: Comment, to: CommentStatus, now: string): TransactItem[] {
  const indexes: Item = statusIndexes(comment, to);
  const names: Record<string, string> = { '#status': 'status', '#updated_at': 'updated_at' };
  const values: Item = { ':from': comment.status, ':to': to, ':now': now };
  const sets = ['#status = :to', '#updated_at = :now'];
  for (const [index, [name, value]] of Object.entries(indexes).entries()) {
    names[`#k${index}`] = name;
    values[`:k${index}`] = value;
    sets.push(`#k${index} = :k${index}`);
  }
  // gsi4 holds approved and pending comments only: leaving both removes the keys.
  const removes = 'gsi4pk' in indexes ? [] : ['gsi4pk', 'gsi4sk'];
  const moves: CounterMoves = new Map();
  addCount(moves, comment, comment.status, -1);
  addCount(moves, comment, to, 1);
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.comment(comment.id),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    ...siteCountUpdate(comment.postId, moves),
    // Last: a failure of it means the post is gone (moderate-comments.ts reads it so).
    statsUpdate(comment.postId, moves),
  ];
}

/**
 * A new comment (index 0), the post's counts (index 1: cancelled when the post is gone), the parent's
 * reply count (conditioned on the parent still being an approved comment of the post) and a check
 * that the post is still published, unless `anyPostStatus` (a WordPress import keeps the comments of
 * drafts, private and trashed posts too).
 */
export function newCommentItems(comment: Comment, options: { anyPostStatus?: boolean } = {}): { items: TransactItem[]; parentIndex?: number; postIndex: number } {
  const table = tableName();
  const moves: CounterMoves = new Map();
  addCount(moves, comment, comment.status, 1);
  const items: TransactItem[] = [
    { Put: { TableName: table, Item: commentItem(comment), ConditionExpression: 'attribute_not_exists(pk)' } },
    statsUpdate(comment.postId, moves),
    ...siteCountUpdate(comment.postId, moves),
  ];
  let parentIndex: number | undefined;
  if (comment.parentId !== null) {
    parentIndex = items.length;
    items.push({
      Update: {
        TableName: table,
        Key: keys.comment(comment.parentId),
        UpdateExpression: 'ADD replies_count :one',
        ConditionExpression: '#status = :approved AND post_id = :post',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':approved': 'approved', ':post': comment.postId },
      },
    });
  }
  if (options.anyPostStatus) return { items, parentIndex, postIndex: 1 };
  const postIndex = items.length;
  items.push(publishedCheck(comment.postId));
  return { items, parentIndex, postIndex };
}

/**
 * Deletes `doomed` comments (each conditioned on the status and reply count it was read with), lowers
 * the reply count of parents that stay, and moves the counters. `remainingReplies` is how many direct
 * replies each doomed comment has at this point (those removed by earlier chunks are gone already).
 */
export function deleteItems(doomed: readonly Comment[], remainingReplies: ReadonlyMap<number, number>, postId: number): TransactItem[] {
  const table = tableName();
  const doomedIds = new Set(doomed.map((comment) => comment.id));
  const moves: CounterMoves = new Map();
  const parentDecrements = new Map<number, number>();
  const deletes = doomed.map((comment): TransactItem => {
    addCount(moves, comment, comment.status, -1);
    if (comment.parentId !== null && !doomedIds.has(comment.parentId)) {
      parentDecrements.set(comment.parentId, (parentDecrements.get(comment.parentId) ?? 0) + 1);
    }
    return {
      Delete: {
        TableName: table,
        Key: keys.comment(comment.id),
        ConditionExpression: '#status = :status AND replies_count = :replies',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': comment.status, ':replies': remainingReplies.get(comment.id) ?? comment.repliesCount },
      },
    };
  });
  const parents = [...parentDecrements].map(
    ([parentId, count]): TransactItem => ({
      Update: {
        TableName: table,
        Key: keys.comment(parentId),
        UpdateExpression: 'ADD replies_count :minus',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':minus': -count },
      },
    }),
  );
  return [...deletes, ...parents, ...siteCountUpdate(postId, moves), statsUpdate(postId, moves)];
}
