/**
 * Reading a post on a client route counts a view: one atomic `ADD` per read on one of the post's view
 * shards, exact under parallel reads on both the primary and the alternative route. Each answer shows
 * the count it read plus its own view (parallel readers may show the same number: the shards spread
 * the writes of a popular post, and no single item orders them).
 */
import { useLocalApi } from '#test/support/http';
import { findPostById } from '#domains/posts/model/posts-repository';
import { ClientPostItemSchema } from '#domains/client/schemas';
import { AltPostSchema } from '#domains/presentation/client-schemas';
import { publishedPost } from './client-fixtures';
import { primaryItem } from './client-envelopes';

const api = useLocalApi();

test('20 parallel reads count 20 views exactly, each answer counting its own view', async () => {
  // Prepare
  const post = await publishedPost({ title: 'Popular' });
  const headers = { 'Api-Key': await api.clientKey() };
  // Act
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => api.request('GET', `/api/client/v3/cms/post/${i % 2 === 0 ? post.id : encodeURIComponent(post.slug)}`, { headers })),
  );
  // Assess
  expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
  const counts = responses.map((response) => primaryItem(ClientPostItemSchema).parse(response.body).result.views);
  for (const count of counts) expect(count).toBeGreaterThanOrEqual(1);
  for (const count of counts) expect(count).toBeLessThanOrEqual(20);
  expect((await findPostById(post.id, true))?.viewCount).toBe(20);
  // Read one after another, each answer is the exact count after its view.
  const sequential: number[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await api.request('GET', `/api/client/v3/cms/post/${post.id}`, { headers });
    sequential.push(primaryItem(ClientPostItemSchema).parse(response.body).result.views);
  }
  expect(sequential).toEqual([21, 22, 23]);
});

test('the alternative get counts views on the same counter', async () => {
  // Prepare
  const post = await publishedPost({ title: 'Also popular' });
  const headers = { 'Api-Key': await api.clientKey() };
  // Act
  const alternative = await Promise.all(Array.from({ length: 10 }, () => api.request('GET', `/api/v3/client/posts/${post.id}`, { headers })));
  const primary = await api.request('GET', `/api/client/v3/cms/post/${post.id}`, { headers });
  // Assess
  for (const response of alternative) expect(AltPostSchema.parse(response.body.data).id).toBe(post.id);
  expect(primaryItem(ClientPostItemSchema).parse(primary.body).result.views).toBe(11);
  expect((await findPostById(post.id, true))?.viewCount).toBe(11);
});

test('a list does not count views', async () => {
  // Prepare
  const post = await publishedPost({ title: 'Listed only' });
  // Act
  await api.request('GET', '/api/client/v3/cms/post', { headers: await api.clientHeaders() });
  await api.request('GET', '/api/v3/client/posts', { headers: await api.clientHeaders() });
  // Assess
  expect((await findPostById(post.id, true))?.viewCount).toBe(0);
});
