/**
 * Metrics of a post body, computed once when the content is written (shared/domains/content/process-content.ts)
 * and stored with the post (item attribute `content_metrics`, on the post item and its list rows).
 * Reads only map them: nothing on a read path parses a body. Parser-free, so read functions stay lean.
 */
import { CorruptItem, num, obj, optStr, str, type Item } from '#platform/db/attributes';
import type { TocItem } from '#domains/presentation/client-schemas';
import { anchorOf } from '#domains/presentation/content';

export interface ContentMetrics {
  words: number;
  /** Non-empty lines of the plain text. */
  lines: number;
  /** The first headings, nested; bounded by MAX_STORED_TOC_BYTES. */
  toc: TocItem[];
  /** Images, videos and audio embedded in the body; galleries. */
  media: number;
  galleries: number;
  /** The start of the plain text: the post's excerpt while none is written. */
  excerpt: string;
}

/** Metrics of an item written before they were stored: nothing is known, nothing is computed on read. */
export const UNKNOWN_METRICS: ContentMetrics = { words: 0, lines: 0, toc: [], media: 0, galleries: 0, excerpt: '' };

/**
 * Bound on the stored table of contents, so that metrics add at most a few KB to each copy of the post
 * (the item-size arithmetic of post.ts): a body made of thousands of headings keeps its first ones.
 */
export const MAX_STORED_TOC_BYTES = 4096;

/** The `content_metrics` attribute of a post write. */
export function contentMetricsAttribute(metrics: ContentMetrics | undefined): Item | null {
  if (!metrics) return null;
  const { words, lines, toc, media, galleries, excerpt } = metrics;
  return { words, lines, toc, media, galleries, excerpt };
}

const isMap = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

function tocOf(owner: Item, name: string): TocItem[] {
  const value = owner[name];
  if (!Array.isArray(value) || !value.every(isMap)) throw new CorruptItem(name, 'a list of headings', owner);
  // A table stored before anchors were slugs may hold an authored id as it was written: served as a slug.
  return value.map((entry) => ({ id: anchorOf(str(entry, 'id')) ?? 'section', title: str(entry, 'title'), level: num(entry, 'level'), children: tocOf(entry, 'children') }));
}

/** The stored metrics of an item; undefined for items written before metrics were stored. */
export function storedContentMetrics(item: Item): ContentMetrics | undefined {
  const stored = obj(item, 'content_metrics');
  if (!stored) return undefined;
  return {
    words: num(stored, 'words'),
    lines: num(stored, 'lines'),
    toc: tocOf(stored, 'toc'),
    media: num(stored, 'media'),
    galleries: num(stored, 'galleries'),
    excerpt: optStr(stored, 'excerpt') ?? '',
  };
}
