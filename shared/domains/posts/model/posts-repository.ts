/**
 * Posts by id (GetItem), by slug (slug item, then GetItem), the write transaction, counters, and
 * the partitions that hang off a post (likes, comments) for a complete delete.
 *
 * For the engineers of comments, likes and views (they compose these into their own writes):
 *  - `incrementViewCount(postId, viewsRead)`: one update of one of the post's small view shards (list
 *    rows show the count as of the post's last write).
 *  - `statsAdd(postId, deltas)` / `likesCountTransactItems(postId, delta)` (post-stats.ts): the stats
 *    item beside the post, conditioned on it existing, which it does exactly while the post does; so
 *    no like or comment count can be moved on a post that is being deleted.
 */
import { listsChanged } from '#platform/db/list-version';
import { BatchWriteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { cancellationCodes } from '#platform/db/transactions';
import { keys, VIEW_SHARDS } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { InvalidBody, type FieldMessages } from '#platform/errors';
import { toPost } from './post-items';
import { counterAttribute, counterKeyOf } from './scopes';
import { POST_STATUSES } from './post';
import { engagementOf } from './post-stats';
import { postWriteItems } from '#domains/posts/write/post-transaction';
import type { Post } from './post';
import type { ChangedBy } from '#domains/posts/revisions/revisions';
import type { GroupJoin } from '#domains/posts/translations/translation-groups';
import { persianLetters } from '#domains/presentation/scripts';
import { purgePostComments } from '#domains/comments/purge-post-comments';

export { postWriteItems } from '#domains/posts/write/post-transaction';
export { likesCountTransactItems } from './post-stats';

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
 * The post with its exact engagement (stats item and view shards), in one Query of the post's
 * partition (charged for the bytes it reads together: the post and a few hundred bytes).
 */
export async function findPostById(id: number, consistent = false): Promise<Post | undefined> {
  const output = await db.send(
    new QueryCommand({
      TableName: tableName(),
      // From `POST` on: the post, its stats and view shards, never its revisions (which sort before it).
      KeyConditionExpression: 'pk = :pk AND sk >= :post',
      ExpressionAttributeValues: { ':pk': keys.postPartition(id), ':post': keys.post(id).sk },
      ConsistentRead: consistent,
    }),
  );
  const items = output.Items ?? [];
  const postItem = items.find((item) => item.sk === keys.post(id).sk);
  if (!postItem) return undefined;
  return { ...toPost(postItem), ...engagementOf(items) };
}

async function postIdOfSlug(slug: string): Promise<number | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.postSlug(slug) }));
  const id = output.Item?.post_id;
  return typeof id === 'number' ? id : undefined;
}

/** Arabic yeh and kaf are read as Persian ones, as slugs are stored; a slug stored before that rule is found as written. */
export async function findPostIdBySlug(slug: string): Promise<number | undefined> {
  const persian = persianLetters(slug);
  return (await postIdOfSlug(persian)) ?? (persian === slug ? undefined : await postIdOfSlug(slug));
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
 * Writes `before` -> `after` in one transaction (create: before null; delete: after null; `join`: the
 * partner of a post that joins a translation group). Throws
 * `SlugTaken` when the new slug is held, `PostWriteRaced` when the post moved on since it was read.
 */
export async function writePost(before: Post | null, after: Post | null, changedBy?: ChangedBy, join?: GroupJoin): Promise<void> {
  const transaction = postWriteItems(before, after, changedBy, join);
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
    // A translation group moved since it was read (a language taken, a partner gone): the use case reads again and judges.
    if (transaction.translationIndexes.some((index) => codes[index] === 'ConditionalCheckFailed')) throw new PostWriteRaced(postId);
    const vanished = Object.entries(transaction.referenceFields).flatMap(([index, field]) => (codes[Number(index)] === 'ConditionalCheckFailed' ? [field] : []));
    if (vanished.length > 0) throw vanishedReferences(vanished);
    throw error;
  }
  await listsChanged();
}

/** A category or tag the write started to name was deleted before it committed (its count's condition failed). */
export function vanishedReferences(fields: Iterable<'category_id' | 'tag_ids'>): InvalidBody {
  const errors: FieldMessages = {};
  for (const field of fields) errors[field] = [`The selected ${field} was deleted while the post was being saved.`];
  return new InvalidBody(errors);
}

/**
 * Counts one view of a post read with `viewsRead` views, on one of its VIEW_SHARDS view items picked
 * at random (so that a popular post is not held to one item's write rate), and answers the count as
 * read plus this view (views counted by others meanwhile show at the next read). The stored total is
 * exact under concurrency (as with every `ADD`, a try the SDK repeats after a timeout that hid its
 * success counts twice). A view that races the post's delete leaves a shard without a post, which
 * no read returns.
 */
export async function incrementViewCount(postId: number, viewsRead: number): Promise<number> {
  const shard = Math.floor(Math.random() * VIEW_SHARDS);
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.postViewShard(postId, shard),
      UpdateExpression: 'ADD n :one SET entity = :entity',
      ExpressionAttributeValues: { ':one': 1, ':entity': 'post_views' },
    }),
  );
  return viewsRead + 1;
}

export type PostCounts = Record<string, number>;

/**
 * Post counts of these dimensions: attribute (`n_published`, `n_all`...) -> count; absent ones are
 * zeros. Read from the counter items and from the category and tag items (`counterKeyOf`), only
 * their count attributes.
 */
export async function readCounters(dimensions: readonly string[]): Promise<Map<string, PostCounts>> {
  const unique = [...new Set(dimensions)];
  const byPartition = new Map(unique.map((dim) => [counterKeyOf(dim).pk, dim]));
  const names = Object.fromEntries(COUNT_ATTRIBUTES.map((attribute, index) => [`#n${index}`, attribute]));
  const items = await batchGetItems(
    unique.map((dim) => counterKeyOf(dim)),
    { projection: { expression: ['pk', ...Object.keys(names)].join(', '), names } },
  );
  const counts = new Map<string, PostCounts>(dimensions.map((dim) => [dim, {}]));
  for (const item of items) {
    const dim = byPartition.get(String(item.pk));
    if (dim === undefined) continue;
    const forDim: PostCounts = {};
    for (const [name, value] of Object.entries(item)) if (name.startsWith('n_') && typeof value === 'number') forDim[name] = value;
    counts.set(dim, forDim);
  }
  return counts;
}

const COUNT_ATTRIBUTES = [...POST_STATUSES.map((status) => counterAttribute(status)), counterAttribute('all')];

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
 * Removes what hangs off a post: its likes (`LIKE#<id>`), its comments (gsi1 `PC#<id>`, purge-post-comments.ts) and what is
 * left of its partition (the view shards; the delete transaction removed the post and its stats).
 * Idempotent; the post delete runs it after its transaction.
 */
export async function deletePostDependents(postId: number): Promise<{ likes: number; comments: number }> {
  const likes = await deleteQueried({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.likesPartition(postId) } });
  // With the site's comment counts (the moderation queue's totals) moved in the same transactions.
  const comments = await purgePostComments(postId);
  await deleteQueried({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.postPartition(postId) } });
  // The tombstone goes last: until then a repeated delete knows there is something left to purge.
  await batchDelete([keys.postTombstone(postId)]);
  return { likes, comments };
}

/** Whether a delete of this post committed but its purge of comments and likes did not finish. */
export async function hasPostTombstone(postId: number): Promise<boolean> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.postTombstone(postId), ConsistentRead: true }));
  return output.Item !== undefined;
}
