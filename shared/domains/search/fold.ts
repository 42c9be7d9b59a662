/**
 * The one text folding of search: the indexed titles and excerpts and the searched terms are folded
 * alike, so a `like` search is a substring test on folded text. Folding makes equal what a reader
 * takes for the same word:
 *  - NFKC (Arabic presentation forms, full-width Latin, ligatures become their plain letters);
 *  - lower case;
 *  - Persian and Arabic letter forms unified: ي ى → ی, ك → ک, ة → ه, أ إ آ ٱ → ا (a Persian keyboard
 *    and an Arabic one type different code points for the same letter);
 *  - ZWNJ and ZWJ (half-spaces: «می‌خواهم» and «میخواهم» are the same word), tatweel (ـ, a stretch)
 *    and harakat (the short-vowel marks U+064B..U+065F and the superscript alef U+0670) removed;
 *  - runs of white space as one space, trimmed.
 */
const LETTER_FORMS: Readonly<Record<string, string>> = {
  '\u064A': '\u06CC', // ي Arabic yeh → ی Persian yeh
  '\u0649': '\u06CC', // ى alef maksura → ی
  '\u0643': '\u06A9', // ك Arabic kaf → ک Persian kaf
  '\u0629': '\u0647', // ة teh marbuta → ه
  '\u0623': '\u0627', // أ
  '\u0625': '\u0627', // إ
  '\u0622': '\u0627', // آ
  '\u0671': '\u0627', // ٱ alef wasla
};
const LETTER_FORM_PATTERN = new RegExp(`[${Object.keys(LETTER_FORMS).join('')}]`, 'g');
/** ZWNJ, ZWJ, tatweel, harakat and the superscript alef. */
const DROPPED = /[\u200C\u200D\u0640\u064B-\u065F\u0670]/g;

export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(LETTER_FORM_PATTERN, (letter) => LETTER_FORMS[letter])
    .replace(DROPPED, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The unit of the index is the word: a run of folded text between spaces, of at least MIN_WORD_CHARS
 * characters (code points: a Persian letter counts as one, as a Latin one does). A term is answered
 * from the index when one of its words is that long (words.ts says why that suffices).
 */
export const MIN_WORD_CHARS = 3;

/** Characters of folded text, by code point. */
export const foldedLength = (folded: string): number => Array.from(folded).length;

/** Whether a term can be answered from the index: one of its folded words has at least MIN_WORD_CHARS characters. */
export const isIndexableTerm = (term: string): boolean =>
  foldText(term)
    .split(' ')
    .some((part) => foldedLength(part) >= MIN_WORD_CHARS);
