/**
 * Metrics of a post body (spec 2.4 `content`): plain text, word and line counts, reading time and the
 * table of contents. Bodies are HTML, Markdown or a mix, so both are handled by the same pass; this is
 * a presentation approximation, not a full parser.
 */
import type { PostContent, TocItem } from './client-schemas';

export const WORDS_PER_MINUTE = 200;
export const SHORT_MAX_CHARS = 200;
export const SLUG_MAX_CHARS = 120;

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0', zwnj: '\u200C', zwj: '\u200D',
  hellip: '…', mdash: '—', ndash: '–', laquo: '«', raquo: '»', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Inline markup of one line or heading: tags, links, emphasis, code spans, entities. */
function stripInline(s: string): string {
  return decodeEntities(
    s
      .replace(/<(https?:\/\/[^>\s]+)>/gi, '$1')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/\*(?=\S)([^*]*?\S)\*/g, '$1')
      // `_` only at word edges, so snake_case identifiers survive.
      .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu, '$1$2'),
  );
}

const BLOCK_TAGS =
  'p|div|h[1-6]|li|ul|ol|dl|dt|dd|blockquote|pre|tr|table|thead|tbody|section|article|aside|header|footer|figure|figcaption|hr|nav';
const BLOCK_TAG_RE = new RegExp(`<\\/?(?:${BLOCK_TAGS})\\b[^>]*>`, 'gi');

/** Body -> readable plain text: one line per block, single blank lines between paragraphs. */
export function plainText(body: string): string {
  const html = (body ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_TAG_RE, '\n');

  const lines = html.split('\n').map((raw) => {
    if (/^\s*(```|~~~)/.test(raw)) return '';
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(raw) || /^\s*=+\s*$/.test(raw)) return '';
    if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(raw)) return '';
    const line = raw
      .replace(/^\s{0,3}#{1,6}\s+(.*?)(\s+#+)?\s*$/, '$1')
      .replace(/^(\s*>)+\s?/, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
      .replace(/\s*\|\s*/g, (m, offset: number, whole: string) =>
        offset === 0 || offset + m.length === whole.length ? '' : ' ',
      );
    return stripInline(line).replace(/[ \t\u00A0\u2000-\u200A\u202F\u205F\u3000]+/g, ' ').trim();
  });
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

const WORD_RE = /[\p{L}\p{N}\p{M}]+(?:[\u200C\u200D'’][\p{L}\p{N}\p{M}]+)*/gu;

/** Words of any script; a ZWNJ (Persian half-space) or an apostrophe joins the parts of one word. */
export function countWords(text: string): number {
  return text.match(WORD_RE)?.length ?? 0;
}

/** Cuts on a word boundary so the result, "…" included, is at most `maxChars` characters. */
function truncateOnWord(text: string, maxChars: number): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  if (maxChars <= 1) return '…';
  const head = chars.slice(0, maxChars - 1).join('');
  let cut = head;
  if (!/\s/.test(chars[maxChars - 1])) {
    const lastSpace = head.search(/\s\S*$/);
    if (lastSpace > 0) cut = head.slice(0, lastSpace);
  }
  return cut.replace(/[\s,;:،؛\-–—]+$/u, '') + '…';
}

/** Plain-text start of the body on one line; the default excerpt of a post. */
export function excerptOf(body: string, maxChars = 160): string {
  return truncateOnWord(plainText(body).replace(/\s+/g, ' ').trim(), maxChars);
}

/**
 * URL slug keeping letters and digits of every script ("سلام دنیا" -> "سلام-دنیا"). Accents, Arabic
 * diacritics and kashida are dropped so visually equal titles give equal slugs.
 */
/**
 * What `slugify` can produce, as a JSON Schema pattern (ECMA-262 with the `u` flag): lower-case
 * letters of any script, digits and marks, in runs joined by single hyphens. The validators accept a
 * slug when `slugify` keeps it unchanged; the OpenAPI document states this pattern for it.
 */
export const SLUG_PATTERN = '^[\\p{Ll}\\p{Lm}\\p{Lo}\\p{N}\\p{M}]+(?:-[\\p{Ll}\\p{Lm}\\p{Lo}\\p{N}\\p{M}]+)*$';

export function slugify(text: string): string {
  const slug = (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u0652\u0640]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const chars = Array.from(slug);
  if (chars.length <= SLUG_MAX_CHARS) return slug;
  let cut = chars.slice(0, SLUG_MAX_CHARS).join('');
  if (chars[SLUG_MAX_CHARS] !== '-' && cut.includes('-')) cut = cut.slice(0, cut.lastIndexOf('-'));
  return cut.replace(/-+$/, '');
}

interface Heading {
  index: number;
  level: number;
  title: string;
  explicitId?: string;
}

/** [start, end) ranges of fenced code blocks: headings shown as code are not headings. */
function fencedRanges(body: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const re = /^ {0,3}(```+|~~~+)[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm;
  for (const m of body.matchAll(re)) ranges.push([m.index, m.index + m[0].length]);
  return ranges;
}

function headingsOf(body: string): Heading[] {
  const fences = fencedRanges(body);
  const inCode = (i: number) => fences.some(([s, e]) => i >= s && i < e);
  const found: Heading[] = [];

  for (const m of body.matchAll(/<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\1\s*>/gi)) {
    const id = /\bid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(m[2]);
    found.push({
      index: m.index,
      level: Number(m[1]),
      title: stripInline(m[3]).replace(/\s+/g, ' ').trim(),
      explicitId: id ? (id[1] ?? id[2] ?? id[3]) || undefined : undefined,
    });
  }
  for (const m of body.matchAll(/^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const custom = /\s*\{#([^}\s]+)\}$/.exec(m[2]);
    const raw = custom ? m[2].slice(0, custom.index) : m[2];
    found.push({
      index: m.index,
      level: m[1].length,
      title: stripInline(raw).replace(/\s+/g, ' ').trim(),
      explicitId: custom?.[1],
    });
  }
  return found.filter((h) => h.title && !inCode(h.index)).sort((a, b) => a.index - b.index);
}

/** Headings nested by level, each with an anchor unique within the body. */
export function tocMenus(body: string): TocItem[] {
  const headings = headingsOf(body ?? '');
  // Authored ids are kept as they are, so generated anchors must step around them.
  const used = new Set(headings.flatMap((h) => (h.explicitId ? [h.explicitId] : [])));
  const anchor = (title: string) => {
    const base = slugify(title) || 'section';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };

  const roots: TocItem[] = [];
  const open: TocItem[] = [];
  for (const h of headings) {
    const item: TocItem = { id: h.explicitId ?? anchor(h.title), title: h.title, level: h.level, children: [] };
    while (open.length && open[open.length - 1].level >= h.level) open.pop();
    (open.length ? open[open.length - 1].children : roots).push(item);
    open.push(item);
  }
  return roots;
}

const EMBEDDED_MEDIA = /<(?:img|video|audio)\b|!\[[^\]]*\]\([^)]+\)/gi;
const GALLERIES = /<[a-z][^>]*\bclass\s*=\s*["'][^"']*\bgallery\b[^"']*["'][^>]*>|\[gallery\b[^\]]*\]/gi;

/** Media and galleries embedded in the body (the client post's `cache`): counted, since the body is the source of truth. */
export function embeddedMediaCounts(body: string): { uploaded_media_count: number; uploaded_gallery_count: number } {
  return {
    uploaded_media_count: body.match(EMBEDDED_MEDIA)?.length ?? 0,
    uploaded_gallery_count: body.match(GALLERIES)?.length ?? 0,
  };
}

export function readTimeMinutes(words: number): number {
  return words === 0 ? 0 : Math.ceil(words / WORDS_PER_MINUTE);
}

export function contentMetrics(body: string, opts: { shortMaxChars?: number } = {}): PostContent {
  const full = body ?? '';
  const text = plainText(full);
  const words = countWords(text);
  return {
    short: truncateOnWord(text.replace(/\s+/g, ' ').trim(), opts.shortMaxChars ?? SHORT_MAX_CHARS),
    full,
    lines: text.split('\n').filter((line) => line.trim() !== '').length,
    words,
    read_times: readTimeMinutes(words),
    toc_menus: tocMenus(full),
  };
}
