/**
 * Reading post lists (docs/data-model.md, "Posts"): a list is a dimension (`all`, `category=3`...) in
 * one status or in every status but trash, in one order. Its ids come from index keys, never from
 * copies of posts: the site's lists from the KEYS_ONLY keys on the post items (lp3..lp6, one partition
 * per status), a dimension's from its pointers (lp1 per status, lp2 by published date). A list of
 * several statuses merges their partitions by sort key. Orders no index holds (a dimension by
 * updated_at or title, or by published date outside `published`) are sorted in memory from the
 * dimension's pointers (`scopeEntries`). The caller reads the page's posts by id.
 *
 * Every order is a string key per post (the index's sort key, prefixed by the status when a list of
 * several statuses is sorted by status); a cursor is the key of the last post served.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { countQuery, emptyStats, queryAllPages, type QueryStats } from '#platform/db/query-all';
import { ID_WIDTH, keys, NULL_SORT, padId, titleSortKey } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { ALL } from '#domains/posts/model/scopes';
import { config } from '#platform/config';
import { isLanguage, type Language } from '#platform/site/site-settings';
import { POST_STATUSES, type PostStatus } from '#domains/posts/model/post';

export const SORT_FIELDS = ['id', 'created_at', 'updated_at', 'published_at', 'title', 'status'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** Every status but trash: what a list without a status filter shows. */
export const LIVE_STATUSES: readonly PostStatus[] = POST_STATUSES.filter((status) => status !== 'trash');

/** One list: a dimension (or `all`) in these statuses, in one order. */
export interface ScopeQuery {
  dim: string;
  statuses: readonly PostStatus[];
  sort: SortField;
  order: SortOrder;
}

export { emptyStats, type QueryStats } from '#platform/db/query-all';

/** A post of a list: its id and its key in the list's order. */
export interface Entry {
  id: number;
  key: string;
}

/** One index partition holding part of a list in the list's order; `prefix` goes before its sort keys. */
interface Source {
  indexName: 'lp1' | 'lp2' | 'lp3' | 'lp4' | 'lp5' | 'lp6';
  pk: string;
  prefix: string;
}

/** DynamoDB orders strings by their UTF-8 bytes; merged and in-memory orders must agree with it. */
export const compareKeys = (a: string, b: string): number => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

const SITE_INDEX: Record<SortField, Source['indexName']> = { id: 'lp3', created_at: 'lp3', status: 'lp3', updated_at: 'lp4', title: 'lp5', published_at: 'lp6' };

/** The index partitions that hold the list in its order, or undefined when none does (sorted in memory). */
export function sourcesOf(query: ScopeQuery): Source[] | undefined {
  const prefixOf = (status: PostStatus) => (query.sort === 'status' && query.statuses.length > 1 ? `${status}#` : '');
  if (query.dim === ALL) {
    const indexName = SITE_INDEX[query.sort];
    return query.statuses.map((status) => ({ indexName, pk: keys.siteIndexPartition(indexName as 'lp3', status), prefix: prefixOf(status) }));
  }
  if (query.sort === 'id' || query.sort === 'created_at' || query.sort === 'status') {
    return query.statuses.map((status) => ({ indexName: 'lp1', pk: keys.pointerStatusPartition(query.dim, status), prefix: prefixOf(status) }));
  }
  if (query.sort === 'published_at' && query.statuses.length === 1 && query.statuses[0] === 'published') {
    return [{ indexName: 'lp2', pk: keys.pointerPublishedPartition(query.dim), prefix: '' }];
  }
  return undefined;
}

/** Every post id ends its sort key (padded): the post an index item names. */
const idOfSortKey = (sortKey: string): number => Number(sortKey.slice(-ID_WIDTH));

/** The key condition that starts a source after `after` (exclusive), or 'none' when the whole source lies before it. */
function boundOf(source: Source, order: SortOrder, after: string | undefined): { op: string; value: string } | undefined | 'none' {
  if (after === undefined) return undefined;
  if (after.startsWith(source.prefix)) return { op: order === 'asc' ? '>' : '<', value: after.slice(source.prefix.length) };
  // Keys of another status: this source lies wholly after the bound, or wholly before it.
  const wholeSourceAfter = order === 'asc' ? compareKeys(source.prefix, after) > 0 : compareKeys(source.prefix, after) < 0;
  return wholeSourceAfter ? undefined : 'none';
}

/** Reads up to `want` entries of one source from `after` on, in the list's order. */
async function readSource(source: Source, order: SortOrder, after: string | undefined, want: number, stats: QueryStats): Promise<Entry[]> {
  const bound = boundOf(source, order, after);
  if (bound === 'none' || want <= 0) return [];
  const pkAttribute = `${source.indexName}pk`;
  const skAttribute = `${source.indexName}sk`;
  const entries: Entry[] = [];
  let startKey: Item | undefined;
  do {
    const input: QueryCommandInput = {
      TableName: tableName(),
      IndexName: source.indexName,
      KeyConditionExpression: bound ? `#pk = :pk AND #sk ${bound.op} :bound` : '#pk = :pk',
      ExpressionAttributeNames: { '#pk': pkAttribute, '#sk': skAttribute },
      ExpressionAttributeValues: { ':pk': source.pk, ...(bound ? { ':bound': bound.value } : {}) },
      ProjectionExpression: '#sk',
      ScanIndexForward: order === 'asc',
      ExclusiveStartKey: startKey,
      // Capped: DynamoDB refuses a Limit beyond a 32-bit integer, and page=999999999999 would ask for one.
      Limit: Math.min(want - entries.length, 1000),
    };
    const output = await db.send(new QueryCommand(input));
    countQuery(stats, output);
    for (const item of output.Items ?? []) {
      const sortKey = String(item[skAttribute]);
      entries.push({ id: idOfSortKey(sortKey), key: source.prefix + sortKey });
    }
    startKey = output.LastEvaluatedKey;
  } while (startKey && entries.length < want);
  return entries;
}

const ordered = (order: SortOrder) => (a: Entry, b: Entry) => (order === 'asc' ? compareKeys(a.key, b.key) : compareKeys(b.key, a.key));

/** The first `want` entries of the list after `after`: each source read up to `want`, merged. */
async function readMerged(sources: Source[], order: SortOrder, after: string | undefined, want: number, stats: QueryStats): Promise<Entry[]> {
  const parts = await Promise.all(sources.map((source) => readSource(source, order, after, want, stats)));
  return parts.flat().sort(ordered(order)).slice(0, want);
}

/** A pointer as lists filter and sort it. */
export interface PointerValues {
  id: number;
  status: PostStatus;
  publishedAt: string | null;
  categoryId: number | null;
  authorId: number | null;
  tagIds: number[];
  isFeatured: boolean;
  /** Absent on pointers written before posts had a language: the site's default. */
  language: Language;
}

const toPointerValues = (item: Item): PointerValues => ({
  id: Number(item.id),
  status: item.s as PostStatus,
  publishedAt: typeof item.pa === 'string' ? item.pa : null,
  categoryId: typeof item.c === 'number' ? item.c : null,
  authorId: typeof item.a === 'number' ? item.a : null,
  tagIds: Array.isArray(item.g) ? item.g.map(Number) : [],
  isFeatured: item.f === true,
  language: isLanguage(item.l) ? item.l : config.defaultLanguage,
});

/** Every pointer of a dimension, every status (one base-table partition; consistent when asked). */
export async function dimensionPointers(dim: string, stats: QueryStats = emptyStats(), consistent = false): Promise<PointerValues[]> {
  const items = await queryAllPages(
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.postPointerPartition(dim) }, ConsistentRead: consistent },
    stats,
  );
  return items.map(toPointerValues);
}

/** Every post of the site in these statuses, with its status (keys of lp3, one partition per status). */
export async function siteEntries(statuses: readonly PostStatus[], stats: QueryStats): Promise<{ id: number; status: PostStatus }[]> {
  const parts = await Promise.all(
    statuses.map(async (status) => {
      const entries = await readSource({ indexName: 'lp3', pk: keys.siteIndexPartition('lp3', status), prefix: '' }, 'asc', undefined, Number.MAX_SAFE_INTEGER, stats);
      return entries.map((entry) => ({ id: entry.id, status }));
    }),
  );
  return parts.flat();
}

/** The values an in-memory order needs of a post: read from the post items when the pointer lacks them. */
export interface SortValues {
  id: number;
  status: PostStatus;
  publishedAt: string | null;
  updatedAt?: string;
  title?: string;
}

/** The key of a post in a list's order, as the index of that order would hold it. */
export function sortKeyOf(values: SortValues, sort: SortField, prefixStatus: boolean): string {
  const id = padId(values.id);
  switch (sort) {
    case 'updated_at':
      return `${values.updatedAt ?? ''}#${id}`;
    case 'published_at':
      return `${values.publishedAt ?? NULL_SORT}#${id}`;
    case 'title':
      return `${titleSortKey(values.title ?? '')}\u0001${id}`;
    case 'status':
      return prefixStatus ? `${values.status}#${id}` : id;
    default:
      return id;
  }
}

/** Sorts entries of a list in memory and cuts the window after `after`. */
export function windowOf(entries: Entry[], order: SortOrder, after: string | undefined, skip: number, take: number): IdPage {
  const sorted = [...entries].sort(ordered(order));
  const start = after === undefined ? 0 : sorted.findIndex((entry) => (order === 'asc' ? compareKeys(entry.key, after) > 0 : compareKeys(entry.key, after) < 0));
  const from = start < 0 ? sorted.length : start;
  return { entries: sorted.slice(from + skip, from + skip + take), more: sorted.length > from + skip + take };
}

/** Updated_at and title of these posts (a projection of the post items: charged as whole items). */
export async function postSortValues(ids: readonly number[]): Promise<Map<number, { updatedAt: string; title: string }>> {
  const items = await batchGetItems(
    ids.map((id) => keys.post(id)),
    { what: 'posts', projection: { expression: '#id, #u, #t', names: { '#id': 'id', '#u': 'updated_at', '#t': 'title' } } },
  );
  return new Map(items.map((item) => [Number(item.id), { updatedAt: String(item.updated_at), title: String(item.title) }]));
}

export interface Window {
  /** The key of the last post of the previous page (a cursor). */
  after?: string;
  /** Posts to pass over first (page=N without a cursor). */
  skip: number;
  take: number;
  /** false: no next page wanted, so nothing is read beyond `take`. */
  paged?: boolean;
}

export interface IdPage {
  entries: Entry[];
  /** Whether posts follow the page. */
  more: boolean;
}

/**
 * The ids of one page of a list with one dimension (or none) and no other filter. Index-held orders
 * read `skip + take + 1` keys of each status partition (small keys, never posts); the others sort the
 * dimension's pointers in memory (reading updated_at or title from the post items when sorted by them).
 */
export async function readScopePage(query: ScopeQuery, window: Window, stats: QueryStats = emptyStats()): Promise<IdPage> {
  const sources = sourcesOf(query);
  const extra = window.paged === false ? 0 : 1;
  if (sources) {
    const entries = await readMerged(sources, query.order, window.after, window.skip + window.take + extra, stats);
    return { entries: entries.slice(window.skip, window.skip + window.take), more: entries.length > window.skip + window.take };
  }
  const wanted = new Set(query.statuses);
  const pointers = (await dimensionPointers(query.dim, stats)).filter((pointer) => wanted.has(pointer.status));
  const entries = await entriesInOrder(pointers, query.sort, query.statuses.length > 1);
  return windowOf(entries, query.order, window.after, window.skip, window.take);
}

/** Entries of these posts in the order of `sort`, reading updated_at or title from the posts when needed. */
export async function entriesInOrder(posts: readonly (Pick<SortValues, 'id' | 'status' | 'publishedAt'> & Partial<SortValues>)[], sort: SortField, prefixStatus: boolean): Promise<Entry[]> {
  const needsPosts = (sort === 'updated_at' || sort === 'title') && posts.some((post) => post.updatedAt === undefined);
  const fromPosts = needsPosts ? await postSortValues(posts.map((post) => post.id)) : undefined;
  return posts.flatMap((post) => {
    const more = fromPosts?.get(post.id);
    if (fromPosts && !more) return [];
    return [{ id: post.id, key: sortKeyOf({ ...post, ...more }, sort, prefixStatus) }];
  });
}

/** Every post id of a dimension, trash included (category reassignment): its pointers, read consistently. */
export async function dimensionPostIds(dim: string): Promise<number[]> {
  return (await dimensionPointers(dim, emptyStats(), true)).map((pointer) => pointer.id);
}
