/**
 * One streaming pass of htmlparser2 over a body's HTML (Markdown is rendered to HTML first): the
 * plain text as lines, the word count, the headings, the embedded media and galleries, the default
 * excerpt. Every step is linear in the input: the tokenizer is a state machine, text is appended
 * once, the TOC nests with a stack, and anchors are made unique with a counter per base (see
 * `uniqueAnchors`), never by a scan of what came before. Write path only.
 */
import { Parser } from 'htmlparser2';
import type { TocItem } from '#domains/presentation/client-schemas';
import { anchorOf, countWords, slugify, truncateOnWord } from '#domains/presentation/content';
import { ContentNestedTooDeep, MAX_HTML_DEPTH } from './content-errors';

/** Elements whose start and end break a line of the plain text. */
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'caption', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);
/** Elements whose text is not read (code of the page, not words of the post). */
const HIDDEN_TAGS = new Set(['script', 'style', 'template', 'noscript', 'head', 'title']);
const MEDIA_TAGS = new Set(['img', 'video', 'audio']);
// TextEncoder rather than Buffer: the console's preview runs this module's sanitizer in the browser.
const utf8 = new TextEncoder();
const HEADING_LEVEL: Readonly<Record<string, number>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const GALLERY_CLASS = /(?:^|[^a-z0-9_])gallery(?:[^a-z0-9_]|$)/i;
const SPACES = /[\s\u00A0\u2000-\u200A\u202F\u205F\u3000]+/g;
// Read once: under tsx and Jest an imported binding is a getter call at every use, and these are used per line and element.
const wordsIn = countWords;
const DEPTH_LIMIT = MAX_HTML_DEPTH;

export interface Heading {
  level: number;
  title: string;
  explicitId?: string;
}

/**
 * Headings kept for the table of contents: more than a 4 KB TOC can hold (an entry is at least 47
 * bytes of JSON), so a body of 25,000 headings costs no more TOC work than one of 256.
 */
export const MAX_HEADINGS = 256;

export interface HtmlAnalysis {
  /** Non-empty lines of the plain text, each with single spaces. */
  lines: string[];
  words: number;
  /** The first MAX_HEADINGS headings. */
  headings: Heading[];
  /** Authored ids of the headings after those: generated anchors must not take them either. */
  laterIds: string[];
  media: number;
  galleries: number;
}

/** `Title {#custom-id}` names its anchor (a Markdown heading has no attributes); found without a regex, so no backtracking. */
function explicitIdSuffix(title: string): { title: string; id?: string } {
  if (!title.endsWith('}')) return { title };
  const open = title.lastIndexOf('{#');
  if (open < 0) return { title };
  const id = title.slice(open + 2, -1);
  if (id === '' || /[\s{}]/.test(id)) return { title };
  return { title: title.slice(0, open).trimEnd(), id };
}

/** `[gallery ...]` shortcodes in the text: each opening counts when a `]` follows somewhere after it. */
function countGalleryShortcodes(text: string): number {
  if (!text.includes('[')) return 0;
  const lower = text.toLowerCase();
  const lastClose = lower.lastIndexOf(']');
  let count = 0;
  for (let at = lower.indexOf('[gallery'); at >= 0 && at < lastClose; at = lower.indexOf('[gallery', at + 8)) {
    const next = lower[at + 8];
    if (next === ']' || next === ' ' || next === '\t' || next === '\n') count++;
  }
  return count;
}

/**
 * What the analysis reads of HTML: the events of a parser (element opened, text, element closed),
 * fed by `analyseHtml` from htmlparser2 or, for sanitized content, by the sanitizer as it writes its
 * output (shared/domains/content/sanitize.ts), so that the HTML is parsed once.
 */
export interface HtmlEvents {
  open(name: string, attributes: Readonly<Record<string, string>>): void;
  text(text: string): void;
  close(name: string): void;
}

/** The analysis as events arrive; `result()` once the last has. */
export class HtmlAnalyser implements HtmlEvents {
  private readonly lines: string[] = [];
  private readonly headings: Heading[] = [];
  private readonly laterIds: string[] = [];
  private words = 0;
  private media = 0;
  private galleries = 0;
  private shortcodes = 0;
  private line = '';
  private hidden = 0;
  private heading: { level: number; text: string; id?: string; depth: number } | undefined;
  private depth = 0;

  private endLine(): void {
    if (this.line === '') return;
    const text = this.line.replace(SPACES, ' ').trim();
    this.line = '';
    if (text === '') return;
    this.lines.push(text);
    this.words += wordsIn(text);
    this.shortcodes += countGalleryShortcodes(text);
  }

  open(name: string, attributes: Readonly<Record<string, string>>): void {
    ++this.depth;
    if (HIDDEN_TAGS.has(name)) this.hidden++;
    if (MEDIA_TAGS.has(name)) this.media++;
    if (attributes.class !== undefined && GALLERY_CLASS.test(attributes.class)) this.galleries++;
    if (name === 'br') this.endLine();
    else if (BLOCK_TAGS.has(name)) this.endLine();
    const level = HEADING_LEVEL[name];
    if (level !== undefined && this.heading === undefined) {
      this.heading = { level, text: '', depth: this.depth, id: attributes.id || undefined };
    }
  }

  text(text: string): void {
    if (this.hidden > 0) return;
    if (this.heading) this.heading.text += text;
    // A newline of the source is a line of the text (soft breaks of Markdown, lines of code).
    let from = 0;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', from)) {
      this.line += text.slice(from, at);
      this.endLine();
      from = at + 1;
    }
    this.line += text.slice(from);
  }

  close(name: string): void {
    if (HIDDEN_TAGS.has(name) && this.hidden > 0) this.hidden--;
    const heading = this.heading;
    if (heading && this.depth === heading.depth) {
      const named = explicitIdSuffix(heading.text.replace(SPACES, ' ').trim());
      // An authored id is the anchor only as a slug: `toc_menus[].id` is never markup or a quote.
      const authored = heading.id ?? named.id;
      const id = authored === undefined ? undefined : anchorOf(authored);
      if (named.title === '') {
        // A heading without text is no entry of the TOC.
      } else if (this.headings.length < MAX_HEADINGS) {
        this.headings.push({ level: heading.level, title: named.title, ...(id ? { explicitId: id } : {}) });
      } else if (id) {
        this.laterIds.push(id);
      }
      this.heading = undefined;
    }
    if (BLOCK_TAGS.has(name)) this.endLine();
    this.depth--;
  }

  result(): HtmlAnalysis {
    this.endLine();
    return { lines: this.lines, words: this.words, headings: this.headings, laterIds: this.laterIds, media: this.media, galleries: this.galleries + this.shortcodes };
  }
}

export function analyseHtml(html: string): HtmlAnalysis {
  const analyser = new HtmlAnalyser();
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        // Deeper nesting makes the parser's work quadratic (and no browser shows it): refused.
        if (++depth > DEPTH_LIMIT) throw ContentNestedTooDeep.html();
        analyser.open(name, attributes);
      },
      ontext(text) {
        analyser.text(text);
      },
      onclosetag(name) {
        analyser.close(name);
        depth--;
      },
    },
    PARSER_OPTIONS,
  );
  parser.end(html);
  return analyser.result();
}

/** How every pass of the pipeline reads HTML: entities decoded, tag and attribute names in lower case. */
export const PARSER_OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true } as const;

/**
 * Anchors unique within the body. Authored ids are kept as they are; a generated one takes its
 * base (the slug of the title), then `base-2`, `base-3`... from a counter kept per base, stepping
 * over ids already taken. Each taken id is stepped over at most once per base that can produce it,
 * so the work is linear in the number of headings.
 */
export function uniqueAnchors(headings: readonly Heading[], laterIds: readonly string[] = []): string[] {
  const taken = new Set<string>(laterIds);
  for (const h of headings) if (h.explicitId) taken.add(h.explicitId);
  const nextSuffix = new Map<string, number>();
  return headings.map((h) => {
    if (h.explicitId) return h.explicitId;
    const base = slugify(h.title) || 'section';
    let n = nextSuffix.get(base) ?? 1;
    let id = n === 1 ? base : `${base}-${n}`;
    while (taken.has(id)) id = `${base}-${++n}`;
    nextSuffix.set(base, n + 1);
    taken.add(id);
    return id;
  });
}

export const MAX_TOC_TITLE_CHARS = 200;

/**
 * Headings nested by level, the first ones only: entries are kept while their JSON stays within
 * `maxBytes`, so that the stored TOC is bounded whatever the body (later headings are left out,
 * never the whole TOC).
 */
export function tocOf(headings: readonly Heading[], maxBytes: number, laterIds: readonly string[] = []): { toc: TocItem[]; truncated: boolean } {
  const anchors = uniqueAnchors(headings, laterIds);
  const roots: TocItem[] = [];
  const open: TocItem[] = [];
  let bytes = 2;
  for (let i = 0; i < headings.length; i++) {
    const h = headings[i];
    const title = truncateOnWord(h.title, MAX_TOC_TITLE_CHARS);
    const item: TocItem = { id: anchors[i], title, level: h.level, children: [] };
    // The entry's JSON plus its separator; an estimate from above (escapes are counted once).
    const size = utf8.encode(JSON.stringify(item)).length + 1;
    if (bytes + size > maxBytes) return { toc: roots, truncated: true };
    bytes += size;
    while (open.length && open[open.length - 1].level >= h.level) open.pop();
    (open.length ? open[open.length - 1].children : roots).push(item);
    open.push(item);
  }
  return { toc: roots, truncated: false };
}
