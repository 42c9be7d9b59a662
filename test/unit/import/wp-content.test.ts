import { autop, convertContent, countShortcodes, stripBlockComments } from '#domains/import/wordpress/wp-content';

describe('WordPress content to stored HTML', () => {
  test('block-editor content loses its block comments and keeps its HTML', () => {
    // Prepare
    const blocks = '<!-- wp:paragraph -->\n<p>One</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:image {"id":5} -->\n<figure><img src="a.jpg"/></figure>\n<!-- /wp:image -->';
    // Act
    const { html } = convertContent(blocks);
    // Assess
    expect(html).toBe('<p>One</p>\n\n<figure><img src="a.jpg"/></figure>');
    expect(html).not.toContain('wp:');
  });

  test('classic content gets paragraphs for blank lines and <br /> for single line breaks', () => {
    // Act
    const html = autop('First line\nsecond line\n\nSecond paragraph\r\n\r\n<h2>Heading</h2>\n\n<ul>\n<li>item</li>\n</ul>');
    // Assess
    expect(html).toBe('<p>First line<br />\nsecond line</p>\n<p>Second paragraph</p>\n<h2>Heading</h2>\n<ul>\n<li>item</li>\n</ul>');
  });

  test('text inside <pre> keeps its blank lines and gets no paragraphs', () => {
    // Act
    const html = autop('Intro\n\n<pre>code\n\nmore code</pre>\n\nOutro');
    // Assess
    expect(html).toBe('<p>Intro</p>\n<pre>code\n\nmore code</pre>\n<p>Outro</p>');
  });

  test('shortcodes stay as text and are counted; escaped ones and plain brackets are not shortcodes', () => {
    // Prepare
    const content = 'Look: [gallery ids="1,2"] and [caption id="x"]text[/caption], not [[gallery]] nor [1] nor [ ]';
    // Act
    const { html, shortcodes } = convertContent(content);
    // Assess
    expect(html).toContain('[gallery ids="1,2"]');
    expect(shortcodes).toBe(2);
    expect(countShortcodes('[embed]https://example.com[/embed]')).toBe(1);
  });

  test('empty content stays empty; block comments alone leave nothing', () => {
    // Act / Assess
    expect(autop('  \n\n ')).toBe('');
    expect(stripBlockComments('<!-- wp:spacer /-->\n\n\n<!-- wp:separator -->')).toBe('');
  });

  test('runs in linear time on adversarial input', () => {
    // Prepare
    const hostile = '<!-- wp:'.repeat(20_000) + '['.repeat(20_000) + 'a\n'.repeat(20_000);
    // Act
    const started = Date.now();
    convertContent(hostile);
    convertContent(`<!-- wp:x -->${hostile}`);
    // Assess
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
