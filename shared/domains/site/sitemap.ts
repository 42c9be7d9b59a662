/**
 * `GET /api/client/v3/cms/sitemap`: every published post's canonical address. A site of at most one
 * part's posts answers one `urlset`; a larger one answers a `sitemapindex` whose parts are `?page=N`,
 * each a `urlset` of one part. A part is one page of the site's published posts in id order, found
 * from the page blocks (shared/domains/posts/list/page-blocks.ts) without reading the keys before it:
 * a request reads its part's posts, their translation groups (for the `hreflang` alternates) and a
 * few counters, whatever the site's size.
 */
import * as z from 'zod/mini';
import { config } from '#platform/config';
import { NotFound } from '#platform/errors';
import { withJsonSchema } from '#platform/described';
import { listPosts } from '#domains/posts/list/list-posts';
import { postAddress } from '#domains/posts/model/post-address';
import { findTranslationGroups, publishedVersionsOf } from '#domains/posts/translations/translation-groups';
import { sitemapIndexDocument, urlsetDocument } from './sitemap-documents';

/**
 * URLs per part. The protocol allows up to 50,000, but a part is one buffered Lambda answer (at most
 * 6 MB) and 50,000 URLs with `lastmod` and alternates are 6.5-16 MB; larger parts need a streamed
 * answer (docs/sites.md, "Sitemap").
 */
export const SITEMAP_PART_URLS = 1000;

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
 * `selfUrl`: this route's absolute URL without a query (the index names its parts from it).
 * `partUrls`: tests make parts of a few posts to see an index without a thousand posts.
 */
export async function sitemap(query: SitemapQuery, selfUrl: string, partUrls: number = SITEMAP_PART_URLS): Promise<string> {
  const site = config.site;
  const page = query.page ?? 1;
  const result = await listPosts({ filters: { status: 'published' }, sort: 'id', order: 'asc', offset: (page - 1) * partUrls, perPage: partUrls });
  const parts = Math.max(1, Math.ceil(result.total / partUrls));
  if (page > parts) throw new NotFound('sitemap page', `The sitemap has ${parts} part${parts === 1 ? '' : 's'}: page ${page} does not exist.`);
  if (query.page === undefined && parts > 1) {
    return sitemapIndexDocument(Array.from({ length: parts }, (_, i) => ({ loc: `${selfUrl}?page=${i + 1}` })));
  }
  // The part's translation groups: one BatchGetItem of its distinct groups (none when no post of the part has one).
  const groups = await findTranslationGroups(result.posts);
  return urlsetDocument(
    result.posts.map((post) => ({
      loc: postAddress(post, site),
      lastmod: post.updatedAt,
      alternates: publishedVersionsOf(post, groups).map((version) => ({ language: version.language, href: postAddress(version, site) })),
    })),
  );
}
