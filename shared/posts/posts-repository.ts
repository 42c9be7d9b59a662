/**
 * Posts by id (GetItem), by slug (slug item, then GetItem), the write transaction, counters, and
 * the partitions that hang off a post (likes, comments) for a complete delete.
 *
 * For the engineers of comments, likes and views (they compose these into their own writes):
 *  - `incrementViewCount(postId, viewsRead)`: one update of the post's small views item (list rows show
 *    the count as of the post's last write).
 *  - `commentCountTransactItems(post, delta)` (post-transaction.ts): post item + every list row of the
 *    post, conditioned on `post.rev`; on a cancellation at index 0 read the post again and retry.
 *  - `likesCountTransactItems(postId, delta)` (post-transaction.ts): the post item only, conditioned on
 *    the post existing.
 *  - New comments and likes must condition on the post existing (`attribute_exists` on `keys.post(id)`
 *    in their transaction), so none can be added to a post that is being deleted.
 */
import { BatchWriteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { batchGetItems } from '../db/batch-get';
import { cancellationCodes } from '../db/transactions';
import { keys } from '../db/keys';
import { incrementCounter } from '../db/atomic-counter';
import type { Item } from '../db/attributes';
import { InvalidBody, type FieldMessages } from '../errors';
import { toPost } from './post-items';
import { postWriteItems } from './post-transaction';
import type { Post } from './post';

export { commentCountTransactItems, likesCountTransactItems, postWriteItems } from './post-transaction';

/** The post changed (or appeared, or disappeared) since it was read, or another transaction held one of its items: read again and retry. */
export class PostWriteRaced extends Error {
  constructor(readonly postId: number) {
    super(`post ${postId} changed while it was written`);
  }
}

/** Another post holds the slug. */
export class SlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`slug ${slug} is taken`);
  }
}

/**
 * The post and its views item, in one Query of the post's partition (charged as the post alone: a
 * Query pays for the bytes it reads together). Views counted before the views item existed stay on
 * the post item's `view_count`, which the views item starts from.
 */
export async function findPostById(id: number, consistent = false): Promise<Post | undefined> {
  const output = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.postPartition(id) },
      ConsistentRead: consistent,
    }),
  );
  const items = output.Items ?? [];
  const postItem = items.find((item) => item.sk === keys.post(id).sk);
  if (!postItem) return undefined;
  const post = toPost(postItem);
  const views = items.find((item) => item.sk === keys.postViews(id).sk)?.n;
  return typeof views === 'number' ? { ...post, viewCount: views } : post;
}

export async function findPostIdBySlug(slug: string): Promise<number | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.postSlug(slug) }));
  const id = output.Item?.post_id;
  return typeof id === 'number' ? id : undefined;
}

export async function findPostBySlug(slug: string): Promise<Post | undefined> {
  const id = await findPostIdBySlug(slug);
  return id === undefined ? undefined : findPostById(id);
}

const BATCH_WRITE_SIZE = 25;
const MAX_BATCH_ATTEMPTS = 8;
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));

/** Which of these slugs some post holds. */
export async function takenSlugs(slugs: readonly string[]): Promise<Set<string>> {
  const items = await batchGetItems([...new Set(slugs)].map((slug) => keys.postSlug(slug)));
  return new Set(items.map((item) => String(item.slug ?? String(item.pk).slice('SLUG#post#'.length))));
}

/**
 * Writes `before` -> `after` in one transaction (create: before null; delete: after null). Throws
 * `SlugTaken` when the new slug is held, `PostWriteRaced` when the post moved on since it was read.
 */
export async function writePost(before: Post | null, after: Post | null): Promise<void> {
  const transaction = postWriteItems(before, after);
  try {
    await db.send(new TransactWriteCommand({ TransactItems: transaction.items }));
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    const postId = (after ?? before)!.id;
    if (transaction.newSlugIndex !== undefined && codes[transaction.newSlugIndex] === 'ConditionalCheckFailed') {
      throw new SlugTaken(after!.slug);
    }
    if (codes[0] === 'ConditionalCheckFailed' || codes.includes('TransactionConflict')) throw new PostWriteRaced(postId);
    const vanished: FieldMessages = {};
    for (const [index, field] of Object.entries(transaction.referenceFields)) {
      if (codes[Number(index)] === 'ConditionalCheckFailed') vanished[field] = [`The selected ${field} was deleted while the post was being saved.`];
    }
    if (Object.keys(vanished).length > 0) throw new InvalidBody(vanished);
    throw error;
  }
}

/**
 * Counts one view of a post read with `viewsRead` views; the count after it, exact under concurrency.
 * The views item starts from the post item's own count (views counted before it existed), so the two
 * never add up twice. A view that races the post's delete leaves a views item without a post, which
 * no read returns.
 */
export const incrementViewCount = (postId: number, viewsRead: number): Promise<number> =>
  incrementCounter(keys.postViews(postId), { startFrom: viewsRead, set: { entity: 'post_views' } });

export type PostCounts = Record<string, number>;

/** Counter items of these dimensions: attribute (`n_published`, `n_all`...) -> count; absent ones are zeros. */
export async function readCounters(dimensions: readonly string[]): Promise<Map<string, PostCounts>> {
  const items = await batchGetItems([...new Set(dimensions)].map((dim) => keys.postCounters(dim)));
  const counts = new Map<string, PostCounts>(dimensions.map((dim) => [dim, {}]));
  for (const item of items) {
    const dim = String(item.pk).slice('PLC#'.length);
    const forDim: PostCounts = {};
    for (const [name, value] of Object.entries(item)) if (name.startsWith('n_') && typeof value === 'number') forDim[name] = value;
    counts.set(dim, forDim);
  }
  return counts;
}

async function batchDelete(keyList: Item[]): Promise<void> {
  for (let start = 0; start < keyList.length; start += BATCH_WRITE_SIZE) {
    let pending = keyList.slice(start, start + BATCH_WRITE_SIZE).map((key) => ({ DeleteRequest: { Key: key } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= MAX_BATCH_ATTEMPTS) throw new Error(`BatchWriteItem left ${pending.length} deletes unprocessed`);
      if (attempt > 0) await backoff(attempt);
      const output = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (output.UnprocessedItems?.[tableName()] ?? []).flatMap((request) =>
        request.DeleteRequest?.Key ? [{ DeleteRequest: { Key: request.DeleteRequest.Key } }] : [],
      );
    }
  }
}

async function deleteQueried(query: { IndexName?: string; KeyConditionExpression: string; ExpressionAttributeValues: Item }): Promise<number> {
  let deleted = 0;
  let startKey: Item | undefined;
  do {
    const output = await db.send(
      new QueryCommand({ TableName: tableName(), ...query, ProjectionExpression: 'pk, sk', ExclusiveStartKey: startKey, Limit: 500 }),
    );
    const found = (output.Items ?? []).map((item) => ({ pk: item.pk, sk: item.sk }));
    await batchDelete(found);
    deleted += found.length;
    startKey = output.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

/**
 * Removes what hangs off a post: its likes (`LIKE#<id>`), its comments (gsi1 `PC#<id>`), their
 * counter item (`PCC#<id>`) and its views item. Idempotent; the post delete runs it after its transaction.
 */
export async function deletePostDependents(postId: number): Promise<{ likes: number; comments: number }> {
  const likes = await deleteQueried({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.likesPartition(postId) } });
  const comments = await deleteQueried({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.postCommentsPartition(postId) },
  });
  // The tombstone goes last: until then a repeated delete knows there is something left to purge.
  await batchDelete([keys.postViews(postId), keys.commentCounters(postId), keys.postTombstone(postId)]);
  return { likes, comments };
}

/** Whether a delete of this post committed but its purge of comments and likes did not finish. */
export async function hasPostTombstone(postId: number): Promise<boolean> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.postTombstone(postId), ConsistentRead: true }));
  return output.Item !== undefined;
}
