/**
 * Reads of comments, one access pattern each (docs/data-model.md, "Comments"):
 * by id (GetItem / BatchGet), a post's comments (lp5, all statuses; gsi2, one status), replies of a
 * comment (lp6), and what client threads read (gsi4: approved top-level comments of a post, approved
 * replies of a thread, a user's pending comments of a post). Every list is a Query on one partition;
 * a KEYS_ONLY partition's page (lp4, lp5, lp6) then reads its comments in one BatchGetItem.
 */
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { queryAllPages } from '#platform/db/query-all';
import { keys, padId } from '#platform/db/keys';
import { num, type Item } from '#platform/db/attributes';
import { TABLE, type IndexName } from '#platform/db/table-definition';
import { COMMENT_STATUSES, type Comment, type CommentStatus } from './comment';
import { countAttribute, toComment, topLevelCountAttribute } from './comment-items';

export async function findCommentById(id: number, consistent = false): Promise<Comment | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.comment(id), ConsistentRead: consistent }));
  return output.Item ? toComment(output.Item) : undefined;
}

/** Several comments by id (strongly consistent); missing ones are left out. */
export async function findCommentsByIds(ids: readonly number[]): Promise<Map<number, Comment>> {
  const items = await batchGetItems([...new Set(ids)].map((id) => keys.comment(id)), { consistent: true, what: 'comments' });
  return new Map(items.map(toComment).map((comment) => [comment.id, comment]));
}

export interface CommentCounts {
  /** Comments of the post in each status. */
  all: Record<CommentStatus, number>;
  /** Top-level comments in each status. */
  topLevel: Record<CommentStatus, number>;
}

export async function readCommentCounts(postId: number): Promise<CommentCounts> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.postStats(postId), ConsistentRead: true }));
  const item: Item = output.Item ?? {};
  const counts = (attribute: (status: CommentStatus) => string) =>
    Object.fromEntries(COMMENT_STATUSES.map((status) => [status, Math.max(0, num(item, attribute(status), 0))])) as Record<CommentStatus, number>;
  return { all: counts(countAttribute), topLevel: counts(topLevelCountAttribute) };
}

/** One partition of an index, read in id order. */
interface Partition {
  index: IndexName;
  value: string;
}

export interface PageRequest {
  limit: number;
  /** Items to pass over first (`page`): read as keys only. Ignored when `afterId` is given. */
  offset: number;
  /** Continue after this comment id (the `cursor` of a next link). */
  afterId?: number;
  newestFirst: boolean;
}

export interface CommentPage {
  comments: Comment[];
  /** Whether another page follows. */
  hasMore: boolean;
}

const indexKeyNames = (index: IndexName) => ({ pk: `${index}pk`, sk: `${index}sk` });

const KEYS_ONLY = new Set<IndexName>(TABLE.indexes.filter((index) => index.projection === 'KEYS_ONLY').map((index) => index.name));

/**
 * The comments of a Query's items, in their order. A KEYS_ONLY index holds only keys: its comments are
 * read by id (eventually consistent, as the index itself is); one deleted in between is left out.
 */
async function commentsOf(index: IndexName, items: readonly Item[]): Promise<Comment[]> {
  if (!KEYS_ONLY.has(index)) return items.map(toComment);
  const found = await batchGetItems(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })), { what: 'comments' });
  const byKey = new Map(found.map((item) => [String(item.pk), item]));
  return items.flatMap((item) => {
    const comment = byKey.get(String(item.pk));
    return comment ? [toComment(comment)] : [];
  });
}

function startKey(partition: Partition, id: number): Record<string, unknown> {
  const names = indexKeyNames(partition.index);
  return { ...keys.comment(id), [names.pk]: partition.value, [names.sk]: padId(id) };
}

function baseQuery(partition: Partition, newestFirst: boolean): QueryCommandInput {
  const names = indexKeyNames(partition.index);
  return {
    TableName: tableName(),
    IndexName: partition.index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': names.pk },
    ExpressionAttributeValues: { ':pk': partition.value },
    ScanIndexForward: !newestFirst,
  };
}

/** Keys read per round trip while skipping: DynamoDB refuses a `Limit` beyond a 32-bit integer (page=999999999999 did). */
const SKIP_PAGE_LIMIT = 1000;

/** Passes over `offset` items reading only their keys: the key to start the page after, or 'end'. */
async function skip(partition: Partition, offset: number, newestFirst: boolean): Promise<Record<string, unknown> | 'end'> {
  const names = indexKeyNames(partition.index);
  let remaining = offset;
  let start: Record<string, unknown> | undefined;
  while (remaining > 0) {
    const base = baseQuery(partition, newestFirst);
    const output = await db.send(
      new QueryCommand({
        ...base,
        ProjectionExpression: '#pk, #sk, pk, sk',
        ExpressionAttributeNames: { ...base.ExpressionAttributeNames, '#sk': names.sk },
        Limit: Math.min(remaining, SKIP_PAGE_LIMIT),
        ExclusiveStartKey: start,
      }),
    );
    remaining -= output.Count ?? 0;
    // No LastEvaluatedKey: the partition ends within the skipped items.
    if (!output.LastEvaluatedKey) return 'end';
    start = output.LastEvaluatedKey;
  }
  return start ?? 'end';
}

export async function queryCommentPage(partition: Partition, request: PageRequest): Promise<CommentPage> {
  let start: Record<string, unknown> | undefined;
  if (request.afterId !== undefined) start = startKey(partition, request.afterId);
  else if (request.offset > 0) {
    const skipped = await skip(partition, request.offset, request.newestFirst);
    if (skipped === 'end') return { comments: [], hasMore: false };
    start = skipped;
  }
  const comments: Comment[] = [];
  // One more than the page tells whether a next page exists without a second round trip.
  while (comments.length <= request.limit) {
    const output = await db.send(
      new QueryCommand({ ...baseQuery(partition, request.newestFirst), Limit: request.limit + 1 - comments.length, ExclusiveStartKey: start }),
    );
    comments.push(...(await commentsOf(partition.index, output.Items ?? [])));
    if (!output.LastEvaluatedKey) break;
    start = output.LastEvaluatedKey;
  }
  return { comments: comments.slice(0, request.limit), hasMore: comments.length > request.limit };
}

/** Every item of a partition, oldest first (threads, replies, a user's pending comments: small). */
async function queryAll(partition: Partition): Promise<Comment[]> {
  return commentsOf(partition.index, await queryAllPages(baseQuery(partition, false)));
}

export const postCommentsPartition = (postId: number, status?: CommentStatus): Partition =>
  status === undefined
    ? { index: 'lp5', value: keys.postCommentsPartition(postId) }
    : { index: 'gsi2', value: keys.postCommentsByStatusPartition(postId, status) };

export const approvedTopLevelPartition = (postId: number): Partition => ({ index: 'gsi4', value: keys.approvedTopLevelCommentsPartition(postId) });

/** The ids of a comment's direct replies, oldest first (keys only: the caller reads the replies as it needs them). */
export const replyIdsOf = async (parentId: number): Promise<number[]> =>
  (await queryAllPages(baseQuery({ index: 'lp6', value: keys.commentRepliesPartition(parentId) }, false))).map((item) => Number(item.lp6sk));

export const approvedRepliesOfThread = (rootId: number): Promise<Comment[]> => queryAll({ index: 'gsi4', value: keys.approvedThreadRepliesPartition(rootId) });

export const pendingCommentsOfUser = (postId: number, userId: number): Promise<Comment[]> =>
  queryAll({ index: 'gsi4', value: keys.pendingCommentsOfUserPartition(postId, userId) });
