/**
 * The table's layout version: which items and keys the code reads and writes (docs/data-model.md,
 * "Layout versions"). `META`/`LAYOUT` is written once, when the table is created (locally, in tests)
 * or first seeded, and is read by no request: it tells a later change which layout a table holds, so
 * that it can migrate it (before 1.0 a table of another layout is re-seeded, not migrated).
 */
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { keys } from './keys';

/** Raised by each change of the layout; the history is in docs/data-model.md. */
export const LAYOUT_VERSION = 13;

/**
 * The layouts whose tables `cms search reindex` brings to this one: 11 (its search index rewritten,
 * its comments' keys moved) and 12 (its comments' keys moved). docs/data-model.md, "Layout versions".
 */
export const REINDEX_MIGRATES_FROM: readonly number[] = [11, 12];

export interface LayoutStamp {
  version: number;
  since: string;
}

/** The stamp, or undefined for a table created before stamps existed (layout 1). */
export async function readLayout(client: DynamoDBDocumentClient, tableName: string): Promise<LayoutStamp | undefined> {
  const output = await client.send(new GetCommand({ TableName: tableName, Key: keys.layout(), ConsistentRead: true }));
  const version = output.Item?.version;
  if (typeof version !== 'number') return undefined;
  return { version, since: String(output.Item?.since ?? '') };
}

/**
 * Stamps the table with the code's layout unless it has a stamp already (never overwrites one: a
 * table of an older layout keeps saying so). Answers the stamp the table has now.
 */
export async function stampLayout(client: DynamoDBDocumentClient, tableName: string, now = new Date().toISOString()): Promise<LayoutStamp> {
  try {
    await client.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.layout(), entity: 'layout', version: LAYOUT_VERSION, since: now },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { version: LAYOUT_VERSION, since: now };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const existing = await readLayout(client, tableName);
    if (!existing) throw new Error(`table ${tableName} has a layout item without a version`);
    return existing;
  }
}

/**
 * Moves the stamp from `from` to the code's layout once a migration has rewritten what changed
 * (conditioned on the stamp still saying `from`); answers whether it moved.
 */
export async function restampLayout(client: DynamoDBDocumentClient, tableName: string, from: number, now = new Date().toISOString()): Promise<boolean> {
  try {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.layout(),
        UpdateExpression: 'SET version = :to, since = :now',
        ConditionExpression: 'version = :from',
        ExpressionAttributeValues: { ':to': LAYOUT_VERSION, ':from': from, ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** A warning when the table holds another layout than the code reads (undefined: they agree). */
export function layoutMismatch(stamp: LayoutStamp | undefined): string | undefined {
  const found = stamp?.version ?? 1;
  if (found === LAYOUT_VERSION) return undefined;
  if (REINDEX_MIGRATES_FROM.includes(found)) {
    const waits = found === 11 ? 'search finds nothing and the comment lists of every status show none' : 'the comment lists of every status show none';
    return `the table holds data layout ${found} and the code reads layout ${LAYOUT_VERSION}: ${waits} until \`npx cms search reindex\` has migrated it (it also moves the stamp to ${LAYOUT_VERSION})`;
  }
  return `the table holds data layout ${found}${stamp ? '' : ' (it has no layout stamp)'} and the code reads layout ${LAYOUT_VERSION}; before 1.0 layouts are not migrated: start from a new data folder (or a new table) and seed it again`;
}
