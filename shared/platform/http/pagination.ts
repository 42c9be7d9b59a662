/** Pagination query parameters and the `meta.pagination` object of spec 4.6. */
import * as z from 'zod/mini';
import { coercedNumber } from '#platform/schema-kinds';
import { asParameter, described } from '#platform/described';
import { byField } from './validation';

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 15;

// Messages name the parameter from the path, so `per_page` and `limit` share one schema.
const mustBeInteger = byField((field) => `${field} must be an integer.`);
const positiveInt = (max?: number) =>
  coercedNumber(mustBeInteger).check(
    z.int(mustBeInteger),
    z.gte(1, byField((field) => `${field} must be at least 1.`)),
    ...(max === undefined ? [] : [z.lte(max, byField((field) => `${field} may not be greater than ${max}.`))]),
  );

/**
 * `page`/`per_page`, or `skip`/`limit` instead (CONTRACT section 3): the same rules on every list,
 * stated once in the OpenAPI document (`components.parameters`: Page, PerPage, Skip, Limit). Built
 * in a call annotated pure: a bundle that imports this module only for its helpers (post get and
 * create reach it through the query language) leaves the schema out instead of building it at init.
 */
export const PageQuery = /* @__PURE__ */ (() => {
  const pageSize = positiveInt(MAX_PER_PAGE);
  return z.object({
    page: asParameter(z.optional(positiveInt()), 'Page'),
    per_page: asParameter(z.optional(pageSize), 'PerPage'),
    skip: asParameter(
      z.optional(
        coercedNumber({ error: 'skip must be an integer.' }).check(z.int('skip must be an integer.'), z.gte(0, 'skip must be at least 0.')),
      ),
      'Skip',
    ),
    limit: asParameter(z.optional(pageSize), 'Limit'),
  });
})();

/**
 * `per_page`, `cursor` and the `page` number `links.next` carries: the query of the lists that page by
 * cursor only (revisions, the audit log), for their schemas to spread.
 */
export const cursorPageFields = () => ({
  per_page: z.optional(
    coercedNumber({ error: 'per_page must be an integer.' }).check(
      z.int('per_page must be an integer.'),
      z.gte(1, 'per_page must be at least 1.'),
      z.lte(MAX_PER_PAGE, `per_page may not be greater than ${MAX_PER_PAGE}.`),
    ),
  ),
  cursor: z.optional(described(z.string(), 'opaque: the position after the previous page (follow links.next)')),
  // links.next numbers its pages; what a page holds is decided by the cursor.
  page: z.optional(
    described(
      coercedNumber({ error: 'page must be an integer.' }).check(z.int('page must be an integer.'), z.gte(1, 'page must be at least 1.')),
      'the page number links.next carries (the cursor decides what is read)',
    ),
  ),
});

export interface PageWindow {
  page: number;
  perPage: number;
  /** Items to skip before this page. */
  offset: number;
}

export function pageWindow(query: z.output<typeof PageQuery>, defaultPerPage = DEFAULT_PER_PAGE): PageWindow {
  const perPage = query.limit ?? query.per_page ?? defaultPerPage;
  if (query.skip !== undefined) return { perPage, offset: query.skip, page: Math.floor(query.skip / perPage) + 1 };
  const page = query.page ?? 1;
  return { page, perPage, offset: (page - 1) * perPage };
}

export interface PaginationMeta {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
  links?: { next?: string };
}

export function paginationMeta(window: PageWindow, total: number, count: number, nextUrl?: string): PaginationMeta {
  return {
    total,
    count,
    per_page: window.perPage,
    current_page: window.page,
    total_pages: Math.max(1, Math.ceil(total / window.perPage)),
    links: nextUrl ? { next: nextUrl } : {},
  };
}

/**
 * One page of a whole list already in memory (small admin collections: users, categories, API keys,
 * webhooks): the window's slice, and the meta with a next link while items remain.
 */
export function pageOfList<T>(all: readonly T[], window: PageWindow, url: string, rawQuery: Record<string, string | string[]>): { page: T[]; pagination: PaginationMeta } {
  const page = all.slice(window.offset, window.offset + window.perPage);
  const next = window.offset + page.length < all.length ? nextPageUrl(url, rawQuery, window.page + 1) : undefined;
  return { page, pagination: paginationMeta(window, all.length, page.length, next) };
}

/** A page read by cursor (revisions, the audit log): its number, the list's total, and the cursor of the next one while more follow. */
export interface CursorPage {
  page: number;
  total: number;
  cursor?: string;
}

/** The meta of a page read by cursor, with a next link carrying the cursor while more follow. */
export function cursorPageMeta(read: CursorPage, count: number, perPage: number, url: string, rawQuery: Record<string, string | string[]>): PaginationMeta {
  const next = read.cursor ? nextPageUrl(url, rawQuery, read.page + 1, read.cursor) : undefined;
  return paginationMeta({ page: read.page, perPage, offset: (read.page - 1) * perPage }, read.total, count, next);
}

/** The URL of the next page: the caller's parameters with `page` (and an opaque `cursor`) replaced. */
export function nextPageUrl(url: string, rawQuery: Record<string, string | string[]>, page: number, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(rawQuery)) {
    if (name === 'page' || name === 'cursor' || name === 'skip') continue;
    const isList = Array.isArray(value);
    for (const entry of isList ? value : [value]) params.append(isList ? `${name}[]` : name, entry);
  }
  params.set('page', String(page));
  if (cursor) params.set('cursor', cursor);
  return `${url}?${params.toString()}`;
}
