/**
 * Whole gsi1 collections (`<name>` / `<padded id>`: `USERS`, `CATEGORIES`, `APIKEYS`, `TAGS`...), read
 * to the end. For collections that stay small next to posts (categories, keys, users for a search):
 * the cost grows with the collection. Paged lists with totals use `collectionPage`.
 */
import { tableName } from './client';
import type { keys } from './keys';
import type { Item } from './attributes';
import { queryAllPages } from './query-all';

export type CollectionName = Parameters<typeof keys.collection>[0];

export interface CollectionRead {
  /** By id; ascending unless told. */
  order?: 'asc' | 'desc';
  /** Keeps the items that match (a FilterExpression: every item is still read and paid for). */
  filter?: { expression: string; values: Record<string, unknown> };
}

export async function readCollection(name: CollectionName, read: CollectionRead = {}): Promise<Item[]> {
  return queryAllPages({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ...(read.filter ? { FilterExpression: read.filter.expression } : {}),
    ExpressionAttributeValues: { ':pk': name, ...read.filter?.values },
    ScanIndexForward: read.order !== 'desc',
  });
}
