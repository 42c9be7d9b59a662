/**
 * The site's feed: RSS 2.0 and Atom 1.0 of the 20 latest published posts, read back with a real feed
 * parser (@rowanmanning/feed-parser) and checked well-formed by a strict XML parser (saxes): titles,
 * canonical links, stable ids, dates, excerpts; per category, tag and language; bad input is a JSON
 * error in the envelope.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { SaxesParser } from 'saxes';
import { useLocalApi } from '#test/support/http';
import { updatePost, systemActor } from '#domains/posts/write/manage-posts';
import { PostUpdateBody } from '#domains/posts/model/post-schemas';
import { category, publishedPost, tag } from './client-fixtures';

const api = useLocalApi();

/** Every element and attribute, or the first well-formedness error. */
function wellFormed(xml: string): { root: string; names: string[] } {
  const parser = new SaxesParser({ xmlns: true });
  const names: string[] = [];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (node) => names.push(node.name));
  parser.write(xml).close();
  return { root: names[0] ?? '', names };
}

async function feed(query: Record<string, string | number> = {}) {
  const response = await api.request('GET', '/api/client/v3/cms/feed', { headers: await api.clientHeaders(), query });
  return response;
}

test('RSS 2.0 by default: the latest 20 published, newest first, with canonical links, stable guids, dates and excerpts', async () => {
  // Prepare: a fresh category keeps this file's other posts out of the feed.
  const topic = await category();
  const posts = [];
  for (let i = 0; i < 22; i++) posts.push(await publishedPost({ title: `Feed post ${i} & <friends>`, excerpt: `Summary ${i}`, category_id: topic.id, published_at: new Date(Date.UTC(2024, 0, 1 + i)).toISOString() }));
  await publishedPost({ title: 'A draft', status: 'draft', category_id: topic.id });
  // Act
  const response = await feed({ category_id: topic.id });
  // Assess
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers['x-ratelimit-remaining']).toBeDefined();
  expect(wellFormed(response.body).root).toBe('rss');
  const parsed = parseFeed(response.body);
  expect(parsed.meta.type).toBe('rss');
  expect(parsed.url).toBe(api.url);
  expect(parsed.items).toHaveLength(20);
  const newest = posts[21]!;
  const first = parsed.items[0]!;
  expect(first.title).toBe('Feed post 21 & <friends>');
  expect(first.url).toBe(`${api.url}/post/${newest.slug}`);
  expect(first.description).toBe('Summary 21');
  expect(first.published?.toISOString()).toBe('2024-01-22T00:00:00.000Z');
  expect(first.id).toBe(`tag:127.0.0.1,${newest.createdAt.slice(0, 10)}:post/${newest.id}`);
  expect(parsed.items.map((item) => item.title)).not.toContain('A draft');
});

test('Atom 1.0 with format=atom; an entry keeps its id when its title and slug change', async () => {
  // Prepare
  const label = await tag();
  const post = await publishedPost({ title: 'Atom first', tag_ids: [label.id] });
  const before = parseFeed((await feed({ format: 'atom', tag_id: label.id })).body);
  await updatePost(post.id, PostUpdateBody.parse({ title: 'Atom renamed', slug: 'atom-renamed' }), systemActor());
  // Act
  const response = await feed({ format: 'atom', tag_id: label.id });
  // Assess
  expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  const { root, names } = wellFormed(response.body);
  expect(root).toBe('feed');
  for (const required of ['id', 'title', 'updated', 'entry']) expect(names).toContain(required);
  const after = parseFeed(response.body);
  expect(after.meta.type).toBe('atom');
  expect(after.items).toHaveLength(1);
  expect(after.items[0]!.title).toBe('Atom renamed');
  expect(after.items[0]!.url).toBe(`${api.url}/post/atom-renamed`);
  expect(after.items[0]!.id).toBe(before.items[0]!.id);
  expect(after.self).toContain('/api/client/v3/cms/feed?format=atom');
});

test('language= keeps the posts of that language (posts without one are DEFAULT_LANGUAGE, fa)', async () => {
  const topic = await category();
  await publishedPost({ title: 'Persian by default', category_id: topic.id });
  const fa = parseFeed((await feed({ category_id: topic.id, language: 'fa' })).body);
  const en = parseFeed((await feed({ category_id: topic.id, language: 'en' })).body);
  expect(fa.items.map((item) => item.title)).toEqual(['Persian by default']);
  expect(fa.language).toBe('fa');
  expect(en.items).toHaveLength(0);
});

test.each([
  [{ format: 'json' }, 'format'],
  [{ language: 'de' }, 'language'],
  [{ category_id: 'abc' }, 'category_id'],
  [{ page: 2 }, 'page'],
])('%j is 400 bad_request in the envelope, naming %s', async (query, name) => {
  const response = await feed(query);
  expect(response.status).toBe(400);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.body.status).toBe(false);
  expect(response.body.error.code).toBe('bad_request');
  expect(Object.keys(response.body.error.details)).toEqual([name]);
});

test('needs a client key', async () => {
  const response = await api.request('GET', '/api/client/v3/cms/feed');
  expect(response.status).toBe(401);
  expect(response.body.error.code).toBe('unauthorized');
});
