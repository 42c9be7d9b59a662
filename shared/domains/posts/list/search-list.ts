/**
 * A post list whose search is a text search on title and excerpt (`like`): answered by the search
 * index (shared/domains/search/), which finds the page's ids and the exact total; the page's posts are then
 * read by id. The seam between the posts domain and the index: list-posts.ts only asks
 * `textSearchOf` whether a search qualifies and hands it over.
 *
 * The index follows the table's stream: a post written a moment ago is found once the stream consumer
 * has run (typically within a second in AWS). A post read here is checked again against the status
 * scope, so a change the index has not seen yet never shows a post outside its audience.
 */
import { batchGetItems } from '#platform/db/batch-get';
import { keys } from '#platform/db/keys';
import { isIndexableTerm, searchPostIds, type TextCondition } from '#domains/search/search-index';
import { decodeCursor, encodeCursor } from './list-cursor';
import { toPost } from '#domains/posts/model/post-items';
import { isTextField, type ListCriteria, type ListResult, type PostFilters, type SearchCondition } from './list-criteria';
import type { QueryStats } from './posts-list-repository';

/** The text conditions the index answers, when the whole search is made of them; otherwise undefined. */
export function textSearchOf(conditions: readonly SearchCondition[]): TextCondition[] | undefined {
  if (conditions.length === 0) return undefined;
  const text: TextCondition[] = [];
  for (const condition of conditions) {
    if (!isTextField(condition.field) || condition.operator !== 'like' || !isIndexableTerm(condition.value)) return undefined;
    text.push({ field: condition.field, term: condition.value });
  }
  return text;
}

const offsetOf = (key: Record<string, unknown>): number | undefined => {
  const offset = Number(key.o);
  return typeof key.o === 'string' && Number.isInteger(offset) && offset >= 0 ? offset : undefined;
};

export async function listByTextSearch(criteria: ListCriteria, filters: PostFilters, conditions: TextCondition[], join: 'and' | 'or', stats: QueryStats): Promise<ListResult> {
  const signature = JSON.stringify(['text-search', filters, conditions, join, criteria.sort, criteria.order]);
  const cursor = criteria.cursor ? await decodeCursor(criteria.cursor, signature) : undefined;
  const offset = cursor ? (offsetOf(cursor.key) ?? 0) : criteria.offset;
  const { ids, total, items: read } = await searchPostIds(
    { conditions, join, filters, sort: criteria.sort, order: criteria.order, offset, limit: criteria.perPage },
    stats,
  );
  // The index hands over the posts when it read them to verify its candidates.
  const items = read ?? (ids.length > 0 ? await batchGetItems(ids.map((id) => keys.post(id)), { what: 'posts' }) : []);
  const byId = new Map(items.map((item) => [Number(item.id), toPost(item)]));
  const inScope = (status: string) => (filters.status !== undefined ? status === filters.status : status !== 'trash');
  const posts = ids.flatMap((id) => {
    const post = byId.get(id);
    return post && inScope(post.status) ? [post] : [];
  });
  const next = offset + ids.length;
  return {
    posts,
    total,
    stats,
    ...(next < total && ids.length > 0 ? { nextCursor: await encodeCursor({ key: { o: String(next) }, total }, signature) } : {}),
  };
}
