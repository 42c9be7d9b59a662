/**
 * The site's list version: one item (`LISTV`) that says whether a client post list a warm function
 * has built may still be served (shared/domains/client/list-cache.ts). It is raised twice for a change
 * of what a list shows:
 *
 * - by the write itself, once its transaction committed and before it answers (`listsChanged`): a
 *   reader who reads after the write answered reads a newer version than any page built before the
 *   write, and builds afresh, as a fresh read would (read-your-writes across functions);
 * - by the table stream at the end of the batch that carries the change (list-version-consumer.ts),
 *   after the search index took it: a search page built between the write and its indexing is rebuilt,
 *   and a raise lost between a commit and its answer (a crash) is made up.
 *
 * docs/performance.md ("The client list cache") gives the proof. A plain UpdateItem (1 W), not an item
 * of the write's transaction: every write of the site raises this one item, and transactions that
 * share an item cancel each other (TransactionConflict); plain updates of one item never do.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';
import { errorFields, logger } from '#platform/logs/logger';

/** The version now: strongly consistent (1 R), so a raise is seen at once. */
export async function readListVersion(): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.listVersion(), ConsistentRead: true, ProjectionExpression: '#v', ExpressionAttributeNames: { '#v': 'v' } }),
  );
  return typeof Item?.v === 'number' ? Item.v : 0;
}

/** Raises the version (a raise more than needed costs one rebuild, never a stale page). */
export async function raiseListVersion(): Promise<void> {
  await db.send(
    new UpdateCommand({ TableName: tableName(), Key: keys.listVersion(), UpdateExpression: 'ADD #v :one', ExpressionAttributeNames: { '#v': 'v' }, ExpressionAttributeValues: { ':one': 1 } }),
  );
}

/**
 * A committed write changed what client lists show: raise the version before answering. A raise that
 * fails does not fail the write, which is committed (a retry would write it twice): the stream's
 * raise follows within its lag, and the cache's age limit bounds what is left.
 */
export async function listsChanged(): Promise<void> {
  try {
    await raiseListVersion();
  } catch (error) {
    logger.warn('list version not raised after a write (the table stream raises it)', errorFields(error));
  }
}
