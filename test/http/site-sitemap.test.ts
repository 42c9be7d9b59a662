/**
 * The sitemap (protocol 0.9): every published post's canonical address with lastmod, well-formed
 * (saxes, a strict XML parser); an index of `?page=N` parts when the site outgrows one part; a part
 * reads its own posts only, however many come before it, a page at a time, and is streamed (gzip when
 * asked); a page past the last is a JSON 404.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { rawRequest, useLocalApi } from '#test/support/http';
import { callsOf, recordDbCalls } from '#test/support/db-calls';
import { gunzipSync } from 'node:zlib';
import { sitemap, type SitemapSizes } from '#domains/site/sitemap';
import type { DocumentBody } from '#platform/http/reply';
import { listPosts } from '#domains/posts/list/list-posts';
import { systemActor } from '#domains/posts/write/manage-posts';
import { publishedPost, setPostStatus } from './client-fixtures';

const api = useLocalApi();
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Parts of 2 posts, read a post at a time (the route's: 50,000 and 1,000). */
const SMALL: SitemapSizes = { partUrls: 2, readPage: 1 };

async function textOf(body: DocumentBody): Promise<string> {
  if (typeof body === 'string') return body;
  let text = '';
  for await (const piece of body) text += piece;
  return text;
}

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
  // Prepare: parts of 2 posts (the route's are of 50,000), at least 3 published posts.
  for (let i = 0; i < 3; i++) await publishedPost({ title: `Part post ${i}` });
  const base = `${api.url}/api/client/v3/cms/sitemap`;
  // Act
  const index = read(await textOf(await sitemap({}, base, SMALL)));
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
      const part = read(await textOf(await sitemap({ page }, base, SMALL)));
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
  await expect(sitemap({ page: parts + 1 }, base, SMALL)).rejects.toThrow(`The sitemap has ${parts} parts: page ${parts + 1} does not exist.`);
});

test('a part read a few posts at a time is the part read at once, every post once, in id order', async () => {
  // Prepare
  for (let i = 0; i < 5; i++) await publishedPost({ title: `Paged post ${i}` });
  const base = `${api.url}/api/client/v3/cms/sitemap`;
  const published = await listPosts({ filters: { status: 'published' }, sort: 'id', order: 'asc', offset: 0, perPage: 1000 });
  const recording = recordDbCalls();
  let pieces = 0;
  let paged = '';
  try {
    // Act
    const body = await sitemap({}, base, { partUrls: 50_000, readPage: 2 });
    if (typeof body === 'string') throw new Error('a part is written page by page');
    for await (const piece of body) {
      paged += piece;
      pieces++;
    }
  } finally {
    recording.stop();
  }
  const whole = await textOf(await sitemap({}, base, { partUrls: 50_000, readPage: 50_000 }));
  // Assess
  expect(paged).toBe(whole);
  expect(read(paged).locs).toHaveLength(published.total);
  // The opening, a piece per page of two posts, the close.
  expect(pieces).toBe(Math.ceil(published.total / 2) + 2);
  // No read of posts holds more than a page.
  for (const call of callsOf(recording, 'BatchGetItemCommand')) {
    const keys = Object.values(call.input.RequestItems as Record<string, { Keys: Record<string, unknown>[] }>).flatMap((r) => r.Keys);
    const postItems = keys.filter((key) => Object.values(key).includes('POST') && Object.values(key).some((value) => String(value).startsWith('POST#')));
    expect(postItems.length).toBeLessThanOrEqual(2);
  }
});

test('a post withdrawn or published while a part is written moves no other post out of it', async () => {
  // Prepare: five published posts; the part is read two at a time.
  const posts = [];
  for (let i = 0; i < 5; i++) posts.push(await publishedPost({ title: `Moving post ${i}` }));
  const base = `${api.url}/api/client/v3/cms/sitemap`;
  const body = await sitemap({}, base, { partUrls: 50_000, readPage: 2 });
  if (typeof body === 'string') throw new Error('a part is written page by page');
  const pieces = body[Symbol.asyncIterator]();
  let text = '';
  // Act: write the part up to the page that holds the first of the five, then withdraw it and publish one more.
  const firstAddress = `${api.url}/post/${posts[0]!.slug}`;
  while (!text.includes(firstAddress)) {
    const piece = await pieces.next();
    if (piece.done) throw new Error('the part ended before the first post');
    text += piece.value;
  }
  await setPostStatus(posts[0]!.id, 'draft', systemActor());
  const late = await publishedPost({ title: 'Published while the sitemap is written' });
  for (let piece = await pieces.next(); !piece.done; piece = await pieces.next()) text += piece.value;
  // Assess: every other post once (an offset would have skipped the one after the withdrawn post), the late one at the end.
  const locs = read(text).locs;
  for (const post of [...posts.slice(1), late]) expect(locs.filter((loc) => loc === `${api.url}/post/${post.slug}`)).toHaveLength(1);
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs.at(-1)).toBe(`${api.url}/post/${late.slug}`);
});

test('the route streams its part: chunked, gzip when asked, the same document either way', async () => {
  // Prepare
  await publishedPost({ title: 'Streamed post' });
  const headers = await api.clientHeaders();
  // Act
  const plain = await rawRequest(api.url, 'GET', '/api/client/v3/cms/sitemap', { ...headers, 'Accept-Encoding': 'identity' });
  const zipped = await rawRequest(api.url, 'GET', '/api/client/v3/cms/sitemap', { ...headers, 'Accept-Encoding': 'gzip' });
  // Assess
  expect(plain.status).toBe(200);
  expect(plain.headers['transfer-encoding']).toBe('chunked');
  expect(plain.headers['content-length']).toBeUndefined();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(plain.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
  expect(plain.headers['access-control-allow-origin']).toBeDefined();
  const plainText = plain.bytes.toString('utf8');
  expect(read(plainText).root.local).toBe('urlset');
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toBe('Accept-Encoding');
  expect(gunzipSync(zipped.bytes).toString('utf8')).toBe(plainText);
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
