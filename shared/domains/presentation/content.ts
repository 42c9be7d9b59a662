/**
 * Text helpers shared by read and write paths: word counting (any script), cutting on a word
 * boundary, slugs, reading time. Parser-free and linear; the parsing of post bodies lives in
 * shared/domains/content/ (write path only).
 */

import { lazily } from '#platform/lazily';
import { persianLetters, splitScripts } from './scripts';

export const WORDS_PER_MINUTE = 200;
export const SLUG_MAX_CHARS = 120;

/**
 * The `\p{…}` patterns are built on first use, not written as literals: V8 checks a literal's syntax,
 * Unicode properties resolved, when it compiles the file, so each such literal cost every bundle that
 * carries this module about 0.1-0.45 ms of CPU at cold start whether it ever ran or not
 * (docs/performance.md). Shared global patterns are safe here: `match` and `replace` reset `lastIndex`.
 */
const wordRe = lazily(() => new RegExp("[\\p{L}\\p{N}\\p{M}]+(?:[\\u200C\\u200D'’][\\p{L}\\p{N}\\p{M}]+)*", 'gu'));
const nonWordRe = lazily(() => new RegExp('[^\\p{L}\\p{N}\\p{M}]+', 'gu'));

/** The characters of `[\p{L}\p{N}\p{M}]` below U+0080: ASCII letters and digits. */
const isAsciiWordChar = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
const APOSTROPHE = 39;

/**
 * Words of any script; a ZWNJ (Persian half-space) or an apostrophe joins the parts of one word.
 * ASCII text is counted by a scan that does what the word pattern does there and allocates nothing
 * (`match` builds an array of every word: 5 MB of garbage for a body of 25,000 one-word headings);
 * text with any other character is counted by the word pattern.
 */
export function countWords(text: string): number {
  let count = 0;
  let at = 0;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code >= 0x80) return text.match(wordRe())?.length ?? 0;
    at++;
    if (!isAsciiWordChar(code)) continue;
    count++;
    for (;;) {
      while (at < text.length && isAsciiWordChar(text.charCodeAt(at))) at++;
      if (text.charCodeAt(at) !== APOSTROPHE || !isAsciiWordChar(text.charCodeAt(at + 1))) break;
      at += 2;
    }
  }
  return count;
}

/** Cuts on a word boundary so the result, "…" included, is at most `maxChars` characters. */
export function truncateOnWord(text: string, maxChars: number): string {
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

/**
 * What `slugify` can produce, as a JSON Schema pattern (ECMA-262 with the `u` flag): lower-case
 * letters of any script, digits and marks, in runs joined by single hyphens. The validators accept a
 * slug when `slugify` keeps it unchanged; the OpenAPI document states this pattern for it.
 */
export const SLUG_PATTERN = '^[\\p{Ll}\\p{Lm}\\p{Lo}\\p{N}\\p{M}]+(?:-[\\p{Ll}\\p{Lm}\\p{Lo}\\p{N}\\p{M}]+)*$';

/**
 * URL slug keeping letters and digits of every script ("سلام دنیا" -> "سلام-دنیا"). Accents, Arabic
 * diacritics and kashida are dropped so visually equal titles give equal slugs; Arabic yeh and kaf
 * become the Persian letters, so both spellings give one slug; a word that goes on in another script
 * is cut there ("scаling" with a Cyrillic а -> "sc-а-ling"), so no slug made here mixes scripts in a
 * word (scripts.ts), which a slug that is sent is refused for.
 */
export function slugify(text: string): string {
  const slug = splitScripts(
    persianLetters(
      (text ?? '')
        .normalize('NFKD')
        .replace(/[\u0300-\u036f\u064b-\u0652\u0640]/g, '')
        .normalize('NFC')
        .toLowerCase()
        .replace(/['’‘`]/g, '')
        .replace(nonWordRe(), '-')
        .replace(/^-+|-+$/g, ''),
    ),
  );
  const chars = Array.from(slug);
  if (chars.length <= SLUG_MAX_CHARS) return slug;
  let cut = chars.slice(0, SLUG_MAX_CHARS).join('');
  if (chars[SLUG_MAX_CHARS] !== '-' && cut.includes('-')) cut = cut.slice(0, cut.lastIndexOf('-'));
  return cut.replace(/-+$/, '');
}

const ASCII_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A heading's authored id as a table-of-contents anchor: the id itself when it is a slug, else its
 * slug (`"><img src=x>` gives `img-src-x`), undefined when nothing of it is left (the title's slug is
 * used then). Applied when a body is written and, for tables stored before that, when one is read.
 */
export function anchorOf(id: string): string | undefined {
  // Most anchors are ASCII slugs already: no normalisation needed to know it.
  if (ASCII_SLUG.test(id)) return id;
  const slug = slugify(id);
  return slug === '' ? undefined : slug;
}

export function readTimeMinutes(words: number): number {
  return words === 0 ? 0 : Math.ceil(words / WORDS_PER_MINUTE);
}
