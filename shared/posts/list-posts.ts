/**
 * The post list of both audiences: criteria in, domain posts out. The admin route shapes them for
 * admins; the client route passes `filters.status = 'published'` and shapes them for clients.
 *
 * How a list is served (docs/data-model.md, "Posts"):
 *  - filters pick one scope partition (`all`, `status=s`, `category=3`, `category=3|status=s`...);
 *    with filters of several dimensions the one with the fewest posts (by its counter) is read and
 *    the others become a FilterExpression;
 *  - the sort picks the base table or gsi1..gsi4 of that partition;
 *  - the total comes from the counter item, or, when rows are filtered (search, a second dimension),
 *    from a `Select: COUNT` pass, read beside the first page's rows and carried by the cursor to the
 *    next pages (which read no counter);
 *  - `id:=n` and `slug:=s` searches (joined with `and`) read the one post directly.
 */
import type { Item } from '../db/attributes';
import { ALL, counterAttribute, dimension, scopeOf, type DimensionKind } from './scopes';
import { decodeCursor, encodeCursor } from './list-cursor';
import { countRows, emptyStats, indexFor, readRows, type QueryStats, type RowFilter, type RowQuery, type SortField, type SortOrder } from './posts-list-repository';
import { findPostById, findPostBySlug, readCounters } from './posts-repository';
import type { Post, PostStatus } from './post';
import { listByTextSearch, textSearchOf } from './search-list';
import { withCurrentCounts } from './post-stats';

export interface PostFilters {
  status?: PostStatus;
  categoryId?: number;
  authorId?: number;
  tagId?: number;
  isFeatured?: boolean;
}

export const SEARCH_FIELDS = ['title', 'excerpt', 'slug', 'id', 'status', 'category_id', 'author_id'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchOperator = 'like' | '=';

export interface SearchCondition {
  field: SearchField;
  operator: SearchOperator;
  /** Already checked by the parser: an integer for id fields, a status for `status`. */
  value: string;
}

export interface PostSearch {
  conditions: SearchCondition[];
  join: 'and' | 'or';
}

export interface ListCriteria {
  filters: PostFilters;
  search?: PostSearch;
  sort: SortField;
  order: SortOrder;
  /** Rows before this page (ignored when a cursor is given). */
  offset: number;
  perPage: number;
  cursor?: string;
}

export interface ListResult {
  posts: Post[];
  total: number;
  /** Continues after this page; absent on the last page. */
  nextCursor?: string;
  /** What the queries read (tests check that unfiltered lists read only what they return). */
  stats: QueryStats;
}

const EMPTY = (stats: QueryStats): ListResult => ({ posts: [], total: 0, stats });

const FILTER_DIMENSIONS: { kind: DimensionKind; value: (filters: PostFilters) => number | boolean | undefined }[] = [
  { kind: 'category', value: (f) => f.categoryId },
  { kind: 'author', value: (f) => f.authorId },
  { kind: 'tag', value: (f) => f.tagId },
  { kind: 'featured', value: (f) => f.isFeatured },
];

/** Equality conditions that every match must meet become filters (a narrower scope, an exact total). */
function absorbSearch(criteria: ListCriteria): { filters: PostFilters; conditions: SearchCondition[]; join: 'and' | 'or'; impossible: boolean } {
  const search = criteria.search;
  const filters = { ...criteria.filters };
  if (!search || search.conditions.length === 0) return { filters, conditions: [], join: 'and', impossible: false };
  const allMustHold = search.join === 'and' || search.conditions.length === 1;
  if (!allMustHold) return { filters, conditions: search.conditions, join: search.join, impossible: false };
  const rest: SearchCondition[] = [];
  let impossible = false;
  const setFilter = <K extends keyof PostFilters>(name: K, value: PostFilters[K]) => {
    if (filters[name] !== undefined && filters[name] !== value) impossible = true;
    filters[name] = value;
  };
  for (const condition of search.conditions) {
    if (condition.field === 'status') setFilter('status', condition.value as PostStatus);
    else if (condition.field === 'category_id') setFilter('categoryId', Number(condition.value));
    else if (condition.field === 'author_id') setFilter('authorId', Number(condition.value));
    else rest.push(condition);
  }
  return { filters, conditions: rest, join: 'and', impossible };
}

type Expression = { text: string; names: Record<string, string>; values: Item };

function conditionExpression(condition: SearchCondition, n: number): Expression {
  const value = `:s${n}`;
  const name = `#s${n}`;
  switch (condition.field) {
    case 'title':
    case 'excerpt': {
      const attribute = `${condition.field}_lc`;
      const lower = condition.value.toLowerCase();
      return condition.operator === 'like'
        ? { text: `contains(${name}, ${value})`, names: { [name]: attribute }, values: { [value]: lower } }
        : { text: `${name} = ${value}`, names: { [name]: attribute }, values: { [value]: lower } };
    }
    case 'slug':
      return condition.operator === 'like'
        ? { text: `contains(${name}, ${value})`, names: { [name]: 'slug' }, values: { [value]: condition.value.toLowerCase() } }
        : { text: `${name} = ${value}`, names: { [name]: 'slug' }, values: { [value]: condition.value } };
    case 'status':
      return { text: `${name} = ${value}`, names: { [name]: 'status' }, values: { [value]: condition.value } };
    case 'id':
    case 'category_id':
    case 'author_id':
      return { text: `${name} = ${value}`, names: { [name]: condition.field }, values: { [value]: Number(condition.value) } };
  }
}

function dimensionExpression(kind: DimensionKind, value: number | boolean, n: number): Expression {
  const name = `#f${n}`;
  const placeholder = `:f${n}`;
  switch (kind) {
    case 'category':
      return { text: `${name} = ${placeholder}`, names: { [name]: 'category_id' }, values: { [placeholder]: value } };
    case 'author':
      return { text: `${name} = ${placeholder}`, names: { [name]: 'author_id' }, values: { [placeholder]: value } };
    case 'featured':
      return { text: `${name} = ${placeholder}`, names: { [name]: 'is_featured' }, values: { [placeholder]: value } };
    case 'tag':
      return { text: `contains(${name}, ${placeholder})`, names: { [name]: 'tag_ids' }, values: { [placeholder]: value } };
  }
}

function combine(parts: Expression[], join: 'AND' | 'OR'): Expression | undefined {
  if (parts.length === 0) return undefined;
  return {
    text: parts.length === 1 ? parts[0].text : parts.map((part) => `(${part.text})`).join(` ${join} `),
    names: Object.assign({}, ...parts.map((part) => part.names)),
    values: Object.assign({}, ...parts.map((part) => part.values)),
  };
}

/** The whole criteria checked against one post (the direct-read path of `id:=` and `slug:=`). */
function matches(post: Post, filters: PostFilters, conditions: SearchCondition[], join: 'and' | 'or'): boolean {
  if (filters.status !== undefined ? post.status !== filters.status : post.status === 'trash') return false;
  if (filters.categoryId !== undefined && post.categoryId !== filters.categoryId) return false;
  if (filters.authorId !== undefined && post.authorId !== filters.authorId) return false;
  if (filters.tagId !== undefined && !post.tagIds.includes(filters.tagId)) return false;
  if (filters.isFeatured !== undefined && post.isFeatured !== filters.isFeatured) return false;
  const holds = (condition: SearchCondition): boolean => {
    const field = {
      title: post.title.toLowerCase(),
      excerpt: post.excerpt.toLowerCase(),
      slug: post.slug,
      id: String(post.id),
      status: post.status,
      category_id: String(post.categoryId ?? ''),
      author_id: String(post.authorId ?? ''),
    }[condition.field];
    const wanted = condition.field === 'title' || condition.field === 'excerpt' ? condition.value.toLowerCase() : condition.value;
    return condition.operator === 'like' && ['title', 'excerpt', 'slug'].includes(condition.field) ? field.includes(wanted.toLowerCase()) : field === wanted;
  };
  if (conditions.length === 0) return true;
  return join === 'and' ? conditions.every(holds) : conditions.some(holds);
}

async function directRead(criteria: ListCriteria, filters: PostFilters, conditions: SearchCondition[], stats: QueryStats): Promise<ListResult | undefined> {
  const byId = conditions.find((c) => c.field === 'id');
  const bySlug = conditions.find((c) => c.field === 'slug' && c.operator === '=');
  if (!byId && !bySlug) return undefined;
  const post = byId ? await findPostById(Number(byId.value)) : await findPostBySlug(bySlug!.value);
  const found = post && matches(post, filters, conditions, 'and') ? [post] : [];
  return { posts: criteria.cursor || criteria.offset > 0 ? [] : found, total: found.length, stats };
}

export async function listPosts(criteria: ListCriteria): Promise<ListResult> {
  const stats = emptyStats();
  const { filters, conditions, join, impossible } = absorbSearch(criteria);
  if (impossible) return EMPTY(stats);
  if (join === 'and') {
    const direct = await directRead(criteria, filters, conditions, stats);
    if (direct) return direct;
  }
  // Title and excerpt `like` searches are answered by the search index, not by filtering a scope.
  const textSearch = textSearchOf(conditions);
  if (textSearch) return listByTextSearch(criteria, filters, textSearch, join, stats);

  // The narrowest dimension is the partition read; the other dimensions filter its rows.
  const given = FILTER_DIMENSIONS.flatMap(({ kind, value }) => {
    const v = value(filters);
    return v === undefined ? [] : [{ kind, value: v, dim: dimension(kind, v) }];
  });
  const countAttribute = counterAttribute(filters.status ?? 'all');
  const countDims = given.length === 0 ? [ALL] : given.map((g) => g.dim);
  // Only a choice between dimensions needs the counts before the rows; otherwise they are read beside them.
  let counters = given.length > 1 ? await readCounters(countDims) : undefined;
  const countOf = (dim: string) => counters?.get(dim)?.[countAttribute] ?? 0;
  const chosen = given.length === 0 ? undefined : given.reduce((best, g) => (countOf(g.dim) < countOf(best.dim) ? g : best));
  const dim = chosen?.dim ?? ALL;
  const scope = scopeOf(dim, filters.status);

  const parts: Expression[] = given.filter((g) => g !== chosen).map((g, n) => dimensionExpression(g.kind, g.value, n));
  const searchPart = combine(
    conditions.map((condition, n) => conditionExpression(condition, n)),
    join === 'and' ? 'AND' : 'OR',
  );
  if (searchPart) parts.push(searchPart);
  const filterExpression = combine(parts, 'AND');
  const filter: RowFilter | undefined = filterExpression
    ? { expression: filterExpression.text, names: filterExpression.names, values: filterExpression.values }
    : undefined;
  const query: RowQuery = { scope, sort: criteria.sort, order: criteria.order, ...(filter ? { filter } : {}) };
  const signature = JSON.stringify([scope, indexFor(scope, criteria.sort).indexName ?? 'table', criteria.order, filter ?? null]);

  const cursor = criteria.cursor ? await decodeCursor(criteria.cursor, signature) : undefined;
  // The cursor of links.next carries the total, so later pages read only their rows; page 1 (and
  // page=N) reads it in parallel with the rows.
  const totalOf = async (): Promise<number> => {
    if (cursor?.total !== undefined) return cursor.total;
    if (filter) return countRows(query);
    counters ??= await readCounters(countDims);
    return countOf(dim);
  };
  const [page, total] = await Promise.all([
    readRows(query, { startKey: cursor?.key, skip: cursor ? 0 : criteria.offset, take: criteria.perPage }, stats),
    totalOf(),
  ]);
  return {
    posts: page.posts,
    total,
    stats,
    ...(page.nextKey ? { nextCursor: await encodeCursor({ key: page.nextKey, total }, signature) } : {}),
  };
}

/** The admin list: as `listPosts`, with each post's likes and comment counts read from its stats item (exact). */
export async function listAdminPosts(criteria: ListCriteria): Promise<ListResult> {
  const result = await listPosts(criteria);
  return { ...result, posts: await withCurrentCounts(result.posts) };
}
