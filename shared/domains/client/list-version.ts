/**
 * The site's list version: one item (`LISTV`), raised by the table stream when a change reaches what a
 * client post list shows (list-version-consumer.ts), read by a warm function before it serves a page it
 * has built (list-cache.ts). docs/performance.md ("The client list cache") gives the proof that a page
 * served from the cache is the one a fresh read would build.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';

/** The version now: strongly consistent (1 R), so a raise the stream has made is seen at once. */
export async function readListVersion(): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.listVersion(), ConsistentRead: true, ProjectionExpression: '#v', ExpressionAttributeNames: { '#v': 'v' } }),
  );
  return typeof Item?.v === 'number' ? Item.v : 0;
}

/** Raises the version (a redelivered record raises it again: one more rebuild, never a stale page). */
export async function raiseListVersion(): Promise<void> {
  await db.send(
    new UpdateCommand({ TableName: tableName(), Key: keys.listVersion(), UpdateExpression: 'ADD #v :one', ExpressionAttributeNames: { '#v': 'v' }, ExpressionAttributeValues: { ':one': 1 } }),
  );
}
