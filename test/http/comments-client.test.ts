/** Client comment threads and posting a comment through the local API Gateway. */
import { useLocalApi } from '#test/support/http';
import { ClientCommentListSchema, ClientCommentSchema } from '#domains/comments/client-comment-schema';
import { storedComments, aComment, aPost } from '../integration/comments/fixtures';
import { findUserById } from '#domains/users/users-repository';

const api = useLocalApi();

const commentsPath = (postId: number) => `/api/client/v3/cms/post/${postId}/comments`;

describe('reading comments', () => {
  test('answers approved threads with the Api-Key alone, validated by the client schema', async () => {
    // Prepare
    const post = await aPost();
    const top = await aComment(post, { approved: true });
    const reply = await aComment(post, { parent: top, approved: true });
    await aComment(post);
    // Act
    const response = await api.request('GET', commentsPath(post.id), { headers: await api.clientHeaders() });
    // Assess
    expect(response.status).toBe(200);
    const threads = ClientCommentListSchema.parse(response.body.result);
    expect(threads.map((c) => c.id)).toEqual([top.id]);
    expect(threads[0].replies.map((c) => c.id)).toEqual([reply.id]);
    expect(threads[0].status).toMatchObject({ name: 'Approved', value: 'approved', to_persian: expect.any(String) });
    expect(response.body.meta.pagination).toMatchObject({ total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1 });
    expect(response.headers['x-ratelimit-limit']).toBe('60');
  });

  test('with a user token the caller also sees their own pending comment', async () => {
    // Prepare
    const post = await aPost();
    const me = await api.createUser({ firstName: 'Leila', lastName: 'Hosseini' });
    const mine = await aComment(post, { user: (await findUserById(me.id))! });
    const headers = await api.clientUserHeaders(me);
    // Act
    const withToken = await api.request('GET', commentsPath(post.id), { headers });
    const withoutToken = await api.request('GET', commentsPath(post.id), { headers: { 'Api-Key': headers['Api-Key'] } });
    // Assess
    const threads = ClientCommentListSchema.parse(withToken.body.result);
    expect(threads.map((c) => [c.id, c.status.value, c.user.first_name])).toEqual([[mine.id, 'pending', 'Leila']]);
    expect(withoutToken.body.result).toEqual([]);
  });

  test('an invalid user token is 401 authentication_required; no Api-Key is 401 unauthorized', async () => {
    // Prepare
    const post = await aPost();
    // Act
    const badToken = await api.request('GET', commentsPath(post.id), { headers: { ...(await api.clientHeaders()), Authorization: 'Bearer nope' } });
    const noKey = await api.request('GET', commentsPath(post.id));
    // Assess
    expect(badToken.status).toBe(401);
    expect(badToken.body.error.code).toBe('authentication_required');
    expect(noKey.status).toBe(401);
    expect(noKey.body.error).toMatchObject({ code: 'unauthorized', message: 'invalid key' });
  });

  test('a post that is not published is 404; per_page out of range is 400', async () => {
    // Prepare
    const draft = await aPost({ status: 'draft' });
    const published = await aPost();
    const headers = await api.clientHeaders();
    // Act
    const missing = await api.request('GET', commentsPath(draft.id), { headers });
    const outOfRange = await api.request('GET', commentsPath(published.id), { headers, query: { per_page: 500 } });
    // Assess
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('resource_not_found');
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.error.details.per_page).toEqual([expect.any(String)]);
  });
});

describe('posting a comment', () => {
  test('201 with the pending comment in the client shape, content trimmed', async () => {
    // Prepare
    const post = await aPost();
    const me = await api.createUser({ firstName: 'Omid', lastName: 'Jafari' });
    const headers = await api.clientUserHeaders(me);
    // Act
    const response = await api.request('POST', commentsPath(post.id), { headers, body: { content: '  عالی بود  ' } });
    // Assess
    expect(response.status).toBe(201);
    const comment = ClientCommentSchema.parse(response.body.result);
    expect(comment).toMatchObject({ content: 'عالی بود', parent_id: null, replies_count: 0, replies: [] });
    expect(comment.status.value).toBe('pending');
    expect(comment.user).toMatchObject({ id: me.id, first_name: 'Omid', last_name: 'Jafari', avatar: { id: '' } });
    expect((await storedComments(post.id)).map((c) => c.id)).toEqual([comment.id]);
  });

  test('a reply to an approved comment names its parent', async () => {
    // Prepare
    const post = await aPost();
    const top = await aComment(post, { approved: true });
    // Act
    const response = await api.request('POST', commentsPath(post.id), { headers: await api.clientUserHeaders(), body: { content: 'reply', parent_id: top.id } });
    // Assess
    expect(response.status).toBe(201);
    expect(response.body.result.parent_id).toBe(top.id);
  });

  test('a retry with the same Idempotency-Key replays the first answer and stores one comment', async () => {
    // Prepare
    const post = await aPost();
    const headers = { ...(await api.clientUserHeaders()), 'Idempotency-Key': 'comment-retry-1' };
    // Act
    const first = await api.request('POST', commentsPath(post.id), { headers, body: { content: 'once' } });
    const retry = await api.request('POST', commentsPath(post.id), { headers, body: { content: 'once' } });
    // Assess
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await storedComments(post.id)).toHaveLength(1);
  });

  test.each([
    ['no content', {}, 'content'],
    ['blank content', { content: '   ' }, 'content'],
    ['content of 5001 characters', { content: 'x'.repeat(5001) }, 'content'],
    ['content that is a number', { content: 42 }, 'content'],
    ['an unknown field', { content: 'hi', status: 'approved' }, 'status'],
    ['a parent_id that is not an integer', { content: 'hi', parent_id: 'one' }, 'parent_id'],
  ])('a body with %s is a 422 validation_failed and stores nothing', async (_label, body, field) => {
    // Prepare
    const post = await aPost();
    // Act
    const response = await api.request('POST', commentsPath(post.id), { headers: await api.clientUserHeaders(), body });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.errors)).toEqual([field]);
    expect(await storedComments(post.id)).toEqual([]);
  });

  test('a parent that is not an approved comment of the post is a 422 on parent_id', async () => {
    // Prepare
    const post = await aPost();
    const pending = await aComment(post);
    // Act
    const response = await api.request('POST', commentsPath(post.id), { headers: await api.clientUserHeaders(), body: { content: 'hi', parent_id: pending.id } });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.errors.parent_id).toEqual([expect.any(String)]);
  });

  test('a post that is not published is 404', async () => {
    // Prepare
    const draft = await aPost({ status: 'draft' });
    // Act
    const response = await api.request('POST', commentsPath(draft.id), { headers: await api.clientUserHeaders(), body: { content: 'hi' } });
    // Assess
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('resource_not_found');
  });

  test('without a user token it is 401 authentication_required; without Api-Key 401 unauthorized; a body that is not JSON 400', async () => {
    // Prepare
    const post = await aPost();
    const userHeaders = await api.clientUserHeaders();
    // Act
    const noToken = await api.request('POST', commentsPath(post.id), { headers: { 'Api-Key': userHeaders['Api-Key'] }, body: { content: 'hi' } });
    const noKey = await api.request('POST', commentsPath(post.id), { headers: { Authorization: userHeaders.Authorization }, body: { content: 'hi' } });
    const notJson = await api.request('POST', commentsPath(post.id), { headers: { ...userHeaders, 'Content-Type': 'application/json' }, rawBody: '{"content":' });
    // Assess
    expect([noToken.status, noToken.body.error.code]).toEqual([401, 'authentication_required']);
    expect([noKey.status, noKey.body.error.code]).toEqual([401, 'unauthorized']);
    expect([notJson.status, notJson.body.error.code]).toEqual([400, 'bad_request']);
    expect(await storedComments(post.id)).toEqual([]);
  });
});
