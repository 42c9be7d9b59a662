/**
 * Sitemaps (protocol 0.9, sitemaps.org): a `urlset` of post addresses with `lastmod` and, for a post
 * with translations, `xhtml:link rel="alternate" hreflang` to each version (itself included, as
 * search engines ask); a `sitemapindex` of the parts when the site has more posts than one part holds.
 */
import { element, XML_DECLARATION } from './xml';

export interface SitemapUrl {
  loc: string;
  lastmod: string;
  /** Every language version of the page, this one included; empty when there is only this one. */
  alternates: readonly { language: string; href: string }[];
}

const w3cDatetime = (iso: string): string => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A urlset's opening (declaration and root element), entries one per line after it, then its close. */
export const URLSET_OPEN = `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`;
export const URLSET_CLOSE = '</urlset>';

export function urlEntry(url: SitemapUrl): string {
  return [
    '<url>',
    element('loc', url.loc),
    element('lastmod', w3cDatetime(url.lastmod)),
    ...url.alternates.map((alternate) => element('xhtml:link', undefined, { rel: 'alternate', hreflang: alternate.language, href: alternate.href })),
    '</url>',
  ].join('');
}

export function urlsetDocument(urls: readonly SitemapUrl[]): string {
  return [URLSET_OPEN, ...urls.map(urlEntry), URLSET_CLOSE].join('\n');
}

export function sitemapIndexDocument(parts: readonly { loc: string; lastmod?: string }[]): string {
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((part) => ['<sitemap>', element('loc', part.loc), part.lastmod ? element('lastmod', w3cDatetime(part.lastmod)) : '', '</sitemap>'].join('')),
    '</sitemapindex>',
  ].join('\n');
}
