import { contentMetricsAttribute, MAX_STORED_TOC_BYTES, storedContentMetrics } from '#domains/content/content-metrics';
import { BODY_ATTRIBUTE, ownedAttributes, postItem, toPost } from '#domains/posts/model/post-items';
import { patchedPost, trashedPost } from '#domains/posts/write/post-changes';
import { processContent } from '#domains/content/process-content';
import { clientPost } from '#domains/client/client-post';
import { setClock } from '#platform/clock';
import { aPost } from '../client/fixtures';

const body = [
  '<h2 id="intro">مقدمه</h2>',
  '<p>Serverless <strong>pays</strong> per request. <img src="https://cdn.example.com/a.jpg"></p>',
  '## Cold starts {#cold}',
  'Small bundles and lazy work at import. ![chart](https://cdn.example.com/b.png)',
  '### Counters',
  '<div class="wp gallery">x</div>',
].join('\n\n');

const written = (content: string) => processContent(content, { unfiltered: true });

let restoreClock: () => void;
beforeAll(() => {
  restoreClock = setClock(() => Date.parse('2024-03-19T21:00:00Z'));
});
afterAll(() => restoreClock());

describe('content metrics stored with a post', () => {
  test('a write stores the metrics computed when its content was written, and reads map them back', () => {
    // Prepare
    const post = aPost({ content: body });
    // Act
    const item = postItem(post);
    // Assess
    expect(ownedAttributes(post).content_metrics).toEqual(contentMetricsAttribute(written(body).metrics));
    expect(toPost(item).metrics).toEqual(written(body).metrics);
    expect(storedContentMetrics({ content_metrics: ownedAttributes(post).content_metrics })).toEqual(written(body).metrics);
  });

  test('a client post is shaped from the stored metrics', () => {
    // Prepare
    const stored = toPost(postItem(aPost({ content: body, excerpt: 'The summary' })));
    // Act
    const shaped = clientPost(stored);
    // Assess
    expect(shaped.content.toc_menus.map((item) => item.id)).toEqual(['intro', 'cold']);
    expect(shaped.content.toc_menus[1].children.map((item) => item.title)).toEqual(['Counters']);
    expect(shaped.content.words).toBe(written(body).metrics.words);
    expect(shaped.cache).toEqual({ uploaded_media_count: 2, uploaded_gallery_count: 1 });
  });

  test('an item written before metrics were stored reads without them; the body is not parsed on read', () => {
    // Prepare: a layout 4 item (plain content, no packed body) written before metrics were stored
    const { [BODY_ATTRIBUTE]: _packed, ...item } = postItem(aPost({ content: body }));
    item.content = body;
    // Act
    const post = toPost(item);
    // Assess
    expect(post.metrics).toBeUndefined();
    expect(clientPost(post).content).toMatchObject({ words: 0, lines: 0, toc_menus: [] });
  });

  test('an edit of the content stores the metrics of the new content and derives the excerpt again', () => {
    // Prepare
    const before = toPost(postItem(aPost({ content: body, excerpt: '', excerptAuto: true })));
    // Act
    const after = patchedPost(before, { content: 'Just one line now.' }, '2024-03-20T00:00:00.000Z', written('Just one line now.'))!;
    // Assess
    expect(after.metrics).toEqual(written('Just one line now.').metrics);
    expect(after.excerpt).toBe('Just one line now.');
    expect(ownedAttributes(after).content_metrics).toMatchObject({ words: 4, lines: 1, toc: [] });
  });

  test('a write that leaves the content alone carries its metrics unchanged', () => {
    // Prepare
    const before = toPost(postItem(aPost({ content: body })));
    // Act
    const trashed = trashedPost(before)!;
    // Assess
    expect(ownedAttributes(trashed).content_metrics).toEqual(ownedAttributes(before).content_metrics);
  });

  test('a body of many headings stores its first headings within the bound', () => {
    // Prepare
    const headings = Array.from({ length: 400 }, (_, i) => `## Heading number ${i}`).join('\n\n');
    // Act
    const post = toPost(postItem(aPost({ content: headings })));
    // Assess
    const toc = clientPost(post).content.toc_menus;
    expect(toc.length).toBeGreaterThan(20);
    expect(toc[0].title).toBe('Heading number 0');
    expect(Buffer.byteLength(JSON.stringify(post.metrics!.toc))).toBeLessThanOrEqual(MAX_STORED_TOC_BYTES);
  });
});
