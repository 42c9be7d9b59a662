/**
 * Reading a post's revisions: one by number (GetItem), or newest first from a number down (a
 * descending Query of the post's `HIST#` range that leaves the stored states out of the answer).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import type { Item } from '../db/attributes';
import { REVISION_SUMMARY_ATTRIBUTES, toRevision, toRevisionSummary } from './revision-items';
import type { Revision, RevisionSummary } from './revisions';

export async function findRevision(postId: number, number: number): Promise<Revision | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.postRevision(postId, number), ConsistentRead: true }));
  return output.Item ? toRevision(output.Item) : undefined;
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
