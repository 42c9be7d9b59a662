/** Admin comment moderation through the local API Gateway: list (spec 4.2), approve, reject, delete. */
import { useLocalApi } from '#test/support/http';
import { AdminCommentListSchema } from '#domains/comments/admin-comment-response-schemas';
import { findPostById } from '#domains/posts/model/posts-repository';
import { findCommentById } from '#domains/comments/comments-repository';
import { aComment, aPost } from '../integration/comments/fixtures';

const api = useLocalApi();

const listPath = (postId: number) => `/api/admin/v3/cms/post/${postId}/comments`;
const commentPath = (id: number, action?: 'approve' | 'reject') => `/api/admin/v3/cms/comment/${id}${action ? `/${action}` : ''}`;
const commentCount = async (postId: number) => (await findPostById(postId, true))?.commentCount;

let moderator: Record<string, string>;
beforeAll(async () => {
  moderator = await api.adminHeaders('moderator');
});

describe('list comments of a post', () => {
  test('answers every status in the admin shape with the pagination inside result', async () => {
    // Prepare
    const post = await aPost();
    const approved = await aComment(post, { approved: true });
    const pending = await aComment(post, { parent: approved });
    // Act
    const response = await api.request('GET', listPath(post.id), { headers: moderator });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.status).toBe(true);
    expect(response.body).not.toHaveProperty('meta');
    const result = AdminCommentListSchema.parse(response.body.result);
    expect(result.comments.map((c) => [c.id, c.status, c.parent_id])).toEqual([
      [pending.id, 'pending', approved.id],
      [approved.id, 'approved', null],
    ]);
    expect(result.comments[1].replies_count).toBe(1);
    expect(result.meta.pagination).toMatchObject({ total: 2, count: 2, per_page: 15, current_page: 1, total_pages: 1 });
  });

  test('filters by status and follows the next link to the last page', async () => {
    // Prepare
    const post = await aPost();
    for (let i = 0; i < 3; i++) await aComment(post, { approved: true });
    await aComment(post);
    // Act
    const first = await api.request('GET', listPath(post.id), { headers: moderator, query: { status: 'approved', per_page: 2 } });
    const next = new URL(first.body.result.meta.pagination.links.next);
    const second = await api.request('GET', `${next.pathname}${next.search}`, { headers: moderator });
    // Assess
    expect(first.body.result.meta.pagination).toMatchObject({ total: 3, count: 2, total_pages: 2 });
    expect(second.status).toBe(200);
    expect(second.body.result.comments.map((c: { status: string }) => c.status)).toEqual(['approved']);
    expect(second.body.result.meta.pagination).toMatchObject({ current_page: 2, count: 1 });
    expect(second.body.result.meta.pagination.links?.next).toBeUndefined();
  });

  test.each([
    [{ per_page: 0 }, 'per_page'],
    [{ per_page: 101 }, 'per_page'],
    [{ per_page: 'ten' }, 'per_page'],
    [{ page: 0 }, 'page'],
    [{ status: 'hidden' }, 'status'],
  ])('query %j is a 400 bad_request naming %s', async (query, parameter) => {
    // Prepare
    const post = await aPost();
    // Act
    const response = await api.request('GET', listPath(post.id), { headers: moderator, query });
    // Assess
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    expect(response.body.error.details[parameter]).toEqual([expect.any(String)]);
  });

  test('an unknown post is 404 resource_not_found; a post id that is not a number is 400', async () => {
    const missing = await api.request('GET', listPath(918_273), { headers: moderator });
    const malformed = await api.request('GET', '/api/admin/v3/cms/post/abc/comments', { headers: moderator });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: false, error: { code: 'resource_not_found', message: expect.any(String) } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details.post_id).toEqual([expect.any(String)]);
  });
});

describe('moderation', () => {
  test('approve counts the comment once however often it is sent; reject takes it out again', async () => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post);
    // Act
    const approved = await api.request('PUT', commentPath(comment.id, 'approve'), { headers: moderator });
    const again = await api.request('PUT', commentPath(comment.id, 'approve'), { headers: moderator });
    const countAfterApprove = await commentCount(post.id);
    const rejected = await api.request('PUT', commentPath(comment.id, 'reject'), { headers: moderator });
    // Assess
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ status: true, result: { message: expect.any(String) } });
    expect(again.status).toBe(200);
    expect(countAfterApprove).toBe(1);
    expect(rejected.body.result).toEqual({ message: expect.any(String) });
    expect((await findCommentById(comment.id, true))?.status).toBe('rejected');
    expect(await commentCount(post.id)).toBe(0);
  });

  test('delete removes the comment and its replies and lowers comment_count', async () => {
    // Prepare
    const post = await aPost();
    const top = await aComment(post, { approved: true });
    const reply = await aComment(post, { parent: top, approved: true });
    const nested = await aComment(post, { parent: reply, approved: true });
    // Act
    const response = await api.request('DELETE', commentPath(top.id), { headers: moderator });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ message: expect.any(String) });
    for (const id of [top.id, reply.id, nested.id]) expect(await findCommentById(id, true)).toBeUndefined();
    expect(await commentCount(post.id)).toBe(0);
  });

  test('20 approvals of one comment sent at once count it once', async () => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post);
    // Act
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api.request('PUT', commentPath(comment.id, 'approve'), { headers: moderator })),
    );
    // Assess
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    expect(await commentCount(post.id)).toBe(1);
  });

  test.each([
    ['PUT', '/approve'],
    ['PUT', '/reject'],
    ['DELETE', ''],
  ] as const)('%s comment%s of an unknown comment is 404', async (method, suffix) => {
    const response = await api.request(method, `${commentPath(876_543)}${suffix}`, { headers: moderator });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('resource_not_found');
  });
});

describe('access', () => {
  test('without credentials every moderation route is 401 authentication_required', async () => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post);
    // Act
    const responses = await Promise.all([
      api.request('GET', listPath(post.id)),
      api.request('PUT', commentPath(comment.id, 'approve')),
      api.request('PUT', commentPath(comment.id, 'reject')),
      api.request('DELETE', commentPath(comment.id)),
    ]);
    // Assess
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('authentication_required');
    }
    expect((await findCommentById(comment.id, true))?.status).toBe('pending');
  });

  test('an author lacks moderation: 403 permission_denied naming the permission, and nothing changes', async () => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post);
    const author = await api.adminHeaders('author');
    // Act
    const list = await api.request('GET', listPath(post.id), { headers: author });
    const approve = await api.request('PUT', commentPath(comment.id, 'approve'), { headers: author });
    const reject = await api.request('PUT', commentPath(comment.id, 'reject'), { headers: author });
    const remove = await api.request('DELETE', commentPath(comment.id), { headers: author });
    // Assess
    expect([list, approve, reject, remove].map((r) => [r.status, r.body.error.code, r.body.error.details.required_permission])).toEqual([
      [403, 'permission_denied', 'cms.comments.list'],
      [403, 'permission_denied', 'cms.comments.approve'],
      [403, 'permission_denied', 'cms.comments.reject'],
      [403, 'permission_denied', 'cms.comments.delete'],
    ]);
    expect((await findCommentById(comment.id, true))?.status).toBe('pending');
  });

  test('an admin key with the approve permission may approve', async () => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post);
    const key = await api.adminKey(['cms.comments.approve']);
    // Act
    const response = await api.request('PUT', commentPath(comment.id, 'approve'), { headers: { 'Api-Key': key } });
    // Assess
    expect(response.status).toBe(200);
    expect(await commentCount(post.id)).toBe(1);
  });
});
