/**
 * The sitemap (protocol 0.9): every published post's canonical address with lastmod, well-formed
 * (saxes, a strict XML parser); an index of `?page=N` parts when the site outgrows one part; a part
 * reads its own posts only, however many come before it; a page past the last is a JSON 404.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { useLocalApi } from '#test/support/http';
import { callsOf, recordDbCalls } from '#test/support/db-calls';
import { sitemap } from '#domains/site/sitemap';
import { publishedPost } from './client-fixtures';

const api = useLocalApi();
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The document's elements (namespace and local name) and the text of each `loc`. */
function read(xml: string): { root: SaxesTagNS; locs: string[]; lastmods: string[] } {
  const parser = new SaxesParser({ xmlns: true });
  const tags: SaxesTagNS[] = [];
  const locs: string[] = [];
  const lastmods: string[] = [];
  let open = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (node) => {
    tags.push(node);
    open = node.local;
  });
  parser.on('text', (text) => {
    if (open === 'loc') locs.push(text);
    if (open === 'lastmod') lastmods.push(text);
  });
  parser.on('closetag', () => {
    open = '';
  });
  parser.write(xml).close();
  return { root: tags[0]!, locs, lastmods };
}

test('a urlset of every published post: canonical address and lastmod; drafts and trash left out', async () => {
  // Prepare
  const post = await publishedPost({ title: 'Mapped post', slug: 'mapped-post' });
  const draft = await publishedPost({ title: 'Unmapped draft', slug: 'unmapped-draft', status: 'draft' });
  // Act
  const response = await api.request('GET', '/api/client/v3/cms/sitemap', { headers: await api.clientHeaders() });
  // Assess
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const { root, locs, lastmods } = read(response.body);
  expect(root.local).toBe('urlset');
  expect(root.uri).toBe(SITEMAP_NS);
  expect(locs).toContain(`${api.url}/post/mapped-post`);
  expect(locs).not.toContain(`${api.url}/post/${draft.slug}`);
  expect(lastmods[locs.indexOf(`${api.url}/post/mapped-post`)]).toBe(post.updatedAt.replace(/\.\d{3}Z$/, 'Z'));
  for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
});

test('past one part: an index of ?page=N parts; each part its own posts, reading only them', async () => {
  // Prepare: parts of 2 posts (the route's are of 1,000), at least 3 published posts.
  for (let i = 0; i < 3; i++) await publishedPost({ title: `Part post ${i}` });
  const base = `${api.url}/api/client/v3/cms/sitemap`;
  // Act
  const index = read(await sitemap({}, base, 2));
  // Assess
  expect(index.root.local).toBe('sitemapindex');
  expect(index.root.uri).toBe(SITEMAP_NS);
  const parts = index.locs.length;
  expect(parts).toBeGreaterThanOrEqual(2);
  expect(index.locs[0]).toBe(`${base}?page=1`);
  const seen: string[] = [];
  const recording = recordDbCalls();
  try {
    const reads: number[] = [];
    const scanned: number[] = [];
    for (let page = 1; page <= parts; page++) {
      recording.clear();
      const part = read(await sitemap({ page }, base, 2));
      expect(part.root.local).toBe('urlset');
      expect(part.locs.length).toBeLessThanOrEqual(2);
      seen.push(...part.locs);
      scanned.push(callsOf(recording, 'QueryCommand').reduce((sum, call) => sum + Number(call.output.ScannedCount ?? 0), 0));
      reads.push(callsOf(recording, 'BatchGetItemCommand').reduce((sum, call) => sum + Object.values(call.input.RequestItems as Record<string, { Keys: unknown[] }>).reduce((n, r) => n + r.Keys.length, 0), 0));
    }
    // Every part reads about its own two posts (and a counter), the last part as the first.
    expect(Math.max(...reads)).toBeLessThanOrEqual(4);
    // The keys before a part are not read: a part's queries scan its own keys (and one more) and the
    // site's page blocks (one per 256 ids), not the posts before it.
    for (const count of scanned) expect(count).toBeLessThanOrEqual(8);
  } finally {
    recording.stop();
  }
  expect(new Set(seen).size).toBe(seen.length);
  await expect(sitemap({ page: parts + 1 }, base, 2)).rejects.toThrow(`The sitemap has ${parts} parts: page ${parts + 1} does not exist.`);
});

test('a page past the last part is 404 in the envelope; a page that is not a number is 400', async () => {
  const headers = await api.clientHeaders();
  const beyond = await api.request('GET', '/api/client/v3/cms/sitemap', { headers, query: { page: 999 } });
  expect(beyond.status).toBe(404);
  expect(beyond.body).toMatchObject({ status: false, error: { code: 'resource_not_found', message: 'The sitemap has 1 part: page 999 does not exist.' } });
  for (const page of ['0', 'x', '-1']) {
    const bad = await api.request('GET', '/api/client/v3/cms/sitemap', { headers, query: { page } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad_request');
  }
  expect((await api.request('GET', '/api/client/v3/cms/sitemap', { headers, query: { page: 1 } })).status).toBe(200);
});
