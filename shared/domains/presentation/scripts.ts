/**
 * Writing systems in slugs. A slug word that mixes scripts (`scаling` with a Cyrillic `а`) looks like
 * another word and is the stuff of spoofed links, so a word of a slug keeps to one script, as
 * Unicode's "highly restrictive" identifier profile (UTS #39, 5.2) has it: one script, or Latin with
 * the scripts Chinese, Japanese and Korean write together (Han with Hiragana and Katakana, with
 * Hangul, or with Bopomofo). Digits, combining marks and letters of the Common script belong to no
 * script here. Letters of a script
 * not listed below count as one script of their own ("other"): only the listed ones are told apart.
 *
 * Arabic yeh (ي U+064A) and kaf (ك U+0643) are written as Persian ones (ی U+06CC, ک U+06A9) in slugs:
 * a Persian and an Arabic keyboard type different code points for the same letter, and the two
 * spellings must not be two slugs (search folds them the same way, shared/domains/search/fold.ts).
 */
import { lazily } from '#platform/lazily';

const SCRIPT_NAMES = [
  'Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Nko',
  'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala',
  'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Khmer', 'Mongolian', 'Ethiopic', 'Cherokee', 'Canadian_Aboriginal',
  'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo',
] as const;
/**
 * The Unicode property patterns, compiled on first use: V8 resolves a `\p{Script=…}` class when the
 * pattern is created, about 3 ms of CPU for these 36 at every cold start of a function that imports
 * this file (post and taxonomy writes and lists), most of which never meet a non-ASCII slug.
 */
const patterns = lazily(() => ({
  scripts: SCRIPT_NAMES.map((name) => ({ name: name as string, pattern: new RegExp(`^\\p{Script=${name}}$`, 'u') })),
  // Built from strings: a `\p{…}` literal is checked, properties resolved, when V8 compiles the file.
  letter: new RegExp('^\\p{L}$', 'u'),
  /** Letters every script shares (the Japanese prolonged sound mark ー): of no script, as digits. */
  shared: new RegExp('^[\\p{Script=Common}\\p{Script=Inherited}]$', 'u'),
}));
const OTHER = 'other';
const NON_ASCII = /[^\x00-\x7F]/;

/** Scripts one word may mix (each with Latin too). Arrays, not sets: a word holds one or two scripts. */
const COMPATIBLE: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Hangul'],
  ['Latin', 'Han', 'Bopomofo'],
];

/** The script of one code point that is a letter; undefined for anything else (digits, marks, hyphens). */
function scriptOf(char: string, hint: string | undefined): string | undefined {
  const code = char.codePointAt(0)!;
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) ? 'Latin' : undefined;
  const { scripts, letter, shared } = patterns();
  if (!letter.test(char) || shared.test(char)) return undefined;
  // The letter before it is most often of the same script: tried first.
  if (hint !== undefined && hint !== OTHER && scripts.find((script) => script.name === hint)!.pattern.test(char)) return hint;
  return scripts.find((script) => script.pattern.test(char))?.name ?? OTHER;
}

/** Whether one word may hold letters of all these (distinct) scripts. */
function oneWord(scripts: readonly string[]): boolean {
  if (scripts.length <= 1) return true;
  return COMPATIBLE.some((allowed) => scripts.every((script) => allowed.includes(script)));
}

/** The first word of `slug` (words are what hyphens separate) whose letters mix scripts, and those scripts. */
export function mixedScriptWord(slug: string): { word: string; scripts: string[] } | undefined {
  for (const word of slug.split('-')) {
    const scripts: string[] = [];
    let last: string | undefined;
    for (const char of word) {
      const script = scriptOf(char, last);
      if (script === undefined) continue;
      if (!scripts.includes(script)) scripts.push(script);
      last = script;
    }
    if (!oneWord(scripts)) return { word, scripts };
  }
  return undefined;
}

/** `slug` with a hyphen wherever a word would otherwise go on in another script: `scаling` → `sc-а-ling`. */
export function splitScripts(slug: string): string {
  // Most slugs are ASCII: one script, nothing to split.
  if (!NON_ASCII.test(slug)) return slug;
  let out = '';
  let scripts: string[] = [];
  let last: string | undefined;
  for (const char of slug) {
    if (char === '-') {
      scripts = [];
      out += char;
      continue;
    }
    const script = scriptOf(char, last);
    if (script !== undefined && !scripts.includes(script)) {
      if (!oneWord([...scripts, script])) {
        out += '-';
        scripts = [];
      }
      scripts.push(script);
    }
    if (script !== undefined) last = script;
    out += char;
  }
  return out;
}

const ARABIC_FORMS = /[\u064A\u0643]/g;
const PERSIAN_FORM: Readonly<Record<string, string>> = { '\u064A': '\u06CC', '\u0643': '\u06A9' };

/** Arabic yeh and kaf written as the Persian letters. */
export function persianLetters(text: string): string {
  return text.replace(ARABIC_FORMS, (letter) => PERSIAN_FORM[letter]!);
}

/** What a sent slug is refused for when a word of it mixes scripts; undefined when none does. */
export function mixedScriptProblem(slug: string, field = 'slug'): string | undefined {
  const found = mixedScriptWord(slug);
  if (!found) return undefined;
  return `The ${field} mixes scripts within one word ("${found.word}": ${found.scripts.join(' and ')}): write each word in one script, or separate them with a hyphen.`;
}
