import { documentDocuments, endpoint } from '#platform/http/endpoint';
import { documentReply } from '#platform/http/reply';
import { SitemapQuery, sitemap } from '#domains/site/sitemap';
import { SITEMAP_EXAMPLE } from '#domains/site/sitemap-examples';

export const operation = endpoint({ query: SitemapQuery }, async ({ query, url }) => documentReply('application/xml; charset=utf-8', await sitemap(query, url)));

DOCS: documentDocuments(operation, { 'application/xml': SITEMAP_EXAMPLE });
