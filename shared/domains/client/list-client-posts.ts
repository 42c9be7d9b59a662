/**
 * The client post lists: published posts only, newest published first unless the caller sorts, in
 * the client form (spec 2.4, primary route) or the alternative form (spec 4.4). A search or filter
 * that matches nothing is 404 `resource_not_found` (CONTRACT "Lists"); a plain list of an empty site
 * is an empty page.
 */
import { NotFound } from '#platform/errors';
import { listPosts } from '#domains/posts/list/list-posts';
import type { ListResult } from '#domains/posts/list/list-criteria';
import { parseListQuery, selectFields, withLanguageFilter, type ParsedListQuery, type RawQuery } from '#domains/posts/list/list-query';
import type { PageWindow } from '#platform/http/pagination';
import type { AltPost } from '#domains/presentation/client-schemas';
import { clientPost } from './client-post';
import { altPost } from './post-overview';
import { loadPostRelations } from './post-relations';
import { asIncludes, CLIENT_LIST_SHAPE } from './shaping';
import { cachedPage, pageKey } from './list-cache';
import type { ClientPostItem } from './schemas';

const SORT_PARAMETERS = ['sort', 'orderBy'];

/** Without a sort, a client list is newest published first. */
function withDefaultSort(raw: RawQuery): RawQuery {
  return SORT_PARAMETERS.some((name) => raw[name] !== undefined && raw[name] !== '') ? raw : { ...raw, orderBy: 'published_at' };
}

const narrowed = (parsed: ParsedListQuery): boolean =>
  parsed.criteria.search !== undefined || Object.entries(parsed.criteria.filters).some(([name, value]) => name !== 'status' && value !== undefined);

async function run(raw: RawQuery): Promise<{ parsed: ParsedListQuery; result: ListResult }> {
  const parsed = parseListQuery(withDefaultSort(raw), { ...CLIENT_LIST_SHAPE, audience: 'client' });
  const result = await listPosts(parsed.criteria);
  if (result.total === 0 && result.posts.length === 0 && narrowed(parsed)) {
    throw new NotFound('post', 'No post matches the search or filter.');
  }
  return { parsed, result };
}

export interface ClientPostPage<T> {
  items: T[];
  total: number;
  window: PageWindow;
  nextCursor?: string;
}

/** A client page, from the warm cache when the site's lists have not changed since it was built (list-cache.ts). */
export const listClientPosts = (raw: RawQuery): Promise<ClientPostPage<Partial<ClientPostItem>>> => cachedPage(pageKey('client', raw), () => buildClientPosts(raw));

export const listAltPosts = (raw: RawQuery): Promise<ClientPostPage<AltPost>> => cachedPage(pageKey('alt', raw), () => buildAltPosts(raw));

/** A client page as a fresh read builds it. */
export async function buildClientPosts(raw: RawQuery): Promise<ClientPostPage<Partial<ClientPostItem>>> {
  const { parsed, result } = await run(raw);
  const includes = asIncludes(parsed.includes);
  const relations = await loadPostRelations(result.posts, {
    // Every client post carries its author (spec 2.4): one batch per page, most of it from the relation cache.
    authors: true,
    categories: includes.has('mainCategory'),
    tags: includes.has('tags'),
    images: true,
    translations: true,
  });
  const items = result.posts.map((post) => selectFields(clientPost(post, relations, includes), parsed, [...includes]));
  return { items, total: result.total, window: parsed.window, ...(result.nextCursor ? { nextCursor: result.nextCursor } : {}) };
}

/** A page of the 4.4 form as a fresh read builds it; `language=fa` is its filter[]=language:fa. */
export async function buildAltPosts(raw: RawQuery): Promise<ClientPostPage<AltPost>> {
  const { parsed, result } = await run(withLanguageFilter(raw));
  // The 4.4 form shows names only (author, category and tag names).
  const relations = await loadPostRelations(result.posts, { authors: 'names', categories: 'names', tags: true });
  const items = result.posts.map((post) => altPost(post, relations));
  return { items, total: result.total, window: parsed.window, ...(result.nextCursor ? { nextCursor: result.nextCursor } : {}) };
}
