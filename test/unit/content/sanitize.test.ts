import { processContent } from '#domains/content/process-content';
import { sanitizePostHtml } from '#domains/content/sanitize';
import { ContentNestedTooDeep, MAX_HTML_DEPTH } from '#domains/content/content-errors';
import { dangersIn } from '#test/support/html-safety';
import { OWASP_CASES } from '#test/support/xss-cases';

describe('the HTML sanitizer against the OWASP filter-evasion cases', () => {
  test('holds at least 30 cases', () => {
    expect(OWASP_CASES.length).toBeGreaterThanOrEqual(30);
  });

  test.each(OWASP_CASES)('neutralises %s', (_name, attack) => {
    // Act
    const html = processContent(attack, { format: 'html', unfiltered: false }).content;
    const viaMarkdown = processContent(attack, { format: 'markdown', unfiltered: false }).content;
    // Assess
    expect(dangersIn(html)).toEqual([]);
    expect(dangersIn(viaMarkdown)).toEqual([]);
    expect(html.toLowerCase()).not.toMatch(/<script|onerror=|onload=/);
  });

  test.each([
    ['a Markdown link', '[click](javascript:alert(1))'],
    ['a Markdown link with an entity', '[click](jav&#x09;ascript:alert(1))'],
    ['a Markdown image with a data: URL', '![x](data:image/png;base64,iVBORw0KGgo=)'],
    ['a Markdown reference link', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['an autolink', '<javascript:alert(1)>'],
  ])('neutralises %s once the Markdown is rendered', (_name, attack) => {
    // Act
    const { content } = processContent(attack, { format: 'markdown', unfiltered: false });
    // Assess
    expect(dangersIn(content)).toEqual([]);
    expect(content).not.toMatch(/href="(?!https?:|mailto:)[a-z]+:/i);
  });
});

describe('what a blog reader expects survives', () => {
  test('headings, paragraphs, lists, links, images, tables, code, quotes and figures are kept', () => {
    // Prepare
    const post = [
      '<h2 id="intro">Intro</h2>',
      '<p>Some <em>emphasis</em>, <strong>strength</strong> and <a href="https://example.com/a" title="A">a link</a>.</p>',
      '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>',
      '<figure class="gallery"><img src="https://cdn.example.com/a.jpg" alt="A" width="300" height="200"><figcaption>Caption</figcaption></figure>',
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>',
      '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
      '<blockquote><p>Quoted</p></blockquote>',
      '<p><a href="mailto:me@example.com">mail</a></p>',
    ].join('');
    // Act
    const { content } = processContent(post, { format: 'html', unfiltered: false });
    // Assess: the same markup, re-serialised (void elements are written self-closed)
    expect(content).toBe(post.replace('height="200">', 'height="200" />'));
  });

  test('a link opening a new tab gets rel="noopener noreferrer", whatever rel was sent', () => {
    // Act
    const html = sanitizePostHtml('<a href="https://example.com/" target="_blank" rel="opener">x</a><a href="/local" target="_top">y</a>');
    // Assess
    expect(html).toBe('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a><a href="/local">y</a>');
  });

  test('Markdown from an author is stored as the sanitized HTML it renders to', () => {
    // Act
    const { content, metrics } = processContent('# Title\n\nHello <img src=x onerror=alert(1)> [site](https://example.com)', { unfiltered: false });
    // Assess
    expect(content).toBe('<h1>Title</h1>\n<p>Hello <img src="x" /> <a href="https://example.com">site</a></p>\n');
    expect(metrics.toc.map((h) => h.title)).toEqual(['Title']);
  });
});

describe('callers with cms.content.unfiltered_html', () => {
  test.each(OWASP_CASES.slice(0, 10))('keep their content byte for byte: %s', (_name, attack) => {
    // Act
    const { content } = processContent(attack, { unfiltered: true });
    // Assess
    expect(content).toBe(attack);
  });
});

describe('Markdown nested past the parser cap', () => {
  test('is refused rather than cut short', () => {
    // Prepare
    let nested = '';
    for (let depth = 0; depth < 60; depth++) nested += `${'  '.repeat(depth)}- x\n`;
    // Act
    const refused = () => processContent(`${nested}\nThe rest`, { unfiltered: false });
    const kept = processContent(`${nested.split('\n').slice(0, 40).join('\n')}\n\nThe rest`, { unfiltered: false });
    // Assess
    expect(refused).toThrow(ContentNestedTooDeep);
    expect(kept.content).toContain('The rest');
  });
});

describe('HTML nested past MAX_HTML_DEPTH', () => {
  const nested = (levels: number, inner = 'x') => `${'<div>'.repeat(levels)}${inner}${'</div>'.repeat(levels)}`;

  test.each([
    ['an author (sanitized)', false],
    ['an editor (kept as sent)', true],
  ])('is refused for %s, in HTML and inside Markdown; at the limit it is kept', (_who, unfiltered) => {
    // Act
    const html = () => processContent(nested(MAX_HTML_DEPTH + 1), { format: 'html', unfiltered });
    const inMarkdown = () => processContent(`# Title\n\n${nested(MAX_HTML_DEPTH + 1)}\n`, { format: 'markdown', unfiltered });
    const atLimit = processContent(nested(MAX_HTML_DEPTH, 'deepest words'), { format: 'html', unfiltered });
    // Assess
    expect(html).toThrow(ContentNestedTooDeep);
    expect(html).toThrow(`at most ${MAX_HTML_DEPTH} elements`);
    expect(inMarkdown).toThrow(ContentNestedTooDeep);
    expect(atLimit.metrics.words).toBe(2);
  });

  test('elements the parser closes itself do not add up: 2,000 unclosed list items and paragraphs are one level each', () => {
    // Prepare: `<li>` closes the open `<li>`, `<p>` the open `<p>`, `<img>` and `<br>` hold nothing.
    const body = `<ul>${'<li>item <img src="https://example.com/a.png"><br>'.repeat(2000)}</ul>${'<p>paragraph'.repeat(2000)}`;
    // Act
    const sanitized = processContent(body, { format: 'html', unfiltered: false });
    const kept = processContent(body, { format: 'html', unfiltered: true });
    // Assess
    expect(sanitized.metrics.media).toBe(2000);
    expect(kept.metrics.words).toBe(4000);
  });
});
