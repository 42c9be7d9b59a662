import { contentMetrics, countWords, excerptOf, plainText, slugify } from '../../../shared/presentation/content';
import { PostContentSchema } from '../../../shared/presentation/client-schemas';

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
    const metrics = contentMetrics(body);

    // Assess
    expect(metrics.read_times).toBe(minutes);
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
    expect(text).toBe('Heading\n\nquoted bold and a link\n\nitem code');
  });

  it('decodes entities and drops scripts', () => {
    // Act
    const text = plainText('<p>Tom &amp; Jerry&nbsp;&#8212; &#x1F600;</p><script>alert(1)</script>');

    // Assess
    expect(text).toBe('Tom & Jerry — 😀');
  });
});

describe('short and excerpt', () => {
  it('keeps a short body whole', () => {
    // Act
    const excerpt = excerptOf('<p>A short post.</p>');

    // Assess
    expect(excerpt).toBe('A short post.');
  });

  it('cuts a long body on a word boundary with an ellipsis', () => {
    // Prepare
    const body = `<p>${'alpha beta gamma delta '.repeat(20)}</p>`;

    // Act
    const excerpt = excerptOf(body, 30);

    // Assess
    expect(excerpt).toBe('alpha beta gamma delta alpha…');
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(30);
  });

  it('summarises the content in about 200 characters', () => {
    // Prepare
    const body = 'سلام دنیا، '.repeat(50);

    // Act
    const { short } = contentMetrics(body);

    // Assess
    expect(short.endsWith('…')).toBe(true);
    expect(Array.from(short).length).toBeLessThanOrEqual(200);
    expect(short).not.toMatch(/[،\s]…$/);
  });
});

describe('toc_menus', () => {
  it('nests Markdown headings by level', () => {
    // Prepare
    const body = '# Guide\n\n## Install\n\n### Linux\n\n## Use\n\n# Appendix';

    // Act
    const toc = contentMetrics(body).toc_menus;

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
    const toc = contentMetrics(body).toc_menus;

    // Assess
    expect(toc.map((h) => [h.id, h.title, h.children.map((c) => c.id)])).toEqual([
      ['first-part', 'First part', ['detail']],
      ['custom', 'Second', []],
    ]);
  });

  it('makes duplicate anchors unique with numeric suffixes', () => {
    // Act
    const toc = contentMetrics('## Notes\n\n## Notes\n\n## Notes').toc_menus;

    // Assess
    expect(toc.map((h) => h.id)).toEqual(['notes', 'notes-2', 'notes-3']);
  });

  it('keeps Persian letters in anchors', () => {
    // Act
    const toc = contentMetrics('<h2>مقدمه کتاب</h2><h2>مقدمه کتاب</h2>').toc_menus;

    // Assess
    expect(toc.map((h) => h.id)).toEqual(['مقدمه-کتاب', 'مقدمه-کتاب-2']);
    expect(toc[0].title).toBe('مقدمه کتاب');
  });

  it('ignores headings inside fenced code', () => {
    // Act
    const toc = contentMetrics('# Real\n\n```md\n# Not a heading\n<h2>Nor this</h2>\n```\n').toc_menus;

    // Assess
    expect(toc.map((h) => h.title)).toEqual(['Real']);
  });

  it('is empty for a body without headings', () => {
    // Act
    const metrics = contentMetrics('');

    // Assess
    expect(metrics).toEqual({ short: '', full: '', lines: 0, words: 0, read_times: 0, toc_menus: [] });
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

describe('contentMetrics', () => {
  it('produces an object that parses with PostContentSchema', () => {
    // Act
    const metrics = contentMetrics('# A\n\n## B\n\nText with words.');

    // Assess
    expect(PostContentSchema.safeParse(metrics).success).toBe(true);
    expect(metrics.full).toBe('# A\n\n## B\n\nText with words.');
  });
});
