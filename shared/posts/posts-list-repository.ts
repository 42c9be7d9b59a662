/**
 * Reading list rows: one scope partition (`PL#<scope>`) in the base table or gsi1..gsi4, in the
 * asked order, optionally filtered. Pages start after a key (a cursor) or after skipping `skip`
 * matches; the key of the last row returned continues the list.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import type { Item } from '../db/attributes';
import { toPost } from './post-items';
import { scopeHasStatus } from './scopes';
import type { Post } from './post';

export const SORT_FIELDS = ['id', 'created_at', 'updated_at', 'published_at', 'title', 'status'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface RowIndex {
  indexName?: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
  partitionAttribute: string;
  sortAttribute: string;
}

/** Which index serves a sort inside a scope (docs/data-model.md, "List scopes"). */
export function indexFor(scope: string, sort: SortField): RowIndex {
  const gsi = (n: 1 | 2 | 3 | 4): RowIndex => ({ indexName: `gsi${n}`, partitionAttribute: `gsi${n}pk`, sortAttribute: `gsi${n}sk` });
  switch (sort) {
    case 'updated_at':
      return gsi(1);
    case 'published_at':
      return gsi(2);
    case 'title':
      return gsi(3);
    // Inside a status scope every row has that status: the id order is the status order.
    case 'status':
      return scopeHasStatus(scope) ? { partitionAttribute: 'pk', sortAttribute: 'sk' } : gsi(4);
    default:
      // Ids are allocated in creation order.
      return { partitionAttribute: 'pk', sortAttribute: 'sk' };
  }
}

export interface RowFilter {
  expression: string;
  names: Record<string, string>;
  values: Item;
}

export interface RowQuery {
  scope: string;
  sort: SortField;
  order: SortOrder;
  filter?: RowFilter;
}

/** What the queries of one list call read: `scanned == returned` unless a filter dropped rows. */
export interface QueryStats {
  queries: number;
  scanned: number;
  returned: number;
}

export const emptyStats = (): QueryStats => ({ queries: 0, scanned: 0, returned: 0 });

function queryInput(query: RowQuery, index: RowIndex, startKey: Item | undefined, limit: number, keysOnly: boolean): QueryCommandInput {
  const names: Record<string, string> = { '#part': index.partitionAttribute, ...query.filter?.names };
  if (keysOnly) for (const attribute of keyAttributes(index)) names[`#k_${attribute}`] = attribute;
  return {
    TableName: tableName(),
    ...(index.indexName ? { IndexName: index.indexName } : {}),
    KeyConditionExpression: '#part = :part',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':part': keys.postListPartition(query.scope), ...query.filter?.values },
    ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
    ...(keysOnly ? { ProjectionExpression: keyAttributes(index).map((attribute) => `#k_${attribute}`).join(', ') } : {}),
    ScanIndexForward: query.order === 'asc',
    ExclusiveStartKey: startKey,
    Limit: limit,
  };
}

/** The attributes of a row's key in the index: what `ExclusiveStartKey` needs. */
export function keyAttributes(index: RowIndex): string[] {
  return index.indexName ? ['pk', 'sk', index.partitionAttribute, index.sortAttribute] : ['pk', 'sk'];
}

function keyOf(item: Item, index: RowIndex): Item {
  return Object.fromEntries(keyAttributes(index).map((attribute) => [attribute, item[attribute]]));
}

async function runQuery(input: QueryCommandInput, stats: QueryStats): Promise<{ items: Item[]; lastKey?: Item }> {
  const output = await db.send(new QueryCommand(input));
  stats.queries += 1;
  stats.scanned += output.ScannedCount ?? 0;
  stats.returned += output.Count ?? 0;
  return { items: output.Items ?? [], lastKey: output.LastEvaluatedKey };
}

/** Larger reads when a filter may drop rows, so that a sparse match does not cost a query per row. */
const FILTERED_READ = 200;
const SKIP_READ = 1000;

/**
 * Passes over `skip` matching rows from `startKey` and returns the key to continue after them
 * (`undefined` with `exhausted` when the scope has fewer). Reads only the keys over the wire, but
 * DynamoDB still charges the full rows read: skipping is what a `page=N` without cursor costs.
 */
async function skipRows(query: RowQuery, index: RowIndex, startKey: Item | undefined, skip: number, stats: QueryStats) {
  let remaining = skip;
  let key = startKey;
  while (remaining > 0) {
    // Capped: DynamoDB refuses a Limit beyond a 32-bit integer, and page=999999999999 would ask for one.
    const limit = Math.min(query.filter ? Math.max(remaining, FILTERED_READ) : remaining, SKIP_READ);
    const { items, lastKey } = await runQuery(queryInput(query, index, key, limit, true), stats);
    if (items.length >= remaining) return { key: keyOf(items[remaining - 1], index), exhausted: false };
    remaining -= items.length;
    if (!lastKey) return { key: undefined, exhausted: true };
    key = lastKey;
  }
  return { key, exhausted: false };
}

export interface RowPage {
  posts: Post[];
  /** Key of the last post returned, when more follow. */
  nextKey?: Item;
}

export async function readRows(
  query: RowQuery,
  window: { startKey?: Item; skip: number; take: number; /** false: no `nextKey` wanted, so no row read beyond `take`. */ paged?: boolean },
  stats: QueryStats = emptyStats(),
): Promise<RowPage> {
  const index = indexFor(query.scope, query.sort);
  const skipped = await skipRows(query, index, window.startKey, window.skip, stats);
  if (skipped.exhausted) return { posts: [] };
  // One row more than the page tells whether another page follows.
  const wanted = window.paged === false ? window.take : window.take + 1;
  const found: Item[] = [];
  let key = skipped.key;
  for (;;) {
    const limit = query.filter ? Math.max(wanted - found.length, FILTERED_READ) : wanted - found.length;
    const { items, lastKey } = await runQuery(queryInput(query, index, key, limit, false), stats);
    found.push(...items);
    if (found.length >= wanted || !lastKey) break;
    key = lastKey;
  }
  const page = found.slice(0, window.take);
  return {
    posts: page.map(toPost),
    ...(found.length > window.take && page.length > 0 ? { nextKey: keyOf(page[page.length - 1], index) } : {}),
  };
}

/** Matching rows of a filtered scope, counted with `Select: COUNT` (reads the whole scope). */
export async function countRows(query: RowQuery, stats: QueryStats = emptyStats()): Promise<number> {
  const index = indexFor(query.scope, query.sort);
  let total = 0;
  let key: Item | undefined;
  do {
    const output = await db.send(new QueryCommand({ ...queryInput(query, index, key, SKIP_READ, false), Select: 'COUNT', Limit: undefined }));
    stats.queries += 1;
    stats.scanned += output.ScannedCount ?? 0;
    total += output.Count ?? 0;
    key = output.LastEvaluatedKey;
  } while (key);
  return total;
}

/** Every post id of a scope (keys only), for use cases that walk a whole scope (category reassignment). */
export async function scopePostIds(scope: string): Promise<number[]> {
  const query: RowQuery = { scope, sort: 'id', order: 'asc' };
  const index = indexFor(scope, 'id');
  const ids: number[] = [];
  let key: Item | undefined;
  do {
    const { items, lastKey } = await runQuery(queryInput(query, index, key, SKIP_READ, true), emptyStats());
    for (const item of items) ids.push(Number(item.sk));
    key = lastKey;
  } while (key);
  return ids;
}
