/**
 * The word index finds every match: for every substring of a folded text that the index can answer,
 * the word it looks up through (the part's postings, or its vocabulary of suffixes) is one the text's
 * postings and vocabulary hold, so the post is among the candidates. Modelled in memory, key for key
 * as the stream consumer writes them (postings.ts) and the query reads them (search-index.ts): sorted
 * keys and `begins_with`.
 */
import { foldText, isIndexableTerm } from '#domains/search/fold';
import { lookupParts, shardOf, suffixKeysOf, wordKey, wordsOf, WORD_KEY_CHARS, type TermPart } from '#domains/search/words';

/** The index of one text, as key sets: word posting sort keys and vocabulary sort keys per partition. */
function indexOf(folded: string) {
  const postings = new Map<string, string[]>();
  const vocabulary = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, pk: string, sk: string) => map.set(pk, [...(map.get(pk) ?? []), sk]);
  for (const word of wordsOf(folded)) {
    const key = wordKey(word);
    add(postings, shardOf(key), `${key} 000000000001`);
    for (const suffix of suffixKeysOf(word)) add(vocabulary, shardOf(suffix), `${suffix} ${key}`);
  }
  return { postings, vocabulary };
}

/** Whether the query's reading of one part finds the text's post (its candidate set holds it). */
function finds(index: ReturnType<typeof indexOf>, part: TermPart): boolean {
  const postingsStarting = (prefix: string) => (index.postings.get(shardOf(prefix)) ?? []).some((sk) => sk.startsWith(prefix));
  const wordsWithSuffixStarting = (prefix: string) => (index.vocabulary.get(shardOf(prefix)) ?? []).filter((sk) => sk.startsWith(prefix)).map((sk) => sk.slice(sk.indexOf(' ') + 1));
  switch (part.kind) {
    case 'word':
      return postingsStarting(`${part.text} `);
    case 'prefix':
      return postingsStarting(part.text);
    case 'suffix':
      return wordsWithSuffixStarting(`${part.text} `).some((word) => postingsStarting(`${word} `));
    case 'infix':
      return wordsWithSuffixStarting(part.text).some((word) => postingsStarting(`${word} `));
  }
}

const TEXTS = [
  'Serverless Search on DynamoDB: the ins and outs of cold starts',
  'كتاب‌هاي برنامه‌نويسي و داده در ابر، به زبان ساده',
  'abca cab xabcabx aaaa aaaaaa',
  'نوروز در شیراز با حافظ و سعدی: شعر، موسیقی و باران بهار',
  `one ${'w'.repeat(WORD_KEY_CHARS + 20)}x long word`,
];

describe('the word index', () => {
  test.each(TEXTS)('every answerable substring of %s is found through each of its parts', (text) => {
    // Prepare
    const folded = foldText(text);
    const index = indexOf(folded);
    const chars = Array.from(folded);
    let checked = 0;
    // Act and assess: every substring, every part the query may read
    for (let start = 0; start < chars.length; start++) {
      for (let end = start + 1; end <= chars.length; end++) {
        const term = foldText(chars.slice(start, end).join(''));
        if (!isIndexableTerm(term)) continue;
        const parts = lookupParts(term);
        expect(parts.length).toBeGreaterThan(0);
        for (const part of parts) expect({ term, part, found: finds(index, part) }).toEqual({ term, part, found: true });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  test('a post holds one posting per distinct word of three letters or more', () => {
    expect(wordsOf(foldText('The cat and the CAT sat on a mat'))).toEqual(['the', 'cat', 'and', 'sat', 'mat']);
    expect(wordsOf(foldText('به کتاب‌های خوب و کتاب های بد'))).toEqual(['کتابهای', 'خوب', 'کتاب', 'های']);
  });

  test("a word's vocabulary is its suffixes of three letters or more, the whole word last", () => {
    expect(suffixKeysOf('search')).toEqual(['rch', 'arch', 'earch', 'search']);
    expect(suffixKeysOf('aaaa')).toEqual(['aaa', 'aaaa']);
  });

  test('the parts of a term: one is an infix; of several, the first ends a word, the middle ones are words, the last starts one', () => {
    expect(lookupParts('serverl')).toEqual([{ kind: 'infix', text: 'serverl' }]);
    expect(lookupParts('less search on dynam')).toEqual([
      { kind: 'suffix', text: 'less' },
      { kind: 'word', text: 'search' },
      { kind: 'prefix', text: 'dynam' },
    ]);
    expect(lookupParts('ab')).toEqual([]);
  });
});
