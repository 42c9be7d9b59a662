/**
 * A deleted post's comments, removed after its delete transaction (posts-repository.ts
 * `deletePostDependents`). Once the post's stats item is gone no comment of it can change (every
 * comment write conditions on that item), so the comments are read consistently and deleted in
 * transactions that move the site's counts with them: the moderation queue's totals stay exact, and a
 * purge cut short and run again (from the post's tombstone) deletes and counts only what is left.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { AGAIN, commitUnlessRaced, untilSettled, type TransactItem } from '#platform/db/transactions';
import { findCommentsByIds } from './comments-repository';
import { addCount, type CounterMoves } from './comment-writes';
import { siteCountUpdate } from './site-comment-counts';
import type { Comment } from './comment';

/** Deletes per transaction, beside the one counter update (DynamoDB takes 100 items). */
const PURGE_CHUNK = 99;

function purgeItems(postId: number, comments: readonly Comment[]): TransactItem[] {
  const moves: CounterMoves = new Map();
  const deletes = comments.map((comment): TransactItem => {
    addCount(moves, comment, comment.status, -1);
    return {
      Delete: {
        TableName: tableName(),
        Key: keys.comment(comment.id),
        ConditionExpression: '#status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': comment.status },
      },
    };
  });
  return [...deletes, ...siteCountUpdate(postId, moves)];
}

/** Deletes the comments of one page of ids (those still there), with their counts. */
async function purgeChunk(postId: number, ids: readonly number[]): Promise<number> {
  return untilSettled(async () => {
    const comments = [...(await findCommentsByIds(ids)).values()];
    if (comments.length === 0) return 0;
    const outcome = await commitUnlessRaced(purgeItems(postId, comments));
    return outcome.committed ? comments.length : AGAIN;
  });
}

/** Removes every comment of a deleted post; answers how many it removed. */
export async function purgePostComments(postId: number): Promise<number> {
  let deleted = 0;
  let startKey: Item | undefined;
  do {
    const output = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'lp5',
        KeyConditionExpression: 'lp5pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.postCommentsPartition(postId) },
        // KEYS_ONLY: the padded comment id is the index's sort key.
        ProjectionExpression: 'lp5sk',
        ExclusiveStartKey: startKey,
        Limit: PURGE_CHUNK,
      }),
    );
    const ids = (output.Items ?? []).map((item) => Number(item.lp5sk));
    if (ids.length > 0) deleted += await purgeChunk(postId, ids);
    startKey = output.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}
