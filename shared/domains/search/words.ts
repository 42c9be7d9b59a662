/**
 * Words: what the search index stores per post, and how a `like` term is found among them
 * (docs/data-model.md, "Search"). Folded text (fold.ts) is words separated by single spaces, so a term
 * found in a text is, split at its spaces:
 *  - one part (no space): a substring of one word of the text;
 *  - several parts: the first a suffix of a word, the middle ones whole words, the last a prefix of
 *    a word.
 * So every post that matches a term holds, in that field, a word that the term's longest-enough part
 * pins down: the word itself (a middle part), a word starting with it (the last part), ending with it
 * (the first part) or containing it (a single part). Per post the index keeps one posting per
 * distinct word (not per trigram: a post's words are a third of its trigrams or fewer), and per site,
 * once per word, the word's suffixes: a word contains `p` exactly when one of its suffixes starts
 * with `p`, which a `begins_with` on sorted keys answers.
 *
 * Words shorter than MIN_WORD_CHARS are not indexed (the, به, از: in nearly every post, and no
 * term needs them: a part that short is never the one looked up). Keys hold at most WORD_KEY_CHARS
 * characters of a word or suffix; a longer one is found by its first WORD_KEY_CHARS (a superset,
 * which the query verifies against the folded text).
 */
import { MIN_WORD_CHARS } from './fold';

/** Characters of a word (or suffix) a key holds: 64 code points are at most 256 bytes of UTF-8. */
export const WORD_KEY_CHARS = 64;

const chars = (text: string): string[] => Array.from(text);

/** The word as keys hold it: its first WORD_KEY_CHARS characters. */
export const wordKey = (word: string): string => chars(word).slice(0, WORD_KEY_CHARS).join('');

/** The partition a word (or a prefix of at least MIN_WORD_CHARS characters) is in: its first MIN_WORD_CHARS characters. */
export const shardOf = (word: string): string => chars(word).slice(0, MIN_WORD_CHARS).join('');

/** The distinct indexed words of folded text, full length, in order of appearance. */
export function wordsOf(folded: string): string[] {
  const words = new Set<string>();
  for (const word of folded.split(' ')) if (chars(word).length >= MIN_WORD_CHARS) words.add(word);
  return [...words];
}

/** The distinct keys of a word's suffixes of at least MIN_WORD_CHARS characters, the whole word last. */
export function suffixKeysOf(word: string): string[] {
  const letters = chars(word);
  const suffixes = new Set<string>();
  for (let start = letters.length - MIN_WORD_CHARS; start >= 0; start--) suffixes.add(letters.slice(start, start + WORD_KEY_CHARS).join(''));
  // The whole word's own suffix is written last: its presence says the word's others are there.
  const whole = wordKey(word);
  suffixes.delete(whole);
  return [...suffixes, whole];
}

/** How one part of a term pins down the words that hold it. */
export type PartKind = 'infix' | 'suffix' | 'word' | 'prefix';

export interface TermPart {
  kind: PartKind;
  /** The part as keys hold it (at most WORD_KEY_CHARS characters). */
  text: string;
}

/**
 * The parts of a folded term that the index can look up (at least MIN_WORD_CHARS characters), each
 * with how it sits in a matching text. Empty for a term the index cannot answer.
 */
export function lookupParts(folded: string): TermPart[] {
  const parts = folded.split(' ');
  const usable = (part: string) => chars(part).length >= MIN_WORD_CHARS;
  if (parts.length === 1) return usable(parts[0]!) ? [{ kind: 'infix', text: wordKey(parts[0]!) }] : [];
  return parts.flatMap((part, index): TermPart[] => {
    if (!usable(part)) return [];
    const kind: PartKind = index === 0 ? 'suffix' : index === parts.length - 1 ? 'prefix' : 'word';
    return [{ kind, text: wordKey(part) }];
  });
}
