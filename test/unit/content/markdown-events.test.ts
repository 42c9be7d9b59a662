/**
 * Markdown without raw HTML is read from markdown-it's tokens (shared/domains/content/markdown-events.ts)
 * instead of rendering it to HTML and parsing that again. What is stored must not change: the
 * content (kept, or sanitized) and the metrics must be those of the rendered HTML's path, on random
 * Markdown, on a document with every construct markdown-it writes, and on the worst-case bodies.
 */
import fc from 'fast-check';
import { processContent } from '#domains/content/process-content';
import { parseMarkdown, renderMarkdown } from '#domains/content/markdown';
import { readableFromTokens } from '#domains/content/markdown-events';
import { readableInBlocks } from '#domains/content/markdown-blocks';
import { sanitizePostHtml } from '#domains/content/sanitize';
import { WORST_CASE_CONTENTS } from '../../../bench/lib/content-cases';

/**
 * The stored content and metrics each way, as admin (kept) and as author (sanitized): read one
 * block at a time when the body allows it, from all its tokens at once, and via the rendered HTML.
 */
function eachWay(source: string) {
  return [true, false].map((unfiltered) => ({
    inBlocks: processContent(source, { format: 'markdown', unfiltered }),
    fromTokens: processContent(source, { format: 'markdown', unfiltered, inBlocks: false }),
    viaHtml: processContent(source, { format: 'markdown', unfiltered, viaHtml: true }),
  }));
}

function expectSameAsViaHtml(source: string): void {
  for (const { inBlocks, fromTokens, viaHtml } of eachWay(source)) {
    expect(fromTokens).toEqual(viaHtml);
    expect(inBlocks).toEqual(viaHtml);
  }
}

const readable = (source: string) => readableFromTokens(parseMarkdown(source));

/** Markdown syntax of every kind markdown-it writes without raw HTML, and characters that need escaping. */
const ATOMS = [
  '# ', '## ', '###### ', '\n', '\n\n', '- ', '* ', '+ ', '1. ', '3) ', '> ', '*', '**', '_', '__', '`', '``', '~~', '[', ']', '(', ')', '![',
  '```\n', '```js title="a b"\n', '~~~ &amp; x\n', '    ', '\t', '  \n', '\\\n', '---\n', '***\n', '\n===\n', '\n---\n',
  '| a | b |\n', '|:--|--:|\n', '| --- | :-: |\n', '|', '[x]: /u "t"\n', '[x]', '[a](https://e.x/a?b=1&c=2 "t")', '![a *b* `c`](/i.png "t")',
  '[![i](/i.png)](/l)', '<https://a.b/c>', '<m@x.y>', '[j](javascript:alert(1))', '[f](ftp://x)', '[r](/rel)', 'http://x.y/z',
  '&amp;', '&#x6a;', '&copy;', '&nbsp;', '&bogus;', '"', "'", '<', '>', '&', 'a b', 'word', 'Title {#custom-id}', 'ünï', 'سلام', '🔥',
  '[gallery]', '\r\n', '\u00a0', '\u0000', '.', ',', ':', '=', '{', '}', '\\*', '\\<',
];
/** Raw HTML, which the tokens cannot give the events of: such a body takes the rendered HTML's path. */
const HTML_ATOMS = ['<div>', '</div>', '<a href="x">', '<!-- c -->', '<img src=x onerror=y>', '<script>alert(1)</script>', '<b>', '<noscript>'];

describe('Markdown read from its tokens stores what its rendered HTML gave', () => {
  test('on random Markdown without raw HTML (most of it read from the tokens)', () => {
    let fromTokens = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ATOMS), { maxLength: 40 }), (atoms) => {
        const source = atoms.join('');
        runs++;
        if (readable(source)) fromTokens++;
        expectSameAsViaHtml(source);
      }),
      { numRuns: 4000 },
    );
    // Random `<` and `>` make some raw HTML; the rest must have been read from the tokens.
    expect(fromTokens / runs).toBeGreaterThan(0.7);
  });

  test('on random Markdown without `<` or `]:` (read one top-level block at a time)', () => {
    const blockAtoms = ATOMS.filter((atom) => !atom.includes('<') && !atom.includes(']:'));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...blockAtoms, '[x]', ']', ':'), { maxLength: 60 }), (atoms) => {
        const source = atoms.join('');
        fc.pre(readableInBlocks(source));
        expectSameAsViaHtml(source);
      }),
      { numRuns: 4000 },
    );
  });

  test('on random Markdown with raw HTML (then rendered and parsed)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ATOMS, ...HTML_ATOMS), { maxLength: 40 }), (atoms) => {
        expectSameAsViaHtml(atoms.join(''));
      }),
      { numRuns: 2000 },
    );
  });

  test('on a post with every construct: headings, lists, quotes, code, tables, links, images, breaks', () => {
    // Prepare
    const post = [
      '# Title {#intro}',
      'Setext heading\nof two lines\n==============',
      'A paragraph with *emphasis*, **strength**, ~~strike~~, `code <span>`, a [link](https://example.com/a?b=1&c=2 "Its title"),',
      'an autolink <https://example.com/x> and <me@example.com>, a hard break  \nand another\\\nand &copy; &amp; &#106;.',
      '![An *image* with `code` and ![inner](/i.png)](https://cdn.example.com/a.png "Title")',
      '- tight\n- list\n  - nested\n    1. ordered',
      '3. loose\n\n4. list\n\n   with a second paragraph',
      '> a quote\n> > nested\n\n---',
      '```ts title="x"\nconst a = 1 < 2 && "b";\n```',
      '~~~\nno info\n~~~',
      '    indented code\n    & more',
      '| left | center | right | none |\n|:--|:-:|--:|---|\n| a | *b* | `c` | [d](/d) |\n| e |',
      '- ```\n  fenced in a tight item\n  ```\n- ***',
      '[ref][x] and [x]\n\n[x]: https://example.com/ref "Ref"',
      '[javascript](javascript:alert(1)) [ftp](ftp://example.com/f) ![data](data:image/png;base64,AA==)',
      '## [Gallery] {#g}\n\n[gallery ids="1,2"]',
    ].join('\n\n');
    // Act, Assess
    expect(readable(post)).toBe(true);
    expectSameAsViaHtml(post);
  });

  test('on a post of many blocks without `<` or `]:`, read one block at a time', () => {
    // Prepare: loose and tight lists, nested quotes, a setext heading after a paragraph, code with blank lines.
    const post = [
      '# Title',
      'Para *one*\nstill one  \nhard break',
      '- a\n- b\n\n  b2\n- c\n  > quoted\n  > more',
      '1. x\n   1) y\n\n      code in y',
      '> a\n>\n> > b\n\nlazy\n===',
      '```\nfirst\n\n\nsecond\n```',
      '    indented\n\n    after a blank line',
      '| a | b |\n|--:|:--|\n| 1 | 2 |',
      '***',
      '![img *alt*](/i.png "t") [link](https://example.com/x "t") `code`',
      'Setext\n------',
    ].join('\n\n');
    // Act, Assess
    expect(readableInBlocks(post)).toBe(true);
    expectSameAsViaHtml(post);
  });

  test('the sanitized content read from the tokens is the sanitizer output of the rendered HTML', () => {
    // Prepare: a link the allow-list refuses (ftp), a table alignment (a style attribute), a language class.
    const source = '[f](ftp://x.example)\n\n| a |\n|:-:|\n| b |\n\n```js\nx\n```';
    // Act
    const { content } = processContent(source, { format: 'markdown', unfiltered: false });
    // Assess
    expect(readable(source)).toBe(true);
    expect(content).toBe(sanitizePostHtml(renderMarkdown(source)));
    expect(content).toContain('<a>f</a>');
    expect(content).toContain('<th>a</th>'); // style="text-align:center" dropped
    expect(content).toContain('<code class="language-js">');
  });

  test.each(WORST_CASE_CONTENTS.filter((contentCase) => contentCase.format === 'markdown').map((contentCase) => [contentCase.name, contentCase] as const))(
    'on the worst-case body %s (20 KB)',
    (_name, contentCase) => {
      expectSameAsViaHtml(contentCase.body(20_000));
    },
  );

  test('"# h\\n" repeated and 20,000 links are read from the tokens, one block at a time; raw HTML is not', () => {
    expect(readable('# h\n'.repeat(100))).toBe(true);
    expect(readable('[](b)'.repeat(100))).toBe(true);
    expect(readableInBlocks('# h\n'.repeat(100))).toBe(true);
    expect(readableInBlocks('[](b)'.repeat(100))).toBe(true);
    expect(readableInBlocks('[x]\n\n[x]: /u')).toBe(false);
    expect(readableInBlocks('a <b>bold</b> word')).toBe(false);
    expect(readable('# h\n\n<div>x</div>\n')).toBe(false);
    expect(readable('a <b>bold</b> word')).toBe(false);
    expect(readable('a <!-- comment --> word')).toBe(false);
  });
});
