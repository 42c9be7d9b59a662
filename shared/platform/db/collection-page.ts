/**
 * Pages of a gsi1 collection (`TAGS`, `MEDIA`: `<name>` / `<padded id>`) with the total from its
 * counter item. `page=N` skips the earlier items reading only their keys; the `next` link carries an
 * opaque cursor (the last id served), so walking `next` links costs each page the same.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';
import type { Item } from './attributes';
import { InvalidParameters } from '#platform/errors';
import { openCursor, sealCursor } from './cursor-seal';
import type { CollectionName } from './collections';

/** The collections whose item count is kept in a counter item. */
export type CountedCollection = Extract<CollectionName, 'TAGS' | 'MEDIA'>;
export type SortOrder = 'asc' | 'desc';

export interface CollectionPageRequest {
  offset: number;
  perPage: number;
  order: SortOrder;
  cursor?: string;
}

export interface CollectionPage {
  items: Item[];
  total: number;
  /** Present when another page follows. */
  nextCursor?: string;
}

/** The cursor names the last id served, sealed for this collection and order (a TAGS cursor opens no MEDIA page). */
const purposeOf = (name: CountedCollection, order: SortOrder) => `cms-collection-cursor-v2\n${name}\n${order}`;

export function encodeCursor(name: CountedCollection, order: SortOrder, after: string): Promise<string> {
  return sealCursor({ after }, purposeOf(name, order));
}

export async function decodeCursor(name: CountedCollection, order: SortOrder, cursor: string): Promise<string> {
  const parsed = await openCursor(cursor, purposeOf(name, order));
  const after = parsed && typeof parsed === 'object' ? (parsed as { after?: unknown }).after : undefined;
  if (typeof after === 'string' && /^\d{1,20}$/.test(after)) return after;
  throw new InvalidParameters({ cursor: ['cursor is not valid: follow the links.next URL as given.'] });
}

export async function collectionTotal(name: CountedCollection): Promise<number> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.collectionCounter(name) }));
  const n = output.Item?.n;
  return typeof n === 'number' && n > 0 ? n : 0;
}

function query(name: CountedCollection, order: SortOrder, limit: number, after: string | undefined, keysOnly: boolean) {
  const comparison = order === 'asc' ? '>' : '<';
  return new QueryCommand({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: after === undefined ? 'gsi1pk = :pk' : `gsi1pk = :pk AND gsi1sk ${comparison} :after`,
    ExpressionAttributeValues: { ':pk': name, ...(after === undefined ? {} : { ':after': after }) },
    ScanIndexForward: order === 'asc',
    Limit: limit,
    ...(keysOnly ? { ProjectionExpression: 'gsi1sk' } : {}),
  });
}

/** The sort key after which the page starts, skipping `offset` items by their keys. */
async function skip(name: CountedCollection, order: SortOrder, offset: number): Promise<string | undefined | null> {
  let after: string | undefined;
  let remaining = offset;
  while (remaining > 0) {
    const output = await db.send(query(name, order, Math.min(remaining, 1000), after, true));
    const items = output.Items ?? [];
    if (items.length === 0) return null;
    remaining -= items.length;
    after = String(items[items.length - 1].gsi1sk);
    if (!output.LastEvaluatedKey && remaining > 0) return null;
  }
  return after;
}

export async function collectionPage(name: CountedCollection, request: CollectionPageRequest): Promise<CollectionPage> {
  const after = request.cursor !== undefined ? await decodeCursor(name, request.order, request.cursor) : await skip(name, request.order, request.offset);
  const total = await collectionTotal(name);
  if (after === null) return { items: [], total };
  const items: Item[] = [];
  let position = after;
  while (items.length < request.perPage) {
    const output = await db.send(query(name, request.order, request.perPage - items.length, position, false));
    items.push(...(output.Items ?? []));
    if (!output.LastEvaluatedKey || items.length === 0) break;
    position = String(items[items.length - 1].gsi1sk);
  }
  const more = items.length === request.perPage && request.offset + items.length < total;
  return { items, total, ...(more ? { nextCursor: await encodeCursor(name, request.order, String(items[items.length - 1].gsi1sk)) } : {}) };
}
