/**
 * The content sanitizer (shared/domains/content/sanitize.ts) is one htmlparser2 pass of its own, so that the
 * same walk feeds the content analysis. It must write what sanitize-html wrote with the same
 * allow-list, byte for byte, and the metrics it hands the analysis must be those of its output read
 * again: both are checked here on the OWASP cases, the bench's worst-case bodies, and random HTML
 * built from the markup that sanitizers get wrong (dropped elements with text, raw-text elements,
 * <noscript>, foreign content, attributes of every kind, URLs, entities, comments, bad nesting).
 */
import fc from 'fast-check';
import { holdsOnlyAllowedHtml, sanitizePostHtml } from '#domains/content/sanitize';
import { dangersIn } from '#test/support/html-safety';
import { HtmlAnalyser } from '#domains/content/analyse-html';
import { metricsOfHtml, processContent } from '#domains/content/process-content';
import { renderMarkdown } from '#domains/content/markdown';
import { ContentNestedTooDeep } from '#domains/content/content-errors';
import { sanitizeHtmlOracle } from '#test/support/sanitize-html-oracle';
import { OWASP_CASES } from '#test/support/xss-cases';
import { NESTED_PAST_THE_LIMIT, WORST_CASE_CONTENTS } from '../../../bench/lib/content-cases';

const TAGS = [
  'p', 'div', 'span', 'a', 'img', 'br', 'hr', 'col', 'colgroup', 'table', 'tr', 'td', 'th', 'ul', 'ol', 'li', 'h1', 'h2', 'h6', 'pre', 'code',
  'figure', 'blockquote', 'q', 'time', 'b', 'em',
  'script', 'style', 'textarea', 'xmp', 'iframe', 'noscript', 'template', 'title', 'option', 'select', 'plaintext', 'noembed',
  'svg', 'math', 'mtext', 'mglyph', 'animate', 'set', 'foreignObject', 'video', 'source', 'form', 'button', 'input', 'meta', 'base', 'object', 'embed',
  'body', 'html', 'head', 'frameset', 'x-custom', 'SCRIPT', 'IMG', 'A',
];
const ATTRIBUTES = [
  'href', 'src', 'srcset', 'cite', 'alt', 'title', 'width', 'height', 'loading', 'id', 'class', 'target', 'rel', 'start', 'reversed', 'type',
  'value', 'colspan', 'span', 'datetime', 'style', 'onerror', 'onclick', 'name', 'xlink:href', 'attributeName', 'values', 'HREF', 'ALT', 'Class',
  'data-x', 'formaction', 'action', '"x', "a'b", 'a=b',
];
const VALUES = [
  '', 'x', 'https://example.com/a?b=1&c=2', '//cdn.example.com/a.png', '/local', '#frag', 'mailto:me@example.com', 'ftp://x', 'tel:1',
  'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'jav&#x09;ascript:alert(1)', ' javascript:alert(1)', 'java\u0000script:x', 'java<!-- -->script:x',
  'data:image/png;base64,AA==', 'vbscript:x', 'https://a.example/a.png 1x, javascript:alert(1) 2x', 'https://a.example/a.png 300w, /b.png 2x',
  ', ,', 'a.png 1x 2x', 'gallery', 'gallery gallery-3 other', 'language-ts', ' language-js  x ', '_blank', '_BLANK', '_top', 'noopener', 'lazy', 'eager',
  'href', 'values', '"quoted"', "it's", '<b>', 'a&amp;b', '&lt;script&gt;', '3', '{#id}',
];
const TEXTS = [
  'word', 'two words', ' ', '\n', '\n\n', 'a & b', 'x < y > z', '&amp;', '&lt;script&gt;alert(1)&lt;/script&gt;', '&#106;&#x61;', '&nbsp;', '&unknown;',
  '"', "'", '<', '</', '<<', '<!-- comment -->', '<!-->', '<![CDATA[x]]>', '<?php x ?>', '<!DOCTYPE html>', '</noscript>', '</NOSCRIPT >', '</script>',
  '</textarea/>', '</p>', '</br>', '</div>', '</a>', 'مرحبا', '🔥', '[gallery]', '[gallery ids="1"]', 'Title {#custom}', '\u0000', '\r\n', '\t',
];

const pick = <T>(items: readonly T[]) => fc.constantFrom(...items);
const attribute = fc
  .tuple(pick(ATTRIBUTES), pick(VALUES), pick(['"', "'", '', 'none']))
  .map(([name, value, quote]) => (quote === 'none' ? ` ${name}` : ` ${name}=${quote}${quote === '' ? value.replace(/[\s>]/g, '') : value.replaceAll(quote, '')}${quote}`));
const startTag = fc.tuple(pick(TAGS), fc.array(attribute, { maxLength: 4 }), fc.boolean()).map(([tag, attributes, selfClosed]) => `<${tag}${attributes.join('')}${selfClosed ? ' /' : ''}>`);
const endTag = pick(TAGS).map((tag) => `</${tag}>`);
const piece = fc.oneof({ weight: 4, arbitrary: startTag }, { weight: 3, arbitrary: endTag }, { weight: 4, arbitrary: pick(TEXTS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
const randomHtml = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));

/** The sanitized HTML and the metrics of the one pass. */
function onePass(html: string) {
  const analyser = new HtmlAnalyser();
  const content = sanitizePostHtml(html, analyser);
  return { content, analysis: analyser.result() };
}

describe('the sanitizer writes what sanitize-html wrote with the same allow-list', () => {
  test.each(OWASP_CASES)('OWASP case: %s', (_name, attack) => {
    expect(sanitizePostHtml(attack)).toBe(sanitizeHtmlOracle(attack));
  });

  test.each(WORST_CASE_CONTENTS.map((contentCase) => [contentCase.name, contentCase] as const))('worst-case body, 20 KB: %s', (_name, contentCase) => {
    // Prepare
    const body = contentCase.body(20_000);
    const html = contentCase.format === 'markdown' ? renderMarkdown(body) : body;
    // Act, Assess
    expect(sanitizePostHtml(html)).toBe(sanitizeHtmlOracle(html));
  });

  test('HTML nested past the limit is refused by both', () => {
    const body = NESTED_PAST_THE_LIMIT.body(20_000);
    expect(() => sanitizePostHtml(body)).toThrow(ContentNestedTooDeep);
    expect(() => sanitizeHtmlOracle(body)).toThrow(ContentNestedTooDeep);
  });

  test('random HTML made of the markup sanitizers get wrong', () => {
    fc.assert(
      fc.property(randomHtml, (html) => {
        expect(sanitizePostHtml(html)).toBe(sanitizeHtmlOracle(html));
      }),
      { numRuns: 3000 },
    );
  });

  test('random Markdown stored for a sanitized caller: what the pipeline stores is what sanitize-html writes from the rendered HTML', () => {
    // Markdown without raw HTML is written from markdown-it's tokens, not from its HTML (markdown-events.ts): held to the oracle directly.
    const markdownPiece = fc.oneof(
      pick(['# ', '## ', '\n\n', '\n', '- ', '1. ', '> ', '[link](http://a.example/?q="x"&y=<z>)', '[js](javascript:alert(1))', '![img](data:image/png;base64,AAA)', '![i](/a.png "t")', '`c<b>`', '```\nx<y\n```\n', '*', '**', '~~', '| a | b |\n|---|---|\n| 1 | 2 |\n', '---\n', '  \n', '\\', '&amp;', '&lt;b&gt;', '<https://a.example>', 'صفحه‌ها ', 'word ']),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(markdownPiece, { maxLength: 40 }), (pieces) => {
        const body = pieces.join('');
        expect(processContent(body, { format: 'markdown', unfiltered: false }).content).toBe(sanitizeHtmlOracle(renderMarkdown(body)));
      }),
      { numRuns: 2000 },
    );
  });

  test('random Markdown with raw HTML, rendered first', () => {
    const markdownPiece = fc.oneof(piece, pick(['# ', '\n\n', '- ', '> ', '[link](', ')', '![img](', '`', '```\n', '*', '<javascript:alert(1)>', '[x]: javascript:y\n']));
    fc.assert(
      fc.property(fc.array(markdownPiece, { maxLength: 30 }), (pieces) => {
        const html = renderMarkdown(pieces.join(''));
        expect(sanitizePostHtml(html)).toBe(sanitizeHtmlOracle(html));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the sanitizer writes only allowed HTML, which an import then keeps as it is (holdsOnlyAllowedHtml)', () => {
  test.each(OWASP_CASES)('OWASP case: %s', (_name, attack) => {
    // Act
    const once = sanitizePostHtml(attack);
    // Assess: the attack itself is told apart, what the sanitizer made of it is kept
    if (dangersIn(attack).length > 0) expect(holdsOnlyAllowedHtml(attack)).toBe(false);
    expect(holdsOnlyAllowedHtml(once)).toBe(true);
  });

  test('random HTML made of the markup sanitizers get wrong', () => {
    fc.assert(
      fc.property(randomHtml, (html) => {
        expect(holdsOnlyAllowedHtml(sanitizePostHtml(html))).toBe(true);
        if (dangersIn(html).length > 0) expect(holdsOnlyAllowedHtml(html)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  test('random Markdown, as the pipeline stores it for a sanitized caller', () => {
    const markdownPiece = fc.oneof(piece, pick(['# ', '## ', '\n\n', '- ', '1. ', '> ', '[link](http://a.example/?q="x"&y=<z>)', '![i](/a.png "t")', '`c<b>`', '```js\nx<y\n```\n', '*', '**', '| a | b |\n|---|---|\n| 1 | 2 |\n', '&amp;', 'صفحه‌ها ']));
    fc.assert(
      fc.property(fc.array(markdownPiece, { maxLength: 30 }), (pieces) => {
        expect(holdsOnlyAllowedHtml(processContent(pieces.join(''), { format: 'markdown', unfiltered: false }).content)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test('a target other than _blank, a rel of its own, a comment: not what the sanitizer writes', () => {
    // Act / Assess
    expect(holdsOnlyAllowedHtml('<p><a href="https://a.example/" target="_blank" rel="noopener noreferrer">a</a></p>')).toBe(true);
    expect(holdsOnlyAllowedHtml('<a href="https://a.example/" target="_top">a</a>')).toBe(false);
    expect(holdsOnlyAllowedHtml('<a href="https://a.example/" target="_blank">a</a>')).toBe(false);
    expect(holdsOnlyAllowedHtml('<p>a<!-- x --></p>')).toBe(false);
    expect(holdsOnlyAllowedHtml('<p style="color:red">a</p>')).toBe(false);
  });
});

/** A heading opened inside another in the output (`<h1><x><h2>`: the input had an element between them that was dropped). */
const HEADING_IN_HEADING = /<h[1-6][^>]*>(?:(?!<\/h[1-6]>)[^])*<h[1-6]/;

describe('the metrics of the one pass are those of its output read again', () => {
  test('on random HTML', () => {
    fc.assert(
      fc.property(randomHtml, (html) => {
        const { content } = onePass(html);
        fc.pre(!HEADING_IN_HEADING.test(content));
        expect(processContent(html, { format: 'html', unfiltered: false }).metrics).toEqual(metricsOfHtml(content));
      }),
      { numRuns: 3000 },
    );
  });

  test('except that a heading inside a heading keeps the nesting of the input (a reader of the output closes the outer one first)', () => {
    // Prepare: `<head>` is dropped, so the output holds <h6> directly inside <h1>.
    const html = '<h1><head><h6>word';
    // Act
    const { content, metrics } = processContent(html, { format: 'html', unfiltered: false });
    // Assess
    expect(content).toBe('<h1><h6>word</h6></h1>');
    expect(metrics.toc.map((entry) => [entry.title, entry.level])).toEqual([['word', 1]]);
    expect(metricsOfHtml(content).toc.map((entry) => [entry.title, entry.level])).toEqual([['word', 6]]);
  });

  test.each(WORST_CASE_CONTENTS.map((contentCase) => [contentCase.name, contentCase] as const))('on the worst-case body %s', (_name, contentCase) => {
    const body = contentCase.body(20_000);
    const { content, metrics } = processContent(body, { format: contentCase.format, unfiltered: false });
    expect(metrics).toEqual(metricsOfHtml(content));
  });
});
