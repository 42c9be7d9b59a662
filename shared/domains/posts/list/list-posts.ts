/**
 * The post list of both audiences: criteria in, domain posts out. The admin route shapes them for
 * admins; the client route passes `filters.status = 'published'` and shapes them for clients.
 *
 * How a list is served (docs/data-model.md, "Posts"):
 *  - at most one dimension filter (category, author, tag, featured) and no search: the ids of the page
 *    come from index keys (posts-list-repository.ts), the total from the dimension's counts, and the
 *    page's posts are read by id (one BatchGetItem); a page by number of the site in id or
 *    published-date order starts at its page block or month (page-blocks.ts) instead of reading the
 *    keys before it;
 *  - several dimensions, `is_featured:false`, or a search the search index does not answer: the
 *    narrowest dimension's pointers (or the site's keys) are filtered and sorted in memory, reading
 *    the posts themselves only when a search condition or the order needs them; the total is exact;
 *  - `id:=n` and `slug:=s` searches (joined with `and`) read the one post directly;
 *  - `like` searches of the texts the index holds (title, excerpt) are answered by it (search-list.ts).
 * A cursor holds the key of the last post served in the list's order, sealed for that list.
 */
import { batchGetItems } from '#platform/db/batch-get';
import { keys } from '#platform/db/keys';
import { ALL, counterAttribute, dimension, NOT_FEATURED, type DimensionKind } from '#domains/posts/model/scopes';
import { decodeCursor, encodeCursor } from './list-cursor';
import {
  dimensionPointers,
  emptyStats,
  entriesInOrder,
  LIVE_STATUSES,
  readScopePage,
  siteEntries,
  windowOf,
  type Entry,
  type QueryStats,
  type SortField,
  type SortOrder,
} from './posts-list-repository';
import { findPostById, findPostBySlug, readCounters } from '#domains/posts/model/posts-repository';
import { toPost, toPostHead, type PostHead } from '#domains/posts/model/post-items';
import type { Post, PostStatus } from '#domains/posts/model/post';
import { listByTextSearch, textSearchOf } from './search-list';
import { foldText } from '#domains/search/fold';
import { persianLetters } from '#domains/presentation/scripts';
import { withCurrentCounts } from '#domains/posts/model/post-stats';
import { siteBlockStart } from './page-blocks';
import { languageOf } from '#domains/posts/model/post-address';
import { isTextField, withinFilters, type ListCriteria, type ListResult, type PostFilters, type SearchCondition, type SearchField, type TextField } from './list-criteria';
import { postSearched } from '#domains/posts/model/post-fields';
import { lazily } from '#platform/lazily';

const EMPTY = (stats: QueryStats): ListResult => ({ posts: [], total: 0, stats });

/** The post property of each text the index holds, for the searches it does not answer (too short a term, joined with others). */
const propOf = lazily(() => new Map(postSearched().map((field) => [field.name, field.prop as keyof PostHead])));

const FILTER_DIMENSIONS: { kind: DimensionKind; value: (filters: PostFilters) => number | boolean | string | undefined }[] = [
  { kind: 'language', value: (f) => f.language },
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

type KeyedField = Exclude<SearchField, TextField>;

/** The value a search of a field answered from keys and pointers compares. */
function keyedValue(post: PostHead, field: KeyedField): string {
  if (field === 'slug') return post.slug;
  if (field === 'status') return post.status;
  return String((field === 'id' ? post.id : field === 'category_id' ? post.categoryId : post.authorId) ?? '');
}

/** The whole criteria checked against one post (the direct-read path of `id:=` and `slug:=`). */
function matches(post: PostHead, filters: PostFilters, conditions: SearchCondition[], join: 'and' | 'or'): boolean {
  if (!withinFilters(post, filters)) return false;
  // Title and excerpt `like` compare folded text, as the search index does (fold.ts: Arabic and Persian
  // letter forms, case, half-spaces); slugs compare with Arabic yeh and kaf read as Persian ones.
  const holds = (condition: SearchCondition): boolean => {
    if (isTextField(condition.field)) {
      const text = String(post[propOf().get(condition.field)!] ?? '');
      return condition.operator === 'like' ? foldText(text).includes(foldText(condition.value)) : text.toLowerCase() === condition.value.toLowerCase();
    }
    if (condition.field === 'slug') {
      const wanted = persianLetters(condition.value);
      const slug = persianLetters(post.slug);
      return condition.operator === 'like' ? slug.includes(wanted.toLowerCase()) : slug === wanted;
    }
    return keyedValue(post, condition.field as KeyedField) === condition.value;
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

/** The posts of a page, in the page's order; a post an index named but no longer in the list's statuses (the index lags its post by a moment) is left out. */
async function postsOf(entries: readonly Entry[], statuses: readonly PostStatus[]): Promise<Post[]> {
  if (entries.length === 0) return [];
  const items = await batchGetItems(entries.map((entry) => keys.post(entry.id)), { what: 'posts' });
  const byId = new Map(items.map((item) => [Number(item.id), toPost(item)]));
  return entries.flatMap((entry) => {
    const post = byId.get(entry.id);
    return post && statuses.includes(post.status) ? [post] : [];
  });
}

interface Given {
  kind: DimensionKind;
  value: number | boolean | string;
  dim: string;
}

/** Keeps a pointer (or post) when every dimension filter holds. */
const holdsDimensions = (given: readonly Given[]) => (post: Pick<Post, 'categoryId' | 'authorId' | 'tagIds' | 'isFeatured' | 'language'>): boolean =>
  given.every((g) => {
    switch (g.kind) {
      case 'category':
        return post.categoryId === g.value;
      case 'author':
        return post.authorId === g.value;
      case 'tag':
        return post.tagIds.includes(g.value as number);
      case 'featured':
        return post.isFeatured === g.value;
      case 'language':
        return languageOf(post) === g.value;
    }
  });

/**
 * The lists no index holds as asked (several dimensions, not featured, a search the index does not
 * answer): every candidate of the narrowest stored dimension (its pointers) or of the site (its
 * keys), filtered and sorted in memory. Cost grows with that dimension, not with the page.
 */
async function filteredEntries(
  criteria: ListCriteria,
  filters: PostFilters,
  given: Given[],
  conditions: SearchCondition[],
  join: 'and' | 'or',
  statuses: readonly PostStatus[],
  stats: QueryStats,
): Promise<Entry[]> {
  const stored = given.filter((g) => g.dim !== NOT_FEATURED);
  const wanted = new Set(statuses);
  let candidates: { id: number; status: PostStatus; publishedAt: string | null }[];
  if (stored.length > 0) {
    const counters = stored.length > 1 ? await readCounters(stored.map((g) => g.dim)) : undefined;
    const countAttribute = counterAttribute(filters.status ?? 'all');
    const countOf = (dim: string) => counters?.get(dim)?.[countAttribute] ?? 0;
    const chosen = stored.reduce((best, g) => (countOf(g.dim) < countOf(best.dim) ? g : best));
    const pointers = await dimensionPointers(chosen.dim, stats);
    candidates = pointers.filter((pointer) => wanted.has(pointer.status) && holdsDimensions(given)(pointer));
  } else {
    const site = await siteEntries(statuses, stats);
    const featured = given.some((g) => g.dim === NOT_FEATURED) ? new Set((await dimensionPointers(dimension('featured', true), stats)).map((p) => p.id)) : undefined;
    candidates = site.filter((entry) => !featured?.has(entry.id)).map((entry) => ({ ...entry, publishedAt: null }));
  }
  if (conditions.length === 0 && stored.length > 0) return entriesInOrder(candidates, criteria.sort, statuses.length > 1);
  // A search condition (or the site's keys, which carry no sort values) needs the posts themselves.
  const items = candidates.length > 0 ? await batchGetItems(candidates.map((c) => keys.post(c.id)), { what: 'posts' }) : [];
  // Heads only: filters and orders never read the body, and unpacking every candidate's would cost about 0.1 ms each.
  const posts = items.map(toPostHead).filter((post) => matches(post, filters, conditions, join) && holdsDimensions(given)(post));
  stats.scanned += candidates.length - posts.length;
  return entriesInOrder(posts, criteria.sort, statuses.length > 1);
}

export async function listPosts(criteria: ListCriteria): Promise<ListResult> {
  const stats = emptyStats();
  const { filters, conditions, join, impossible } = absorbSearch(criteria);
  if (impossible) return EMPTY(stats);
  if (join === 'and') {
    const direct = await directRead(criteria, filters, conditions, stats);
    if (direct) return direct;
  }
  // Title and excerpt `like` searches are answered by the search index, not by filtering a list (its
  // rows carry the list attributes, language included, so a filter narrows the candidates).
  const textSearch = textSearchOf(conditions);
  if (textSearch) return listByTextSearch(criteria, filters, textSearch, join, stats);

  const given: Given[] = FILTER_DIMENSIONS.flatMap(({ kind, value }) => {
    const v = value(filters);
    return v === undefined ? [] : [{ kind, value: v, dim: dimension(kind, v) }];
  });
  const statuses = filters.status ? [filters.status] : LIVE_STATUSES;
  const fromIndex = conditions.length === 0 && given.length <= 1 && given.every((g) => g.dim !== NOT_FEATURED);
  const dim = fromIndex ? (given[0]?.dim ?? ALL) : undefined;
  const signature = JSON.stringify(['posts', dim ?? given, statuses, criteria.sort, criteria.order, fromIndex ? null : [conditions, join]]);
  const cursor = criteria.cursor ? await decodeCursor(criteria.cursor, signature) : undefined;
  const after = typeof cursor?.key.v === 'string' ? cursor.key.v : undefined;
  const window = { ...(after !== undefined ? { after } : {}), skip: cursor ? 0 : criteria.offset, take: criteria.perPage };

  let page: { entries: Entry[]; more: boolean };
  let total: number;
  const scope = dim === undefined ? undefined : { dim, statuses, sort: criteria.sort, order: criteria.order };
  // A page by number of the site in id or published-date order starts from its page block or month: the keys before it are not read.
  const blocked = scope && !cursor && window.skip > 0 ? await siteBlockStart(scope, window.skip, stats) : undefined;
  if (scope && blocked) {
    total = blocked.total;
    page = 'beyond' in blocked.start ? { entries: [], more: false } : await readScopePage(scope, { ...window, ...blocked.start }, stats);
  } else if (scope) {
    // The total is the dimension's count (carried by the cursor to later pages), read beside the ids.
    const totalOf = async () => cursor?.total ?? (await readCounters([scope.dim])).get(scope.dim)?.[counterAttribute(filters.status ?? 'all')] ?? 0;
    if (window.skip > 0) {
      // A page by number reads the count first: past the end it is empty, with no key before it read.
      total = await totalOf();
      page = window.skip >= total ? { entries: [], more: false } : await readScopePage(scope, window, stats);
    } else {
      [page, total] = await Promise.all([readScopePage(scope, window, stats), totalOf()]);
    }
  } else {
    const entries = await filteredEntries(criteria, filters, given, conditions, join, statuses, stats);
    total = entries.length;
    page = windowOf(entries, criteria.order, window.after, window.skip, window.take);
  }
  const posts = await postsOf(page.entries, statuses);
  const last = page.entries[page.entries.length - 1];
  return {
    posts,
    total,
    stats,
    ...(page.more && last ? { nextCursor: await encodeCursor({ key: { v: last.key }, total }, signature) } : {}),
  };
}

/** The admin list: as `listPosts`, with each post's likes and comment counts read from its stats item (exact). */
export async function listAdminPosts(criteria: ListCriteria): Promise<ListResult> {
  const result = await listPosts(criteria);
  return { ...result, posts: await withCurrentCounts(result.posts) };
}
