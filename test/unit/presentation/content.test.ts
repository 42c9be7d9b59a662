import fc from 'fast-check';
import { countWords, readTimeMinutes, slugify, truncateOnWord } from '#domains/presentation/content';
import { PostContentSchema } from '#domains/presentation/client-schemas';
import { metricsOfHtml, processContent } from '#domains/content/process-content';
import { analyseHtml } from '#domains/content/analyse-html';
import { renderMarkdown } from '#domains/content/markdown';
import { MAX_STORED_TOC_BYTES } from '#domains/content/content-metrics';
import { clientPost } from '#domains/client/client-post';
import { aPost } from '../client/fixtures';

/** The metrics a write stores for `body` (Markdown unless told). */
const contentMetrics = (body: string, format?: 'markdown' | 'html') => processContent(body, { format, unfiltered: true }).metrics;
const plainText = (markdown: string) => analyseHtml(renderMarkdown(markdown)).lines.join('\n');

describe('word counts', () => {
  it('counts Latin words, ignoring punctuation and markup', () => {
    // Act
    const words = contentMetrics('<p>Hello, <strong>brave</strong> new world! It\'s 2024.</p>').words;

    // Assess
    expect(words).toBe(6);
  });

  it('counts Persian words and keeps a ZWNJ inside one word', () => {
    // Prepare: می‌خواهم and کتاب‌ها are single words written with a half-space
    const text = 'من می‌خواهم این کتاب‌ها را بخوانم.';

    // Act
    const words = countWords(text);

    // Assess
    expect(words).toBe(6);
  });

  it('counts ASCII text by its scan as the word pattern does, and any other text by the pattern', () => {
    // The pattern countWords applies to text with a character past U+007F.
    const byPattern = (text: string) => text.match(/[\p{L}\p{N}\p{M}]+(?:[\u200C\u200D'’][\p{L}\p{N}\p{M}]+)*/gu)?.length ?? 0;
    const alphabet = ['a', 'Z', '0', '9', "'", "''", '’', ' ', '\n', '-', '_', '.', '`', '@', '[', '{', 'é', 'ب', '\u200c', '\u0301', '۱', '\u00a0'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(countWords(text)).toBe(byPattern(text));
      }),
      { numRuns: 5000 },
    );
    expect(countWords("it's a don't-stop ''x' y'")).toBe(6);
  });

  it('counts mixed Persian and Latin text with Persian digits', () => {
    // Act
    const words = countWords('نسخه ۱۴۰۳ از API جدید');

    // Assess
    expect(words).toBe(5);
  });
});

describe('read_times', () => {
  it.each([
    ['', 0],
    ['one', 1],
    ['word '.repeat(200), 1],
    ['word '.repeat(201), 2],
    ['کلمه '.repeat(1000), 5],
  ])('gives whole minutes at 200 words a minute (case %#)', (body, minutes) => {
    // Act
    const minutesOf = readTimeMinutes(contentMetrics(body).words);

    // Assess
    expect(minutesOf).toBe(minutes);
  });
});

describe('lines and plain text', () => {
  it('counts non-empty lines of the plain text of HTML', () => {
    // Act
    const metrics = contentMetrics('<h1>Title</h1>\n\n<p>First<br>second</p><ul><li>a</li><li>b</li></ul>');

    // Assess
    expect(metrics.lines).toBe(5);
  });

  it('strips Markdown syntax', () => {
    // Act
    const text = plainText('## Heading\n\n> quoted **bold** and [a link](https://x.test)\n\n- item `code`');

    // Assess
    expect(text).toBe('Heading\nquoted bold and a link\nitem code');
  });

  it('decodes entities and drops scripts', () => {
    // Act
    const text = plainText('<p>Tom &amp; Jerry&nbsp;&#8212; &#x1F600;</p><script>alert(1)</script>');

    // Assess
    expect(text).toBe('Tom & Jerry — 😀');
  });
});

describe('the default excerpt', () => {
  it('keeps a short body whole', () => {
    // Act
    const { excerpt } = contentMetrics('<p>A short post.</p>');

    // Assess
    expect(excerpt).toBe('A short post.');
  });

  it('cuts on a word boundary with an ellipsis', () => {
    // Prepare
    const text = 'alpha beta gamma delta '.repeat(20);

    // Act
    const excerpt = truncateOnWord(text, 30);

    // Assess
    expect(excerpt).toBe('alpha beta gamma delta alpha…');
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(30);
  });

  it('summarises the content in at most 160 characters, never ending on a Persian comma', () => {
    // Prepare
    const body = 'سلام دنیا، '.repeat(50);

    // Act
    const { excerpt } = contentMetrics(body);

    // Assess
    expect(excerpt.endsWith('…')).toBe(true);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(160);
    expect(excerpt).not.toMatch(/[،\s]…$/);
  });

  it('is read from the first blocks only, joined by spaces', () => {
    // Act
    const { excerpt } = contentMetrics('# Title\n\nFirst paragraph.\n\n- item');

    // Assess
    expect(excerpt).toBe('Title First paragraph. item');
  });
});

describe('toc_menus', () => {
  it('nests Markdown headings by level', () => {
    // Prepare
    const body = '# Guide\n\n## Install\n\n### Linux\n\n## Use\n\n# Appendix';

    // Act
    const toc = contentMetrics(body).toc;

    // Assess
    expect(toc).toEqual([
      {
        id: 'guide',
        title: 'Guide',
        level: 1,
        children: [
          { id: 'install', title: 'Install', level: 2, children: [{ id: 'linux', title: 'Linux', level: 3, children: [] }] },
          { id: 'use', title: 'Use', level: 2, children: [] },
        ],
      },
      { id: 'appendix', title: 'Appendix', level: 1, children: [] },
    ]);
  });

  it('reads HTML headings, their markup and their authored ids', () => {
    // Prepare
    const body = '<h2>First <em>part</em></h2><p>x</p><h3 class="t">Detail</h3><h2 id="custom">Second</h2>';

    // Act
    const toc = contentMetrics(body).toc;

    // Assess
    expect(toc.map((h) => [h.id, h.title, h.children.map((c) => c.id)])).toEqual([
      ['first-part', 'First part', ['detail']],
      ['custom', 'Second', []],
    ]);
  });

  it('makes duplicate anchors unique with numeric suffixes', () => {
    // Act
    const toc = contentMetrics('## Notes\n\n## Notes\n\n## Notes').toc;

    // Assess
    expect(toc.map((h) => h.id)).toEqual(['notes', 'notes-2', 'notes-3']);
  });

  it('keeps Persian letters in anchors', () => {
    // Act
    const toc = contentMetrics('<h2>مقدمه کتاب</h2><h2>مقدمه کتاب</h2>').toc;

    // Assess
    expect(toc.map((h) => h.id)).toEqual(['مقدمه-کتاب', 'مقدمه-کتاب-2']);
    expect(toc[0].title).toBe('مقدمه کتاب');
  });

  it('ignores headings inside fenced code', () => {
    // Act
    const toc = contentMetrics('# Real\n\n```md\n# Not a heading\n<h2>Nor this</h2>\n```\n').toc;

    // Assess
    expect(toc.map((h) => h.title)).toEqual(['Real']);
  });

  it('takes an explicit {#id} of a Markdown heading, and steps generated anchors around authored ids', () => {
    // Act
    const toc = contentMetrics('<h2 id="notes-2">Kept</h2>\n\n## Notes\n\n## Notes\n\n## Cold starts {#cold}').toc;

    // Assess
    expect(toc.map((h) => [h.id, h.title])).toEqual([
      ['notes-2', 'Kept'],
      ['notes', 'Notes'],
      ['notes-3', 'Notes'],
      ['cold', 'Cold starts'],
    ]);
  });

  it('reads HTML as HTML when told: indented lines stay HTML, not code', () => {
    // Prepare
    const body = '<div>\n\n    <h2>Inside</h2>\n</div>';

    // Act
    const asHtml = contentMetrics(body, 'html').toc;
    const asMarkdown = contentMetrics(body, 'markdown').toc;

    // Assess
    expect(asHtml.map((h) => h.title)).toEqual(['Inside']);
    expect(asMarkdown).toEqual([]);
  });

  it('keeps the first headings that fit the stored bound rather than dropping the table', () => {
    // Prepare
    const body = Array.from({ length: 400 }, (_, i) => `## Heading number ${i}`).join('\n\n');

    // Act
    const { toc } = contentMetrics(body);

    // Assess
    expect(toc.length).toBeGreaterThan(20);
    expect(toc.length).toBeLessThan(400);
    expect(toc.map((h) => h.title).slice(0, 3)).toEqual(['Heading number 0', 'Heading number 1', 'Heading number 2']);
    expect(Buffer.byteLength(JSON.stringify(toc))).toBeLessThanOrEqual(MAX_STORED_TOC_BYTES);
  });

  it('is empty for a body without text', () => {
    // Act
    const metrics = contentMetrics('');

    // Assess
    expect(metrics).toEqual({ words: 0, lines: 0, toc: [], media: 0, galleries: 0, excerpt: '' });
  });
});

describe('slugify', () => {
  it.each([
    ['سلام دنیا', 'سلام-دنیا'],
    ['Hello, World!', 'hello-world'],
    ['  Café -- au lait  ', 'cafe-au-lait'],
    ["Don't panic", 'dont-panic'],
    ['نسخهٔ ۱۴۰۳: مرور', 'نسخهٔ-۱۴۰۳-مرور'],
    ['مــقــاله', 'مقاله'],
    ['!!!', ''],
    ['', ''],
  ])('slugs %j as %j', (text, slug) => {
    // Act
    const result = slugify(text);

    // Assess
    expect(result).toBe(slug);
  });

  it('caps a slug at 120 characters without a trailing dash', () => {
    // Act
    const slug = slugify('word '.repeat(60));

    // Assess
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toMatch(/^word(-word)*$/);
  });
});

describe('the client content from stored metrics', () => {
  it('parses with PostContentSchema and serves the body as stored', () => {
    // Act
    const { content } = clientPost(aPost({ content: '# A\n\n## B\n\nText with words.' }));

    // Assess
    expect(PostContentSchema.safeParse(content).success).toBe(true);
    expect(content.full).toBe('# A\n\n## B\n\nText with words.');
    expect(content).toMatchObject({ words: 5, lines: 3, read_times: 1 });
  });

  it('counts media and galleries of HTML and of Markdown images', () => {
    // Act
    const metrics = metricsOfHtml(renderMarkdown('<img src="a.jpg"><p>x</p>\n\n![b](b.png)\n\n<div class="wp-block-gallery">x</div>\n\n[gallery ids="1,2"]'));

    // Assess
    expect([metrics.media, metrics.galleries]).toEqual([2, 2]);
  });
});
