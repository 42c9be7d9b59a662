/**
 * Metrics of a post body, computed when the content is written and stored with the post (item
 * attribute `content_metrics`, on the post item and its list rows), so that client reads do not parse
 * every body again: a 15-post page spent most of its CPU time here. Items written before the metrics
 * were stored have none; readers then compute them from the body (shared/client/client-post.ts).
 */
import { CorruptItem, num, obj, str, type Item } from '../db/attributes';
import type { TocItem } from '../presentation/client-schemas';
import { countWords, embeddedMediaCounts, plainText, tocMenus } from '../presentation/content';

export interface ContentMetrics {
  words: number;
  /** Non-empty lines of the plain text. */
  lines: number;
  toc: TocItem[];
  /** Images, videos and audio embedded in the body; galleries. */
  media: number;
  galleries: number;
}

export function contentMetricsOf(content: string): ContentMetrics {
  const text = plainText(content);
  const embedded = embeddedMediaCounts(content);
  return {
    words: countWords(text),
    lines: text.split('\n').filter((line) => line.trim() !== '').length,
    toc: tocMenus(content),
    media: embedded.uploaded_media_count,
    galleries: embedded.uploaded_gallery_count,
  };
}

/**
 * Bound on the stored table of contents, so that metrics add at most a few KB to each copy of the post
 * (the item-size arithmetic of post.ts): a body made of thousands of headings stores none (null), and
 * its readers compute them.
 */
export const MAX_STORED_TOC_BYTES = 4096;

// A write builds the post item and up to 28 list rows from one post: compute its metrics once.
let last: { content: string; attribute: Item | null } | undefined;

/** The `content_metrics` attribute: the metrics, or null when they are too large to store. */
export function contentMetricsAttribute(content: string): Item | null {
  if (last?.content === content) return last.attribute;
  const metrics = contentMetricsOf(content);
  const attribute =
    Buffer.byteLength(JSON.stringify(metrics.toc)) > MAX_STORED_TOC_BYTES
      ? null
      : { words: metrics.words, lines: metrics.lines, toc: metrics.toc, media: metrics.media, galleries: metrics.galleries };
  last = { content, attribute };
  return attribute;
}

const isMap = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

function tocOf(owner: Item, name: string): TocItem[] {
  const value = owner[name];
  if (!Array.isArray(value) || !value.every(isMap)) throw new CorruptItem(name, 'a list of headings', owner);
  return value.map((entry) => ({ id: str(entry, 'id'), title: str(entry, 'title'), level: num(entry, 'level'), children: tocOf(entry, 'children') }));
}

/** The stored metrics of an item; undefined for items written before metrics were stored, or too large to store. */
export function storedContentMetrics(item: Item): ContentMetrics | undefined {
  const stored = obj(item, 'content_metrics');
  if (!stored) return undefined;
  return {
    words: num(stored, 'words'),
    lines: num(stored, 'lines'),
    toc: tocOf(stored, 'toc'),
    media: num(stored, 'media'),
    galleries: num(stored, 'galleries'),
  };
}
