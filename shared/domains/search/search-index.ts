/**
 * The search index's query side, behind a narrow interface: a text search (title/excerpt `like`
 * conditions) within list filters, in a list order → the matching post ids of one window and the
 * exact total. An OpenSearch adapter would answer the same interface (docs/scale.md).
 *
 * How (docs/data-model.md, "Search"; words.ts says why it finds every match):
 *  1. Candidates. Each condition's folded term is split at its spaces; each part of at least three
 *     characters pins down words: a single part, the words containing it (its vocabulary: one
 *     `begins_with` over the field's word suffixes); the first of several, the words ending with it;
 *     a middle one, itself; the last, the words starting with it (one `begins_with` over the word
 *     postings). Those words' postings are the part's candidates, and a term's parts are read side by
 *     side, a few postings each with growing pages, until one part's list ends: that smallest list is
 *     the term's candidate set. `and` intersects the conditions' sets, `or` unites them.
 *  2. Verification. Each candidate is checked against the folded text and list attributes the index
 *     holds for it (its search row; no false positives), kept if its status is in the list's scope
 *     and its other attributes pass the filters, and ordered by the list's sort value. The total is
 *     exact. When every candidate fits the first page, the posts themselves are read instead of their
 *     rows (the page needs them anyway) and handed to the caller.
 * Cost: a vocabulary read per single or first part, the postings of the smallest part, one row (or
 * post) per candidate: it follows the matches, not the table.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { keys, NULL_SORT, padId, type SearchedField } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { emptyStats, type QueryStats } from '#platform/db/query-all';
import { foldText } from './fold';
export { isIndexableTerm } from './fold';
import { fromRow, indexedPost, type IndexedPost } from './postings';
import { lookupParts, shardOf, type TermPart } from './words';
import { postSearched, type PostFields } from '#domains/posts/model/post-fields';
import { withinFilters, type PostFilters } from '#domains/posts/list/list-criteria';
import type { NamesWith } from '#domains/posts/model/field-catalogue';

/** A field the index holds (the post field catalogue's `searched`: title, excerpt). */
export type TextField = NamesWith<PostFields, 'searched'>;
export interface TextCondition {
  field: TextField;
  /** As the caller typed it: folded here. */
  term: string;
}

/** The list's filters (absent status: every status but trash), checked on the rows as on the posts. */
export type IndexFilters = PostFilters;

export type IndexSort = 'id' | 'created_at' | 'updated_at' | 'published_at' | 'title' | 'status';

export interface TextSearchQuery {
  conditions: TextCondition[];
  join: 'and' | 'or';
  filters: IndexFilters;
  sort: IndexSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface TextSearchPage {
  ids: number[];
  total: number;
  /** The window's post items, when the search read them (every candidate fit the window): the caller need not read them again. */
  items?: Item[];
}

/** What the index's queries read (tests and the bench compare it with what was returned). */
/** Queries and items read; `returned` counts the ids a search answers, not the postings read. */
export type IndexReadStats = QueryStats;

export const FIELD_OF: Readonly<Record<TextField, SearchedField>> = Object.fromEntries(postSearched().map((field) => [field.name, field.code])) as Record<TextField, SearchedField>;
/** The first page of each part's postings when parts are read side by side: small, so a rare part ends the reading cheaply. */
const FIRST_PAGE = 16;
const PAGE_GROWTH = 4;
const MAX_PAGE = 1000;
/** Queries in flight at once for one search. */
const QUERY_CONCURRENCY = 16;

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += QUERY_CONCURRENCY) await Promise.all(items.slice(start, start + QUERY_CONCURRENCY).map(run));
}

/** One `begins_with` over word postings: a word's posts (`<word> `) or the posts of the words starting with a prefix. */
interface Scan {
  partition: string;
  prefix: string;
  ids: number[];
  startKey?: Item;
  ended: boolean;
}

const scan = (field: SearchedField, prefix: string): Scan => ({ partition: keys.searchWordPartition(field, shardOf(prefix)), prefix, ids: [], ended: false });

/** The post id of a word posting (`<word> <padded id>`). */
const postIdOf = (item: Item): number => Number(String(item.sk).slice(String(item.sk).lastIndexOf(' ') + 1));

/** One Query's page, counted (the items read, not `returned`: that counts the ids a search answers). */
async function queryPage(partition: string, prefix: string, startKey: Item | undefined, limit: number | undefined, stats: IndexReadStats) {
  const output = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
      ExclusiveStartKey: startKey,
      ...(limit ? { Limit: limit } : {}),
    }),
  );
  stats.queries += 1;
  stats.scanned += output.ScannedCount ?? 0;
  return { items: output.Items ?? [], next: output.LastEvaluatedKey };
}

/** The words (as keys hold them) whose suffixes start with `prefix`, from the field's vocabulary. */
async function vocabularyWords(field: SearchedField, prefix: string, stats: IndexReadStats): Promise<string[]> {
  const words = new Set<string>();
  let startKey: Item | undefined;
  do {
    const page = await queryPage(keys.searchVocabularyPartition(field, shardOf(prefix)), prefix, startKey, undefined, stats);
    for (const item of page.items) words.add(String(item.sk).slice(String(item.sk).indexOf(' ') + 1));
    startKey = page.next;
  } while (startKey);
  return [...words];
}

/** The scans whose postings are a part's candidates. */
async function scansOf(field: SearchedField, part: TermPart, stats: IndexReadStats): Promise<Scan[]> {
  switch (part.kind) {
    case 'word':
      return [scan(field, `${part.text} `)];
    case 'prefix':
      return [scan(field, part.text)];
    case 'suffix':
      // A suffix ending the word exactly: `<suffix> <word>`.
      return (await vocabularyWords(field, `${part.text} `, stats)).map((word) => scan(field, `${word} `));
    case 'infix':
      return (await vocabularyWords(field, part.text, stats)).map((word) => scan(field, `${word} `));
  }
}

async function readScan(item: Scan, limit: number | undefined, stats: IndexReadStats): Promise<void> {
  const page = await queryPage(item.partition, item.prefix, item.startKey, limit, stats);
  item.ids.push(...page.items.map(postIdOf));
  item.startKey = page.next;
  item.ended = !page.next;
}

/** The candidates of one condition: the posts of its parts' smallest list. */
async function candidatesOf(condition: TextCondition, stats: IndexReadStats): Promise<Set<number>> {
  const field = FIELD_OF[condition.field];
  const parts = lookupParts(foldText(condition.term));
  if (parts.length === 0) throw new Error('a search term without a word of three letters cannot be answered from the index');
  const lists = await Promise.all(parts.map((part) => scansOf(field, part, stats)));
  // One part: its list is the candidate set, read whole. Several: side by side until one ends.
  let limit: number | undefined = lists.length > 1 ? FIRST_PAGE : undefined;
  for (;;) {
    await inBatches(
      lists.flat().filter((item) => !item.ended),
      (item) => readScan(item, limit, stats),
    );
    const ended = lists.filter((scans) => scans.every((item) => item.ended));
    if (ended.length > 0) {
      const complete = ended.map((scans) => new Set(scans.flatMap((item) => item.ids)));
      return complete.reduce((best, ids) => (ids.size < best.size ? ids : best));
    }
    if (limit !== undefined) limit = Math.min(limit * PAGE_GROWTH, MAX_PAGE);
  }
}

/** Whether the post, as the index holds it, meets the query's conditions and filters. */
function meets(post: IndexedPost, query: TextSearchQuery, folded: readonly string[]): boolean {
  if (!withinFilters(post, query.filters)) return false;
  const holds = (condition: TextCondition, index: number) => post.text[FIELD_OF[condition.field]].includes(folded[index]!);
  return query.join === 'and' ? query.conditions.every(holds) : query.conditions.some(holds);
}

/** The list order's sort value (the same order the list indexes keep; ties by id). */
function sortValue(post: IndexedPost, sort: IndexSort): string {
  const id = padId(post.id);
  switch (sort) {
    case 'updated_at':
      return `${post.updatedAt}#${id}`;
    case 'published_at':
      return `${post.publishedAt ?? NULL_SORT}#${id}`;
    case 'title':
      return `${post.titleKey}\u0001${id}`;
    case 'status':
      return `${post.status}#${id}`;
    default:
      // Ids are allocated in creation order.
      return id;
  }
}

/** The candidates as the index holds them (their rows), or as their post items say when `direct`. */
async function candidatePosts(ids: readonly number[], direct: boolean): Promise<Array<{ post: IndexedPost; item?: Item }>> {
  if (direct) {
    const items = await batchGetItems(ids.map((id) => keys.post(id)), { what: 'posts' });
    return items.map((item) => ({ post: indexedPost(item), item }));
  }
  const rows = await batchGetItems(ids.map((id) => keys.searchState(id)), { what: 'search rows' });
  return rows.flatMap((row) => {
    const post = fromRow(row);
    return post ? [{ post }] : [];
  });
}

export async function searchPostIds(query: TextSearchQuery, stats: IndexReadStats = emptyStats()): Promise<TextSearchPage> {
  const perCondition = await Promise.all(query.conditions.map((condition) => candidatesOf(condition, stats)));
  const [first, ...rest] = perCondition;
  const candidates =
    query.join === 'and' ? [...first!].filter((id) => rest.every((other) => other.has(id))) : [...new Set(perCondition.flatMap((ids) => [...ids]))];
  if (candidates.length === 0) return { ids: [], total: 0 };
  // Every candidate fits the first page: its posts are what the page shows, read once.
  const direct = query.offset === 0 && candidates.length <= query.limit;
  const folded = query.conditions.map((condition) => foldText(condition.term));
  const matched = (await candidatePosts(candidates, direct)).filter(({ post }) => meets(post, query, folded));
  const ordered = matched.map((entry) => ({ ...entry, key: sortValue(entry.post, query.sort) }));
  ordered.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (query.order === 'desc') ordered.reverse();
  const window = ordered.slice(query.offset, query.offset + query.limit);
  stats.returned += window.length;
  return { ids: window.map((entry) => entry.post.id), total: ordered.length, ...(direct ? { items: window.map((entry) => entry.item!) } : {}) };
}
