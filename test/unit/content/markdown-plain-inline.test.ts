/**
 * shared/domains/content/markdown.ts replaces markdown-it's core `inline` rule by one that makes plain
 * inline content (no character any inline rule starts at) its text token directly, and makes its
 * tokens without markdown-it's `_defineProperty` helper. The tokens and the HTML must be those of
 * markdown-it as it comes, on any Markdown.
 */
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { markdownParser } from '#domains/content/markdown';
import { WORST_CASE_CONTENTS } from '../../../bench/lib/content-cases';

const withPlainInline = markdownParser();
const stock = markdownParser({ stock: true });

const ATOMS = [
  '# ', '## ', '###### ', '\n', '\n\n', '- ', '1. ', '> ', '*', '**', '_', '`', '```', '~~', '[', ']', '(', ')', '![', 'http://x.y/z', 'a b',
  'javascript:alert(1)', '<div>', '</div>', '<a href="x">', '&amp;', '&#x6a;', '&copy', '|', ' | ', '---', '    ', '\t', 'word', ' ', '  \n',
  '<!-- c -->', '\\', '"', "'", '<', '>', '[x]: /u "t"\n', 'ünï', 'سلام', '<img src=x>', '***', '\n===\n', ':', '<https://a.b>', '<m@x.y>',
  'Title {#id}', '\r\n', '\u00a0', '$', '%', '@', '^', '{', '}', '+', '=', '!', '.', ',', ';', '?', '/', '1', 'é',
];

const tokensOf = (parser: ReturnType<typeof markdownParser>, source: string) => JSON.stringify(parser.parse(source, {}));

describe('plain inline content made its text token directly', () => {
  test('gives the tokens and HTML of markdown-it own inline rule on random Markdown', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ATOMS), { maxLength: 40 }), (atoms) => {
        const source = atoms.join('');
        expect(tokensOf(withPlainInline, source)).toBe(tokensOf(stock, source));
        expect(withPlainInline.render(source)).toBe(stock.render(source));
      }),
      { numRuns: 5000 },
    );
  });

  test.each(WORST_CASE_CONTENTS.filter((contentCase) => contentCase.format === 'markdown').map((contentCase) => [contentCase.name, contentCase] as const))(
    'gives the same HTML on the worst-case body %s (20 KB)',
    (_name, contentCase) => {
      const source = contentCase.body(20_000);
      expect(withPlainInline.render(source)).toBe(stock.render(source));
    },
  );

  test('is taken for headings of words, not for content with inline syntax', () => {
    // Prepare: the stock rule builds an inline parser state per content it parses.
    const parse = jest.spyOn(withPlainInline.inline, 'parse');
    try {
      // Act
      withPlainInline.render('# Plain words\n\n# With *emphasis*\n\nA paragraph\nof two lines\n');
      // Assess: only the content with `*` and the one with a newline reach the inline parser.
      expect(parse.mock.calls.map((call) => call[0])).toEqual(['With *emphasis*', 'A paragraph\nof two lines']);
    } finally {
      parse.mockRestore();
    }
  });
});

describe('tokens made with plain assignments', () => {
  test("are markdown-it's tokens to whatever reads them: prototype, methods, fields in order", () => {
    // Act
    const tokens = withPlainInline.parse('# Title\n\nA [link](https://example.com "t") and *more*\n', {});
    const stockTokens = stock.parse('# Title\n\nA [link](https://example.com "t") and *more*\n', {});
    const all = tokens.flatMap((token) => [token, ...(token.children ?? [])]);
    // Assess
    expect(all.length).toBeGreaterThan(10);
    for (const token of all) {
      expect(token).toBeInstanceOf(MarkdownIt.Token);
      expect(Object.getPrototypeOf(token)).toBe(MarkdownIt.Token.prototype);
    }
    expect(all.map((token) => Object.keys(token))).toEqual(stockTokens.flatMap((token) => [token, ...(token.children ?? [])]).map((token) => Object.keys(token)));
    expect(all.find((token) => token.type === 'link_open')!.attrGet('href')).toBe('https://example.com');
  });
});
