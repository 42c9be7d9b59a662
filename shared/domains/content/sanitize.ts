/**
 * The allow-list HTML sanitizer applied, at write time, to content from callers without
 * `cms.content.unfiltered_html` (CONTRACT section 2): one htmlparser2 pass that re-serialises the
 * document, so what is stored is what was checked. Only the tags and attributes below survive, URLs
 * only with http, https or mailto (images: http and https), and no `style` attribute at all.
 *
 * It writes what sanitize-html (apostrophecms) 2.18 writes with the options of
 * test/support/sanitize-html-oracle.ts, byte for byte (test/unit/content/sanitizer-equivalence.test.ts
 * holds it to that library on the OWASP cases, hostile and random HTML): the same parser, the same
 * allow-list decisions, the same escaping. It is its own pass rather than a call of that library
 * because the same walk feeds the content's analysis (words, lines, headings, media: `HtmlEvents`)
 * with exactly the elements and text it keeps, so sanitized content is parsed once instead of twice,
 * and it drops the library's per-element bookkeeping that only its unused options read (the text of
 * every open element, for `exclusiveFilter`): 100 KB of `<h1>h</h1>` cost 83 ms in sanitize-html and
 * 32 ms more to analyse the result; here both are one pass. Write path only.
 */
/// <reference path="./parse-srcset.d.ts" />
// Shared with the console's preview (browser code): nothing here may use Node's globals.
import parseSrcset from 'parse-srcset';
import { Parser } from 'htmlparser2';
import { ContentNestedTooDeep, MAX_HTML_DEPTH } from './content-errors';
import type { HtmlEvents } from './analyse-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** What a reader of a blog expects: text structure, links, images, tables, code, quotes, figures. */
export const ALLOWED_TAGS = [
  ...HEADINGS,
  'p', 'br', 'hr', 'div', 'span', 'section', 'article',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'code', 'pre', 'kbd', 'samp', 'var', 'blockquote', 'q', 'cite',
  'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'dfn', 'time',
];

export const ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto'];
export const ALLOWED_IMAGE_URL_SCHEMES = ['http', 'https'];

/** An attribute kept only with one of these values (any other value leaves the attribute without one). */
export interface EnumeratedAttribute {
  name: string;
  values: string[];
}

export const ALLOWED_ATTRIBUTES: Readonly<Record<string, ReadonlyArray<string | EnumeratedAttribute>>> = {
  // `rel` comes from the rule for `target` below (the only value it may have), never from the input's own choice.
  a: ['href', 'title', { name: 'target', values: ['_blank'] }, { name: 'rel', values: ['noopener noreferrer'] }],
  img: ['src', 'srcset', 'alt', 'title', 'width', 'height', { name: 'loading', values: ['lazy', 'eager'] }],
  // Anchors of the table of contents.
  ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  th: ['colspan', 'rowspan', 'scope', 'align'],
  td: ['colspan', 'rowspan', 'align'],
  col: ['span'],
  colgroup: ['span'],
  abbr: ['title'],
  dfn: ['title'],
  q: ['cite'],
  blockquote: ['cite'],
  time: ['datetime'],
  code: ['class'],
  pre: ['class'],
  div: ['class'],
  figure: ['class'],
};

/** Highlighting languages of code blocks and galleries; no other class. A trailing `*` matches any rest. */
export const ALLOWED_CLASSES: Readonly<Record<string, readonly string[]>> = {
  code: ['language-*'],
  pre: ['language-*'],
  div: ['gallery', 'gallery-*'],
  figure: ['gallery', 'gallery-*'],
};

/** Attributes whose value is a URL (or, for srcset, a list of them): their scheme is checked. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'srcset']);

/** Written as `<name />`, with no closing tag (all void elements for the parser). */
const SELF_CLOSING = new Set(['img', 'br', 'hr', 'col']);

/** The text of these is code or chrome, not words of the post: dropped with the element. */
export const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'title'];

/** Attributes that mean nothing without a value (sanitize-html's list of non-boolean attributes), except `alt`. */
const NEEDS_A_VALUE = new Set([
  'abbr', 'accept', 'accept-charset', 'accesskey', 'action', 'allow', 'as', 'autocapitalize', 'autocomplete',
  'blocking', 'charset', 'cite', 'class', 'color', 'cols', 'colspan', 'content', 'contenteditable', 'coords', 'crossorigin',
  'data', 'datetime', 'decoding', 'dir', 'dirname', 'download', 'draggable', 'enctype', 'enterkeyhint', 'fetchpriority', 'for',
  'form', 'formaction', 'formenctype', 'formmethod', 'formtarget', 'headers', 'height', 'hidden', 'high', 'href', 'hreflang',
  'http-equiv', 'id', 'imagesizes', 'imagesrcset', 'inputmode', 'integrity', 'is', 'itemid', 'itemprop', 'itemref', 'itemtype',
  'kind', 'label', 'lang', 'list', 'loading', 'low', 'max', 'maxlength', 'media', 'method', 'min', 'minlength', 'name',
  'nonce', 'optimum', 'pattern', 'ping', 'placeholder', 'popover', 'popovertarget', 'popovertargetaction', 'poster', 'preload',
  'referrerpolicy', 'rel', 'rows', 'rowspan', 'sandbox', 'scope', 'shape', 'size', 'sizes', 'slot', 'span', 'spellcheck', 'src',
  'srcdoc', 'srclang', 'srcset', 'start', 'step', 'style', 'tabindex', 'target', 'title', 'translate', 'type', 'usemap',
  'value', 'width', 'wrap',
]);

/** A name that cannot end the attribute or the tag early (the HTML tokenizer's attribute-name state). */
const VALID_ATTRIBUTE_NAME = /^[^\0\t\n\f\r /<=>]+$/;

const ALLOWED = new Set(ALLOWED_TAGS);
/** The tags of allowed elements as written without attributes: one string each, not one per element. */
const START_TAGS = new Map(ALLOWED_TAGS.map((name) => [name, SELF_CLOSING.has(name) ? `<${name} />` : `<${name}>`]));
const END_TAGS = new Map(ALLOWED_TAGS.map((name) => [name, `</${name}>`]));
// Read once: under tsx and Jest an imported binding is a getter call at every use.
const DEPTH_LIMIT = MAX_HTML_DEPTH;
const NON_TEXT = new Set(NON_TEXT_TAGS);

interface AttributeRule {
  /** Kept with any value. */
  any: Set<string>;
  enumerated: Map<string, readonly string[]>;
  /** Class names kept as they are, and prefixes (from `prefix*`). */
  classes?: { exact: Set<string>; prefixes: string[] };
}

const RULES = new Map<string, AttributeRule>(
  Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attributes]) => {
    const rule: AttributeRule = { any: new Set(), enumerated: new Map() };
    for (const attribute of attributes) {
      if (typeof attribute === 'string') rule.any.add(attribute);
      else rule.enumerated.set(attribute.name, attribute.values);
    }
    const classes = ALLOWED_CLASSES[tag];
    if (classes) {
      rule.classes = { exact: new Set(classes.filter((c) => !c.endsWith('*'))), prefixes: classes.filter((c) => c.endsWith('*')).map((c) => c.slice(0, -1)) };
    }
    return [tag, rule];
  }),
);

/**
 * What a browser makes of a URL's scheme: it drops control characters and spaces, and comments
 * (an XML data island may read them). True when the scheme is not allowed; a URL without a scheme
 * (relative, protocol-relative, a fragment) is allowed.
 */
export function naughtyUrl(url: string, allowedSchemes: readonly string[]): boolean {
  // eslint-disable-next-line no-control-regex
  let href = url.replace(/[\x00-\x20]+/g, '');
  for (;;) {
    const first = href.indexOf('<!--');
    if (first === -1) break;
    const last = href.indexOf('-->', first + 4);
    if (last === -1) break;
    href = href.substring(0, first) + href.substring(last + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(href);
  if (!scheme) return false;
  return !allowedSchemes.includes(scheme[1].toLowerCase());
}


/** The srcset without its candidates of a scheme not allowed; undefined when none is left or it does not parse. */
function safeSrcset(value: string, allowedSchemes: readonly string[]): string | undefined {
  try {
    const kept = parseSrcset(value).filter((candidate) => !naughtyUrl(candidate.url as string, allowedSchemes));
    if (kept.length === 0) return undefined;
    return kept
      .map((candidate) => {
        if (!candidate.url) throw new Error('URL missing');
        return candidate.url + (candidate.w ? ` ${candidate.w}w` : '') + (candidate.h ? ` ${candidate.h}h` : '') + (candidate.d ? ` ${candidate.d}x` : '');
      })
      .join(', ');
  } catch {
    return undefined;
  }
}

function allowedClasses(value: string, rule: NonNullable<AttributeRule['classes']>): string {
  return value
    .split(/\s+/)
    .filter((name) => rule.exact.has(name) || rule.prefixes.some((prefix) => name.startsWith(prefix)))
    .join(' ');
}

// Most text holds none of these: one test instead of three replacements.
const TEXT_SPECIAL = /[&<>]/;
const escapeText = (text: string) => (TEXT_SPECIAL.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : text);
const escapeAttribute = (value: string) => (value.includes('"') ? escapeText(value).replace(/"/g, '&quot;') : escapeText(value));

/** A new tab opened by a link must not get a handle on this page (window.opener); other targets go. */
function linkAttributes(attributes: Record<string, string>): Record<string, string> {
  // Most links have neither: no copy of their attributes then.
  if (attributes.target === undefined && attributes.rel === undefined) return attributes;
  const { target, rel: _sent, ...rest } = attributes;
  return target?.toLowerCase() === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest;
}

/** The kept attributes of an allowed element, as written (the name, then `="value"` when it has one). */
function writtenAttributes(name: string, attributes: Record<string, string>, kept: Record<string, string>): string {
  const rule = RULES.get(name);
  if (!rule) return '';
  const schemes = name === 'img' ? ALLOWED_IMAGE_URL_SCHEMES : ALLOWED_URL_SCHEMES;
  let written = '';
  for (const attribute of Object.keys(attributes)) {
    let value = attributes[attribute];
    if (!VALID_ATTRIBUTE_NAME.test(attribute)) continue;
    if (value === '' && attribute !== 'alt' && NEEDS_A_VALUE.has(attribute)) continue;
    const values = rule.enumerated.get(attribute);
    if (values) value = values.includes(value) ? value : '';
    else if (!rule.any.has(attribute) && !(attribute === 'class' && rule.classes)) continue;
    if (URL_ATTRIBUTES.has(attribute) && naughtyUrl(value, schemes)) continue;
    if (attribute === 'srcset') {
      const safe = safeSrcset(value, schemes);
      if (safe === undefined) continue;
      value = safe;
    }
    if (attribute === 'class' && rule.classes) {
      value = allowedClasses(value, rule.classes);
      if (value === '') continue;
    }
    written += ` ${attribute}`;
    if (value !== '') written += `="${escapeAttribute(value)}"`;
    else if (attribute === 'alt') written += '=""';
    kept[attribute] = value;
  }
  return written;
}

/** An element without attributes, shared: the writer then has none to filter. Never written to. */
export const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});

/** No event of the analysis: for callers that only want the sanitized HTML. */
const NO_EVENTS: HtmlEvents = { open() {}, text() {}, close() {} };

/**
 * Writes elements of the allow-list and text as the sanitizer's output holds them (attributes
 * filtered, text escaped, void elements self-closed) and hands `events` what it writes. The
 * sanitizer's pass below writes every element it keeps through it; Markdown without raw HTML, whose
 * elements are all allowed, is written through it from markdown-it's tokens, with no HTML to parse
 * (markdown-events.ts). `open` must only be called with a name of ALLOWED_TAGS.
 */
export class SanitizedWriter implements HtmlEvents {
  // Pieces joined once at the end: appending to one string made a rope node per piece (75,000 for
  // `"# h\n"` repeated to 100 KB), all kept alive until the output was read.
  private readonly parts: string[] = [];

  constructor(private readonly events: HtmlEvents = NO_EVENTS) {}

  open(name: string, attributes: Readonly<Record<string, string>>): void {
    if (attributes === NO_ATTRIBUTES) {
      this.parts.push(START_TAGS.get(name)!);
      this.events.open(name, NO_ATTRIBUTES);
      return;
    }
    const kept: Record<string, string> = {};
    const written = writtenAttributes(name, name === 'a' ? linkAttributes(attributes) : attributes, kept);
    this.parts.push(written === '' ? START_TAGS.get(name)! : `<${name}${written}${SELF_CLOSING.has(name) ? ' />' : '>'}`);
    this.events.open(name, kept);
  }

  text(text: string): void {
    this.parts.push(escapeText(text));
    this.events.text(text);
  }

  close(name: string): void {
    if (!SELF_CLOSING.has(name)) this.parts.push(END_TAGS.get(name)!);
    this.events.close(name);
  }

  /** The sanitized HTML written so far. */
  html(): string {
    return this.parts.join('');
  }
}

/**
 * Whether `html` holds nothing the sanitizer would take out: every element on the allow-list, every
 * attribute one it keeps with the value it keeps, no comment, declaration or processing instruction.
 * Not "the sanitizer writes it back byte for byte": bad nesting that a dropped element used to hide
 * (`<p><head><p>` is written `<p><p></p></p>`) reads differently once that element is gone, so the
 * sanitizer's output is not always its own fixed point, but it always holds only allowed HTML. This
 * is how an import tells content the API already sanitized (kept as it is) from content that needs it.
 */
export function holdsOnlyAllowedHtml(html: string): boolean {
  let allowed = true;
  const refuse = () => {
    allowed = false;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!allowed) return;
        if (!ALLOWED.has(name)) return refuse();
        const kept: Record<string, string> = {};
        writtenAttributes(name, name === 'a' ? linkAttributes(attributes) : attributes, kept);
        const names = Object.keys(attributes);
        // An enumerated attribute with a value not on its list is written without one (`<img loading />`),
        // which the sanitizer drops when it reads it again: harmless, and the sanitizer's own output.
        const enumerated = RULES.get(name)?.enumerated;
        const same = (attribute: string) => kept[attribute] === attributes[attribute] || (attributes[attribute] === '' && enumerated?.has(attribute) === true);
        if (Object.keys(kept).some((attribute) => !(attribute in attributes)) || !names.every(same)) refuse();
      },
      oncomment: refuse,
      onprocessinginstruction: refuse,
      oncdatastart: refuse,
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return allowed;
}

/** An element opened in the input: whether it is written, and under which name its close comes. */
interface Frame {
  name: string;
  kept: boolean;
}

/**
 * The sanitized HTML. `events`, when given, receives the elements and text the output holds, in
 * order, as a parser reading the output would report them (a self-closed element opens and closes
 * at once). Throws ContentNestedTooDeep when elements nest deeper than MAX_HTML_DEPTH, counted as
 * the parser opens and closes them (implied closes and void elements included), before the depth
 * makes the work quadratic: so a sanitized body costs time linear in its length.
 */
export function sanitizePostHtml(html: string, events: HtmlEvents = NO_EVENTS): string {
  const writer = new SanitizedWriter(events);
  let nesting = 0;
  const stack: Frame[] = [];
  // Inside an element dropped with its text (NON_TEXT_TAGS): how many elements deep.
  let skipTextDepth = 0;
  // A browser reads <noscript> as raw text up to its first `</noscript`, where htmlparser2 reads
  // markup: from the parser's close of a dropped <noscript> until that offset, nothing is written
  // but the closes of elements opened before it (as sanitize-html does, GHSA-x3q4-9hxx-gx8m).
  let rawTextEnd: number | null = null;
  let skipRawText = false;

  const leaveRawTextAt = () => {
    if (rawTextEnd !== null && parser.startIndex >= rawTextEnd) {
      rawTextEnd = null;
      skipRawText = false;
    }
  };
  const findRawTextEnd = (tag: string, from: number) => {
    const end = new RegExp(`</${tag}[\\t\\n\\f\\r />]`, 'ig');
    end.lastIndex = from;
    const match = end.exec(html);
    return match ? match.index : Infinity;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (++nesting > DEPTH_LIMIT) throw ContentNestedTooDeep.html();
        leaveRawTextAt();
        if (skipRawText) return;
        if (skipTextDepth > 0) {
          skipTextDepth++;
          return;
        }
        const kept = ALLOWED.has(name);
        stack.push({ name, kept });
        if (!kept) {
          if (NON_TEXT.has(name)) {
            skipTextDepth = 1;
            if (name === 'noscript') rawTextEnd = findRawTextEnd('noscript', parser.endIndex + 1);
          }
          return;
        }
        writer.open(name, attributes);
      },
      ontext(text) {
        leaveRawTextAt();
        if (skipTextDepth > 0 || skipRawText) return;
        writer.text(text);
      },
      onclosetag(name) {
        nesting--;
        leaveRawTextAt();
        if (skipRawText) {
          const last = stack[stack.length - 1];
          if (!last || last.name !== name) return;
        } else if (skipTextDepth > 0) {
          skipTextDepth--;
          if (skipTextDepth > 0) return;
          if (rawTextEnd !== null) skipRawText = true;
        }
        const frame = stack.pop();
        if (!frame) return;
        if (frame.name !== name) {
          // A close that is not the open element's (bad markup): it closes nothing.
          stack.push(frame);
          return;
        }
        if (frame.kept) writer.close(name);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return writer.html();
}
