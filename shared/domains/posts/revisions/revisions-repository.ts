/**
 * Reading a post's revisions: one by number (GetItem, and for a revision that leaves its body to the
 * next state an ascending Query from it to the post item until a state with a body), or newest first
 * from a number down (a descending Query of the post's `HIST#` range that leaves the stored states
 * out of the answer).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { bodyOf, leavesBodyToNext, REVISION_SUMMARY_ATTRIBUTES, toRevision, toRevisionSummary } from './revision-items';
import type { Revision, RevisionSummary } from './revisions';

export async function findRevision(postId: number, number: number): Promise<Revision | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.postRevision(postId, number), ConsistentRead: true }));
  if (!output.Item) return undefined;
  return toRevision(output.Item, leavesBodyToNext(output.Item) ? await nextBody(postId, number) : undefined);
}

/** Later states read per Query while looking for a body: revisions without one are a few hundred bytes. */
const NEXT_STATES_PER_QUERY = 10;

/** The body of the state after revision `number`: the first later revision that holds one, or the post item (`HIST#` sorts before `POST`). */
async function nextBody(postId: number, number: number): Promise<Item> {
  let start: Item | undefined;
  do {
    const output = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': keys.postPartition(postId), ':lo': keys.postRevision(postId, number + 1).sk, ':hi': keys.post(postId).sk },
        ConsistentRead: true,
        Limit: NEXT_STATES_PER_QUERY,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of output.Items ?? []) {
      const body = bodyOf(item);
      if (body) return body;
    }
    start = output.LastEvaluatedKey;
  } while (start);
  throw new Error(`post ${postId}: no state after revision ${number} holds its body`);
}

/** Up to `limit` revisions numbered `below` or lower (all when `below` is absent), newest first. */
export async function revisionSummaries(postId: number, limit: number, below?: number): Promise<RevisionSummary[]> {
  const names = Object.fromEntries(REVISION_SUMMARY_ATTRIBUTES.map((attribute, index) => [`#a${index}`, attribute]));
  const highest = below === undefined ? `${keys.postRevision(postId, 0).sk.replace(/\d+$/, '')}~` : keys.postRevision(postId, below).sk;
  const summaries: RevisionSummary[] = [];
  let start: Item | undefined;
  do {
    const output = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': keys.postPartition(postId), ':lo': keys.postRevision(postId, 0).sk, ':hi': highest },
        ExpressionAttributeNames: names,
        ProjectionExpression: Object.keys(names).join(', '),
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: limit - summaries.length,
        ExclusiveStartKey: start,
      }),
    );
    summaries.push(...(output.Items ?? []).map(toRevisionSummary));
    start = output.LastEvaluatedKey;
  } while (start && summaries.length < limit);
  return summaries;
}
