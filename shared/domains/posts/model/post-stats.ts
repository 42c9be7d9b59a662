/**
 * Engagement beside the post (docs/data-model.md, "Posts"): the stats item `POST#<id>`/`STATS` holds
 * the likes and the comments per status (exact: moved with `ADD` in the transaction of the like or
 * comment that moves them), and `VIEWS#0..9` count views. All are read with the post in one Query of
 * its partition; none of them rewrites the post item or its list rows.
 *
 * The stats item exists exactly while the post does (put by the create transaction, deleted by the
 * delete transaction), so `attribute_exists` on it is the check that the post is still there.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { keys, VIEW_SHARD_PREFIX } from '#platform/db/keys';
import { num, type Item } from '#platform/db/attributes';
import { counterAdd } from '#platform/db/counter-update';
import type { TransactItem } from '#platform/db/transactions';
import type { CommentStatus } from '#domains/presentation/enums';

export const LIKES_ATTRIBUTE = 'likes';
/** `n_<status>`: comments of the post in that status; `top_<status>`: the top-level ones (thread pagination). */
export const commentCountAttribute = (status: CommentStatus): string => `n_${status}`;
export const topLevelCommentCountAttribute = (status: CommentStatus): string => `top_${status}`;

export interface Engagement {
  viewCount: number;
  likesCount: number;
  /** Approved comments. */
  commentCount: number;
}

export function statsCreateItem(postId: number): TransactItem {
  return { Put: { TableName: tableName(), Item: { ...keys.postStats(postId), entity: 'post_stats', post_id: postId }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export function statsDeleteItem(postId: number): TransactItem {
  return { Delete: { TableName: tableName(), Key: keys.postStats(postId) } };
}

/**
 * `ADD` of each attribute's delta on the stats item, cancelled when the post is gone. With no delta
 * it is a check that the post exists.
 */
export function statsAdd(postId: number, deltas: Iterable<readonly [string, number]>): TransactItem {
  const moves = [...deltas];
  if (moves.length === 0) return { ConditionCheck: { TableName: tableName(), Key: keys.postStats(postId), ConditionExpression: 'attribute_exists(pk)' } };
  return counterAdd(keys.postStats(postId), moves, 'attribute_exists(pk)');
}

/** Moves a post's likes by `delta` (the like/unlike transaction); cancelled when the post does not exist. */
export const likesCountTransactItems = (postId: number, delta: number): TransactItem[] => [statsAdd(postId, [[LIKES_ATTRIBUTE, delta]])];

const isStats = (item: Item) => item.sk === 'STATS';
const isViewShard = (item: Item) => typeof item.sk === 'string' && item.sk.startsWith(VIEW_SHARD_PREFIX);

/** The engagement of a post from the items of its partition; undefined when they hold no stats item (a post written before stats). */
export function engagementOf(partition: readonly Item[]): Engagement | undefined {
  const stats = partition.find(isStats);
  if (!stats) return undefined;
  const views = partition.filter(isViewShard).reduce((sum, shard) => sum + num(shard, 'n', 0), 0);
  return {
    viewCount: Math.max(0, views),
    likesCount: Math.max(0, num(stats, LIKES_ATTRIBUTE, 0)),
    commentCount: Math.max(0, num(stats, commentCountAttribute('approved'), 0)),
  };
}

/** A post's likes as they are now (a strongly consistent read of its stats item, not of the post). */
export async function readLikesCount(postId: number): Promise<number> {
  const output = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.postStats(postId), ConsistentRead: true, ProjectionExpression: '#likes', ExpressionAttributeNames: { '#likes': LIKES_ATTRIBUTE } }),
  );
  return Math.max(0, num(output.Item ?? {}, LIKES_ATTRIBUTE, 0));
}

/**
 * The posts with their likes and comment counts as they are now, from their stats items (one
 * BatchGetItem, 0.5 read units per post): what an admin list shows. Views stay as the post's last
 * write read them (summing ten shards per post would cost ten times more). Client lists do not
 * call it: they show views only.
 */
export async function withCurrentCounts<T extends { id: number; likesCount: number; commentCount: number }>(posts: readonly T[]): Promise<T[]> {
  if (posts.length === 0) return [...posts];
  const items = await batchGetItems(posts.map((post) => keys.postStats(post.id)), { what: 'post stats' });
  const byId = new Map(items.map((item) => [num(item, 'post_id'), item]));
  return posts.map((post) => {
    const stats = byId.get(post.id);
    if (!stats) return post;
    return { ...post, likesCount: Math.max(0, num(stats, LIKES_ATTRIBUTE, 0)), commentCount: Math.max(0, num(stats, commentCountAttribute('approved'), 0)) };
  });
}
