import { all, listPosts, postRelations } from './access-fragments';
import { route } from './types';

export const clientFeed = route({
  id: 'client-cms-feed',
  method: 'GET',
  path: '/api/client/v3/cms/feed',
  summary: 'Get the feed of the latest posts',
  description:
    "The 20 latest published posts as RSS 2.0 (`format=rss`, the default, `application/rss+xml`) or Atom 1.0 (`format=atom`, `application/atom+xml`), of the whole site or of one `category_id`, `tag_id` or `language` (`fa`, `en`). Each entry: the title, the post's canonical address as its link (SITE_URL and POST_URL_PATTERN), a stable id (a `tag:` URI of the site's host, the post's creation date and id, unchanged by edits), the publication date and the excerpt. Errors are JSON in the envelope: another `format` is 400 `bad_request`.",
  entry: 'functions/client/cms/site/feed.ts',
  audience: 'client',
  // A feed of one language reads pages one after another through the list's cursor.
  capabilities: ['cursor-key'],
  access: all(listPosts, postRelations),
  bench: { query: { format: 'atom' }, list: 'other' },
});


export const clientSitemap = route({
  id: 'client-cms-sitemap',
  method: 'GET',
  path: '/api/client/v3/cms/sitemap',
  summary: 'Get the sitemap of published posts',
  description:
    'A sitemap (protocol 0.9, `application/xml`) of every published post\'s canonical address with `lastmod`. Up to 50,000 posts it is one `urlset`; beyond, a `sitemapindex` whose parts are `?page=1`, `?page=2`... of 50,000 posts each, in id order. A part costs the reads of its own posts whatever the size of the site. The answer is streamed (chunked, compressed when `Accept-Encoding` asks for gzip or deflate). A `page` beyond the last part answers 404 `resource_not_found` (JSON, in the envelope).',
  entry: 'functions/client/cms/site/sitemap.ts',
  audience: 'client',
  // A part of 50,000 URLs is 6.5-16 MB: past a buffered answer's 6 MB (docs/sites.md, "Sitemap").
  streamed: true,
  // A part is a list page, and the list seals the cursor of the page after it (unused here).
  capabilities: ['cursor-key'],
  access: all(listPosts),
  bench: { query: { page: 1 }, list: 'other' },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'client cms/feed': 'What a public site publishes for readers besides its pages: the RSS and Atom feed of its latest posts.',
  'client cms/sitemap': 'What a public site gives crawlers: the sitemap of its published posts.',
};
