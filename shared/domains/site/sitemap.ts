/**
 * `GET /api/client/v3/cms/sitemap`: every published post's canonical address. A site of at most one
 * part's posts (50,000, the protocol's most) answers one `urlset`; a larger one answers a
 * `sitemapindex` whose parts are `?page=N`, each a `urlset` of one part. A part is a run of the site's
 * published posts in id order: its first post is found from the page blocks
 * (shared/domains/posts/list/page-blocks.ts) without reading the keys before it, and the part is read
 * a page of posts at a time, each page written out (the route is streamed) before the next is read. A
 * request reads its part's posts, their translation groups (for the `hreflang` alternates) and a few
 * counters, whatever the site's size.
 */
import * as z from 'zod/mini';
import { config } from '#platform/config';
import { NotFound } from '#platform/errors';
import { withJsonSchema } from '#platform/described';
import { listPosts } from '#domains/posts/list/list-posts';
import { postAddress } from '#domains/posts/model/post-address';
import { findTranslationGroups, publishedVersionsOf } from '#domains/posts/translations/translation-groups';
import type { DocumentBody } from '#platform/http/reply';
import type { ListResult } from '#domains/posts/list/list-criteria';
import { sitemapIndexDocument, urlEntry, URLSET_CLOSE, URLSET_OPEN } from './sitemap-documents';

/** Sizes of a sitemap: URLs per part, and posts read at a time while a part is written. */
export interface SitemapSizes {
  partUrls: number;
  readPage: number;
}

/**
 * The protocol's most URLs in one sitemap: a part of 50,000 URLs with `lastmod` and alternates is
 * 6.5-16 MB, more than a buffered Lambda answer (6 MB) or API Gateway's (10 MB) holds, hence the
 * streamed route. Posts are read 1,000 at a time (about 500 KB of items), so the function holds a page,
 * never the part.
 */
export const SITEMAP_SIZES: SitemapSizes = { partUrls: 50_000, readPage: 1_000 };

export const SitemapQuery = z.strictObject({
  page: z.optional(
    withJsonSchema(
      z.pipe(
        z.string({ error: 'page must be an integer.' }).check(z.regex(/^[1-9][0-9]{0,8}$/, 'page must be a positive integer.')),
        z.transform((text: string) => Number(text)),
      ),
      { type: 'integer', minimum: 1, pattern: undefined },
    ),
  ),
});
export type SitemapQuery = z.output<typeof SitemapQuery>;

/**
 * `selfUrl`: this route's absolute URL without a query (the index names its parts from it). `sizes`:
 * tests make parts and pages of a few posts to see an index and a part of several pages.
 * Answers the index whole, or the part as text made page by page. What could refuse (a `page` past the
 * last part) is known before the first byte: the part's first page is read here.
 */
export async function sitemap(query: SitemapQuery, selfUrl: string, sizes: SitemapSizes = SITEMAP_SIZES): Promise<DocumentBody> {
  const page = query.page ?? 1;
  const criteria = { filters: { status: 'published' as const }, sort: 'id' as const, order: 'asc' as const };
  const first = await listPosts({ ...criteria, offset: (page - 1) * sizes.partUrls, perPage: Math.min(sizes.readPage, sizes.partUrls) });
  const parts = Math.max(1, Math.ceil(first.total / sizes.partUrls));
  if (page > parts) throw new NotFound('sitemap page', `The sitemap has ${parts} part${parts === 1 ? '' : 's'}: page ${page} does not exist.`);
  if (query.page === undefined && parts > 1) {
    return sitemapIndexDocument(Array.from({ length: parts }, (_, i) => ({ loc: `${selfUrl}?page=${i + 1}` })));
  }
  return urlset(first, sizes, (cursor, perPage) => listPosts({ ...criteria, offset: 0, perPage, cursor }));
}

/**
 * The part's pages, each written as it is read. After the first page each continues from the cursor of
 * the one before (the key of its last post): a post published or withdrawn meanwhile moves no other
 * post in or out of the part, as an offset would.
 */
async function* urlset(first: ListResult, sizes: SitemapSizes, next: (cursor: string, perPage: number) => Promise<ListResult>): AsyncGenerator<string> {
  const site = config.site;
  yield URLSET_OPEN;
  let result = first;
  let written = 0;
  for (;;) {
    // The page's translation groups: one BatchGetItem of its distinct groups (none when no post of the page has one).
    const groups = await findTranslationGroups(result.posts);
    const entries = result.posts.map((post) =>
      urlEntry({
        loc: postAddress(post, site),
        lastmod: post.updatedAt,
        alternates: publishedVersionsOf(post, groups).map((version) => ({ language: version.language, href: postAddress(version, site) })),
      }),
    );
    if (entries.length > 0) yield `\n${entries.join('\n')}`;
    written += result.posts.length;
    const left = sizes.partUrls - written;
    if (left <= 0 || !result.nextCursor) break;
    result = await next(result.nextCursor, Math.min(sizes.readPage, left));
  }
  yield `\n${URLSET_CLOSE}`;
}
