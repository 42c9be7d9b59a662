/** Liking a post through the local API Gateway. */
import { useLocalApi } from '#test/support/http';
import { LikeStateSchema } from '#domains/likes/like-response-schemas';
import { findPostById } from '#domains/posts/model/posts-repository';
import { aPost } from '../integration/comments/fixtures';

const api = useLocalApi();

const likePath = (postId: number) => `/api/client/v3/cms/post/${postId}/like`;
const likesCount = async (postId: number) => (await findPostById(postId, true))?.likesCount;

test('like answers liked with the count; liking again changes nothing; unlike takes it back', async () => {
  // Prepare
  const post = await aPost();
  const headers = await api.clientUserHeaders();
  // Act
  const first = await api.request('POST', likePath(post.id), { headers });
  const second = await api.request('POST', likePath(post.id), { headers });
  const removed = await api.request('DELETE', likePath(post.id), { headers });
  const removedAgain = await api.request('DELETE', likePath(post.id), { headers });
  // Assess
  expect(first.status).toBe(200);
  expect(LikeStateSchema.parse(first.body.result)).toEqual({ liked: true, likes_count: 1 });
  expect(second.body.result).toEqual({ liked: true, likes_count: 1 });
  expect(LikeStateSchema.parse(removed.body.result)).toEqual({ liked: false, likes_count: 0 });
  expect(removedAgain.body.result).toEqual({ liked: false, likes_count: 0 });
  expect(await likesCount(post.id)).toBe(0);
});

test('ten users liking at once count ten', async () => {
  // Prepare
  const post = await aPost();
  const headers = await Promise.all(Array.from({ length: 10 }, () => api.clientUserHeaders()));
  // Act
  const responses = await Promise.all(headers.map((h) => api.request('POST', likePath(post.id), { headers: h })));
  // Assess
  expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
  expect(await likesCount(post.id)).toBe(10);
});

test('a retry with the same Idempotency-Key replays the first answer', async () => {
  // Prepare
  const post = await aPost();
  const headers = { ...(await api.clientUserHeaders()), 'Idempotency-Key': 'like-1' };
  // Act
  const first = await api.request('POST', likePath(post.id), { headers });
  const retry = await api.request('POST', likePath(post.id), { headers });
  // Assess
  expect(retry.body).toEqual(first.body);
  expect(retry.headers['idempotent-replayed']).toBe('true');
  expect(await likesCount(post.id)).toBe(1);
});

test('a post that is not published or does not exist is 404', async () => {
  // Prepare
  const draft = await aPost({ status: 'draft' });
  const headers = await api.clientUserHeaders();
  // Act
  const responses = await Promise.all([
    api.request('POST', likePath(draft.id), { headers }),
    api.request('DELETE', likePath(draft.id), { headers }),
    api.request('POST', likePath(654_321), { headers }),
  ]);
  // Assess
  for (const response of responses) {
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('resource_not_found');
  }
  expect(await likesCount(draft.id)).toBe(0);
});

test('without a user token it is 401 authentication_required; without Api-Key 401 unauthorized; a bad id 400', async () => {
  // Prepare
  const post = await aPost();
  const headers = await api.clientUserHeaders();
  // Act
  const noToken = await api.request('POST', likePath(post.id), { headers: { 'Api-Key': headers['Api-Key'] } });
  const noKey = await api.request('DELETE', likePath(post.id), { headers: { Authorization: headers.Authorization } });
  const badId = await api.request('POST', '/api/client/v3/cms/post/0/like', { headers });
  // Assess
  expect([noToken.status, noToken.body.error.code]).toEqual([401, 'authentication_required']);
  expect([noKey.status, noKey.body.error.code]).toEqual([401, 'unauthorized']);
  expect([badId.status, badId.body.error.code]).toEqual([400, 'bad_request']);
  expect(await likesCount(post.id)).toBe(0);
});
