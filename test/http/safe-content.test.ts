/**
 * Safe HTML over the local gateway (CONTRACT section 2): an author's post content is sanitized when
 * written (create and update) and served sanitized to clients, an editor's is kept byte for byte,
 * plain-text fields lose their markup, and comments are stored as escaped text on every route.
 */
import { useLocalApi } from '#test/support/http';
import { dangersIn } from '#test/support/html-safety';
import { findPostById } from '#domains/posts/model/posts-repository';
import { aPost, storedComments } from '../integration/comments/fixtures';
import { approveComment } from '#domains/comments/moderate-comments';

const api = useLocalApi();
const POSTS = '/api/admin/v3/cms/post';
const HOSTILE = '<h2 onclick="alert(1)">Intro</h2><script>alert(1)</script><p>Hi <img src=x onerror=alert(1)> <a href="jav&#x09;ascript:alert(1)">x</a></p>';

let author: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => {
  author = await api.adminHeaders('author');
  editor = await api.adminHeaders('editor');
});

const clientFull = async (id: number): Promise<string> => {
  const response = await api.request('GET', `/api/client/v3/cms/post/${id}`, { headers: await api.clientHeaders() });
  expect(response.status).toBe(200);
  return response.body.result.content.full as string;
};

describe("an author's content (no cms.content.unfiltered_html)", () => {
  test('is sanitized at create: stored, answered and served to clients without anything that runs', async () => {
    // Act
    const created = await api.request('POST', POSTS, { headers: author, body: { title: 'Mine', content: HOSTILE, content_format: 'html', status: 'published' } });
    // Assess
    expect(created.status).toBe(201);
    const stored = (await findPostById(created.body.result.id, true))!;
    expect(stored.content).toBe('<h2>Intro</h2><p>Hi <img src="x" /> <a>x</a></p>');
    expect(created.body.result.content).toBe(stored.content);
    const full = await clientFull(stored.id);
    expect(full).toBe(stored.content);
    expect(dangersIn(full)).toEqual([]);
  });

  test('is sanitized at update, Markdown rendered first; the metrics are those of what is stored', async () => {
    // Prepare
    const created = await api.request('POST', POSTS, { headers: author, body: { title: 'Draft', content: 'Plain', status: 'published' } });
    // Act
    const updated = await api.request('PUT', `${POSTS}/${created.body.result.id}`, {
      headers: author,
      body: { content: '# Head\n\n[click](javascript:alert(1)) <svg onload=alert(1)></svg> and **bold**' },
    });
    // Assess
    expect(updated.status).toBe(200);
    const full = await clientFull(created.body.result.id);
    expect(full).toBe('<h1>Head</h1>\n<p>[click](javascript:alert(1))  and <strong>bold</strong></p>\n');
    expect(dangersIn(full)).toEqual([]);
    const client = await api.request('GET', `/api/client/v3/cms/post/${created.body.result.id}`, { headers: await api.clientHeaders() });
    expect(client.body.result.content.toc_menus).toEqual([{ id: 'head', title: 'Head', level: 1, children: [] }]);
  });

  test('title, excerpt and SEO texts lose their markup; a title of markup alone is a 422 and writes nothing', async () => {
    // Act
    const created = await api.request('POST', POSTS, {
      headers: author,
      body: { title: 'Hello <b>there</b><script>x</script>', excerpt: '<i>Short</i>', content: 'Body', seo: { meta_title: '<<b>script>T', meta_description: 'a < b' } },
    });
    const onlyMarkup = await api.request('POST', POSTS, { headers: author, body: { title: '<img src=x onerror=alert(1)>', content: 'Body' } });
    // Assess
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({ title: 'Hello there', excerpt: 'Short' });
    const stored = (await findPostById(created.body.result.id, true))!;
    expect(stored.seo).toMatchObject({ metaTitle: 'script>T', metaDescription: 'a < b' });
    expect(onlyMarkup.status).toBe(422);
    expect(Object.keys(onlyMarkup.body.error.errors)).toEqual(['title']);
  });

  test('content_format without content, or of an unknown kind, is a 422', async () => {
    // Prepare
    const created = await api.request('POST', POSTS, { headers: author, body: { title: 'Formats', content: 'Body' } });
    // Act
    const alone = await api.request('PUT', `${POSTS}/${created.body.result.id}`, { headers: author, body: { content_format: 'html' } });
    const unknown = await api.request('POST', POSTS, { headers: author, body: { title: 'X', content: 'Body', content_format: 'rtf' } });
    // Assess
    expect([alone.status, Object.keys(alone.body.error.errors)]).toEqual([422, ['content_format']]);
    expect([unknown.status, Object.keys(unknown.body.error.errors)]).toEqual([422, ['content_format']]);
    expect((await findPostById(created.body.result.id, true))!.version).toBe(1);
  });
});

describe("an editor's content (cms.content.unfiltered_html)", () => {
  test('is kept byte for byte, Markdown stays Markdown, and clients get it as sent', async () => {
    // Prepare
    const markdown = `# Title\n\n${HOSTILE}\n\n<iframe src="https://video.example.com/embed/1"></iframe>`;
    // Act
    const created = await api.request('POST', POSTS, { headers: editor, body: { title: '<em>Kept</em>', content: markdown, status: 'published' } });
    // Assess
    expect(created.status).toBe(201);
    expect((await findPostById(created.body.result.id, true))!.content).toBe(markdown);
    expect(created.body.result.title).toBe('<em>Kept</em>');
    expect(await clientFull(created.body.result.id)).toBe(markdown);
  });
});

describe('comments are plain text', () => {
  test("a reader's markup is stored escaped and comes back inert on client and admin routes", async () => {
    // Prepare
    const post = await aPost();
    const headers = await api.clientUserHeaders();
    const sent = `<img src=x onerror="alert('x')"> & more`;
    // Act
    const posted = await api.request('POST', `/api/client/v3/cms/post/${post.id}/comments`, { headers, body: { content: sent } });
    await approveComment(posted.body.result.id);
    const client = await api.request('GET', `/api/client/v3/cms/post/${post.id}/comments`, { headers: await api.clientHeaders() });
    const admin = await api.request('GET', `/api/admin/v3/cms/post/${post.id}/comments`, { headers: await api.adminHeaders('moderator') });
    // Assess
    const escaped = '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; more';
    expect(posted.status).toBe(201);
    expect(posted.body.result.content).toBe(escaped);
    expect(client.body.result[0].content).toBe(escaped);
    expect(admin.body.result.comments[0].content).toBe(escaped);
    expect(dangersIn(escaped)).toEqual([]);
  });

  test('the 5,000-character limit counts what the reader sent, not the escaped text', async () => {
    // Prepare
    const post = await aPost();
    const headers = await api.clientUserHeaders();
    // Act
    const atLimit = await api.request('POST', `/api/client/v3/cms/post/${post.id}/comments`, { headers, body: { content: '<'.repeat(5000) } });
    const over = await api.request('POST', `/api/client/v3/cms/post/${post.id}/comments`, { headers, body: { content: '<'.repeat(5001) } });
    // Assess
    expect(atLimit.status).toBe(201);
    expect(over.status).toBe(422);
    expect((await storedComments(post.id)).map((comment) => comment.content)).toEqual(['&lt;'.repeat(5000)]);
  });
});
