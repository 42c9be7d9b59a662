/**
 * The search index's query side, behind a narrow interface: a text search (title/excerpt `like`
 * conditions) within list filters, in a list order → the matching post ids of one window and the
 * exact total. The posts themselves are read by id by the caller. An OpenSearch adapter would answer
 * the same interface (docs/scale.md).
 *
 * How (docs/data-model.md, "Search"): every match of a term holds every trigram of the folded term,
 * so the postings of any one of its trigrams hold every match. The term's trigrams (at most
 * PROBED_GRAMS of them) are read side by side, a few postings at a time with growing pages, until one
 * list ends: that shortest list is the candidate set, read whole. Each candidate is verified against
 * the folded text its posting carries (no false positives) and checked against the status scope and
 * filters its posting carries, then ordered by the sort value its posting carries. Cost: the probes
 * (a few postings per trigram) plus the shortest list: O(matches), whatever the table's size.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys, NULL_SORT, padId, type SearchedField } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { emptyStats, type QueryStats } from '#platform/db/query-all';
import { foldText, trigrams } from './fold';
export { isIndexableTerm } from './fold';
import { toPosting, type Posting } from './postings';
import { postSearched, type PostFields } from '#domains/posts/model/post-fields';
import type { NamesWith } from '#domains/posts/model/field-catalogue';

/** A field the index holds (the post field catalogue's `searched`: title, excerpt). */
export type TextField = NamesWith<PostFields, 'searched'>;
export interface TextCondition {
  field: TextField;
  /** As the caller typed it: folded here. */
  term: string;
}

export interface IndexFilters {
  /** Absent: every status but trash. */
  status?: string;
  categoryId?: number;
  authorId?: number;
  tagId?: number;
  isFeatured?: boolean;
}

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
}

/** What the index's queries read (tests and the bench compare it with what was returned). */
/** Queries and items read; `returned` counts the ids a search answers, not the postings read. */
export type IndexReadStats = QueryStats;

export const FIELD_OF: Readonly<Record<TextField, SearchedField>> = Object.fromEntries(postSearched().map((field) => [field.name, field.code])) as Record<TextField, SearchedField>;
/** Trigrams of one term read side by side; a longer term's others are verified from the text. */
const PROBED_GRAMS = 4;
/** The first page of each probed list: small, so a rare trigram ends the probing cheaply. */
const FIRST_PAGE = 8;
const PAGE_GROWTH = 4;
const MAX_PAGE = 1000;

/** At most PROBED_GRAMS trigrams spread over the term (its start, end and between). */
function probedGrams(folded: string): string[] {
  const grams = trigrams(folded);
  if (grams.length <= PROBED_GRAMS) return grams;
  return [...new Set(Array.from({ length: PROBED_GRAMS }, (_, n) => grams[Math.round((n * (grams.length - 1)) / (PROBED_GRAMS - 1))]))];
}

interface PostingList {
  gram: string;
  items: Item[];
  startKey?: Item;
  ended: boolean;
}

/** Every posting of the shortest list among the term's probed trigrams. */
async function shortestList(field: SearchedField, folded: string, stats: IndexReadStats): Promise<Item[]> {
  const lists: PostingList[] = probedGrams(folded).map((gram) => ({ gram, items: [], ended: false }));
  for (let limit = FIRST_PAGE; ; limit = Math.min(limit * PAGE_GROWTH, MAX_PAGE)) {
    await Promise.all(
      lists.map(async (list) => {
        const output = await db.send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': keys.searchPostingPartition(field, list.gram) },
            ExclusiveStartKey: list.startKey,
            Limit: limit,
          }),
        );
        stats.queries += 1;
        stats.scanned += output.ScannedCount ?? 0;
        list.items.push(...(output.Items ?? []));
        list.startKey = output.LastEvaluatedKey;
        list.ended = !output.LastEvaluatedKey;
      }),
    );
    const ended = lists.filter((list) => list.ended);
    if (ended.length > 0) return ended.reduce((best, list) => (list.items.length < best.items.length ? list : best)).items;
  }
}

function inScope(posting: Posting, filters: IndexFilters): boolean {
  if (filters.status !== undefined ? posting.status !== filters.status : posting.status === 'trash') return false;
  if (filters.categoryId !== undefined && posting.categoryId !== filters.categoryId) return false;
  if (filters.authorId !== undefined && posting.authorId !== filters.authorId) return false;
  if (filters.tagId !== undefined && !posting.tagIds.includes(filters.tagId)) return false;
  if (filters.isFeatured !== undefined && posting.isFeatured !== filters.isFeatured) return false;
  return true;
}

/** The posts one condition matches within the filters, by id. */
async function matchesOf(condition: TextCondition, filters: IndexFilters, stats: IndexReadStats): Promise<Map<number, Posting>> {
  const folded = foldText(condition.term);
  const found = new Map<number, Posting>();
  for (const item of await shortestList(FIELD_OF[condition.field], folded, stats)) {
    const posting = toPosting(item);
    if (posting.text.includes(folded) && inScope(posting, filters)) found.set(posting.id, posting);
  }
  return found;
}

/** The list order's sort value (the same order the list indexes keep; ties by id). */
function sortValue(posting: Posting, sort: IndexSort): string {
  const id = padId(posting.id);
  switch (sort) {
    case 'updated_at':
      return `${posting.updatedAt}#${id}`;
    case 'published_at':
      return `${posting.publishedAt ?? NULL_SORT}#${id}`;
    case 'title':
      return `${posting.titleKey}\u0001${id}`;
    case 'status':
      return `${posting.status}#${id}`;
    default:
      // Ids are allocated in creation order.
      return id;
  }
}

export async function searchPostIds(query: TextSearchQuery, stats: IndexReadStats = emptyStats()): Promise<TextSearchPage> {
  const perCondition = await Promise.all(query.conditions.map((condition) => matchesOf(condition, query.filters, stats)));
  let matched: Map<number, Posting>;
  if (query.join === 'and') {
    const [first, ...rest] = perCondition;
    matched = new Map([...first].filter(([id]) => rest.every((other) => other.has(id))));
  } else {
    matched = new Map(perCondition.flatMap((found) => [...found]));
  }
  const ordered = [...matched.values()].map((posting) => ({ id: posting.id, key: sortValue(posting, query.sort) }));
  ordered.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (query.order === 'desc') ordered.reverse();
  const ids = ordered.slice(query.offset, query.offset + query.limit).map((entry) => entry.id);
  stats.returned += ids.length;
  return { ids, total: ordered.length };
}
