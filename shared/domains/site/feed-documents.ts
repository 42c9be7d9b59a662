/**
 * RSS 2.0 and Atom 1.0 documents of a feed's entries. Each entry's id is stable: a tag URI (RFC 4151)
 * of the site's host, the post's creation date and its id, which no edit (title, slug, category)
 * changes; the link is the post's canonical address.
 */
import { element, XML_DECLARATION } from './xml';

export interface FeedEntry {
  id: number;
  title: string;
  link: string;
  summary: string;
  createdAt: string;
  publishedAt: string;
  updatedAt: string;
  author?: string;
  category?: string;
}

export interface FeedHead {
  title: string;
  description: string;
  /** The site's home page. */
  siteUrl: string;
  /** This feed's own URL (rel="self"). */
  selfUrl: string;
  language?: string;
  /** When the newest entry changed; now for an empty feed. */
  updatedAt: string;
}

export const FEED_FORMATS = ['rss', 'atom'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];
export const FEED_MEDIA_TYPES: Readonly<Record<FeedFormat, string>> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };

/** `tag:example.com,2024-01-15:post/42`: stable across edits and across the site moving its pages. */
export function entryId(siteUrl: string, entry: Pick<FeedEntry, 'id' | 'createdAt'>): string {
  return `tag:${new URL(siteUrl).hostname},${entry.createdAt.slice(0, 10)}:post/${entry.id}`;
}

const rfc822 = (iso: string): string => new Date(iso).toUTCString();
const rfc3339 = (iso: string): string => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function rssDocument(head: FeedHead, entries: readonly FeedEntry[]): string {
  const items = entries.map((entry) =>
    [
      '<item>',
      element('title', entry.title),
      element('link', entry.link),
      element('guid', entryId(head.siteUrl, entry), { isPermaLink: 'false' }),
      element('pubDate', rfc822(entry.publishedAt)),
      element('description', entry.summary),
      entry.author ? element('dc:creator', entry.author) : '',
      entry.category ? element('category', entry.category) : '',
      '</item>',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', head.title),
    element('link', head.siteUrl),
    element('description', head.description),
    element('atom:link', undefined, { href: head.selfUrl, rel: 'self', type: FEED_MEDIA_TYPES.rss }),
    head.language ? element('language', head.language) : '',
    element('lastBuildDate', rfc822(head.updatedAt)),
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}

export function atomDocument(head: FeedHead, entries: readonly FeedEntry[]): string {
  const items = entries.map((entry) =>
    [
      '<entry>',
      element('id', entryId(head.siteUrl, entry)),
      element('title', entry.title, { type: 'text' }),
      element('link', undefined, { rel: 'alternate', type: 'text/html', href: entry.link }),
      element('published', rfc3339(entry.publishedAt)),
      element('updated', rfc3339(entry.updatedAt)),
      element('summary', entry.summary, { type: 'text' }),
      entry.author ? `<author>${element('name', entry.author)}</author>` : '',
      entry.category ? element('category', undefined, { term: entry.category }) : '',
      '</entry>',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    `<feed xmlns="http://www.w3.org/2005/Atom"${head.language ? ` xml:lang="${head.language}"` : ''}>`,
    element('id', head.selfUrl),
    element('title', head.title, { type: 'text' }),
    element('subtitle', head.description, { type: 'text' }),
    element('link', undefined, { rel: 'alternate', type: 'text/html', href: head.siteUrl }),
    element('link', undefined, { rel: 'self', type: FEED_MEDIA_TYPES.atom, href: head.selfUrl }),
    element('updated', rfc3339(head.updatedAt)),
    // Atom requires an author of the feed when an entry has none.
    `<author>${element('name', head.title)}</author>`,
    ...items,
    '</feed>',
  ].join('\n');
}
