import { contentMetricsAttribute, contentMetricsOf, MAX_STORED_TOC_BYTES, storedContentMetrics } from '../../../shared/posts/content-metrics';
import { ownedAttributes, postItem, toPost } from '../../../shared/posts/post-items';
import { patchedPost } from '../../../shared/posts/post-changes';
import { clientPost } from '../../../shared/client/client-post';
import { setClock } from '../../../shared/clock';
import { aPost } from '../client/fixtures';

const body = [
  '<h2 id="intro">مقدمه</h2>',
  '<p>Serverless <strong>pays</strong> per request. <img src="https://cdn.example.com/a.jpg"></p>',
  '## Cold starts {#cold}',
  'Small bundles and lazy work at import. ![chart](https://cdn.example.com/b.png)',
  '### Counters',
  '<div class="wp gallery">x</div>',
].join('\n\n');

let restoreClock: () => void;
beforeAll(() => {
  restoreClock = setClock(() => Date.parse('2024-03-19T21:00:00Z'));
});
afterAll(() => restoreClock());

describe('content metrics stored with a post', () => {
  test('every write stores the metrics of the content it writes', () => {
    // Prepare
    const post = aPost({ content: body });
    // Act
    const item = postItem(post);
    // Assess
    expect(item.content_metrics).toEqual(contentMetricsAttribute(body));
    expect(storedContentMetrics(item)).toEqual(contentMetricsOf(body));
  });

  test('a client post from stored metrics is the one computed from the body', () => {
    // Prepare
    const written = toPost(postItem(aPost({ content: body, excerpt: 'The summary' })));
    const older = { ...written };
    delete older.metrics; // as an item written before metrics were stored reads
    // Act
    const fromStored = clientPost(written);
    const computed = clientPost(older);
    // Assess
    expect(written.metrics).toBeDefined();
    expect(fromStored).toEqual(computed);
    expect(fromStored.content.toc_menus.map((item) => item.id)).toEqual(['intro', 'cold']);
    expect(fromStored.cache).toEqual({ uploaded_media_count: 2, uploaded_gallery_count: 1 });
  });

  test('an item without metrics reads as a post without them', () => {
    // Prepare
    const item = postItem(aPost({ content: body }));
    delete item.content_metrics;
    // Act
    const post = toPost(item);
    // Assess
    expect(post.metrics).toBeUndefined();
    expect(clientPost(post).content.words).toBe(contentMetricsOf(body).words);
  });

  test('an edit of the content drops the metrics of the old content', () => {
    // Prepare
    const before = toPost(postItem(aPost({ content: body })));
    // Act
    const after = patchedPost(before, { content: 'Just one line now.' }, '2024-03-20T00:00:00.000Z')!;
    // Assess
    expect(after.metrics).toBeUndefined();
    expect(ownedAttributes(after).content_metrics).toEqual(contentMetricsAttribute('Just one line now.'));
  });

  test('a table of contents too large to store leaves the metrics to the readers', () => {
    // Prepare
    const headings = Array.from({ length: 400 }, (_, i) => `## Heading number ${i}`).join('\n\n');
    // Act
    const attribute = contentMetricsAttribute(headings);
    const post = toPost(postItem(aPost({ content: headings })));
    // Assess
    expect(Buffer.byteLength(JSON.stringify(contentMetricsOf(headings).toc))).toBeGreaterThan(MAX_STORED_TOC_BYTES);
    expect(attribute).toBeNull();
    expect(post.metrics).toBeUndefined();
    expect(clientPost(post).content.toc_menus).toHaveLength(400);
  });
});
