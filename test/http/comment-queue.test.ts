/**
 * The moderation queue, GET /api/admin/v3/cms/comment, through the local API Gateway: comments of
 * every post in the admin list language (filters, order, pages, cursor), its permission, refusals in
 * the spec's envelope, totals that follow every comment write, and pages read without a scan.
 */
import { useLocalApi } from '#test/support/http';
import { callsOf, recordDbCalls } from '#test/support/db-calls';
import { CommentQueueSchema } from '#domains/comments/admin-comment-response-schemas';
import { setCommentStatus } from '#domains/comments/moderate-comments';
import { findCommentById } from '#domains/comments/comments-repository';
import { readSiteCommentCounts } from '#domains/comments/site-comment-counts';
import { deletePost, systemActor } from '#domains/posts/write/manage-posts';
import type { Comment } from '#domains/comments/comment';
import type { Post } from '#domains/posts/model/post';
import { aComment, aPost } from '../integration/comments/fixtures';

const api = useLocalApi();
const QUEUE = '/api/admin/v3/cms/comment';

type Query = Record<string, string | number | readonly string[]>;
interface Listed {
  id: number;
  status: string;
  post_id: number;
}

let moderator: Record<string, string>;
beforeAll(async () => {
  moderator = await api.adminHeaders('moderator');
});

async function queue(query: Query = {}) {
  const response = await api.request('GET', QUEUE, { headers: moderator, query });
  expect(response.status).toBe(200);
  const result = CommentQueueSchema.parse(response.body.result);
  return { ...result, ids: result.comments.map((comment) => comment.id), listed: result.comments as Listed[] };
}

/** Every page of a list, by following links.next from the first. */
async function walk(query: Query): Promise<number[]> {
  const ids: number[] = [];
  let response = await api.request('GET', QUEUE, { headers: moderator, query });
  for (;;) {
    expect(response.status).toBe(200);
    ids.push(...response.body.result.comments.map((comment: Listed) => comment.id));
    const next = response.body.result.meta.pagination.links?.next;
    if (!next) return ids;
    const url = new URL(next);
    response = await api.request('GET', `${url.pathname}${url.search}`, { headers: moderator });
  }
}

describe('the queue of two posts', () => {
  let first: Post;
  let second: Post;
  const made: Record<string, Comment> = {};
  beforeAll(async () => {
    first = await aPost();
    second = await aPost();
    // Oldest first: ids grow with time.
    made.approvedA = await aComment(first, { approved: true });
    made.pendingA = await aComment(first);
    made.rejectedB = await setCommentStatus((await aComment(second)).id, 'rejected');
    made.pendingB = await aComment(second);
    made.spamA = await setCommentStatus((await aComment(first)).id, 'spam');
    made.replyB = await aComment(second, { parent: await aComment(second, { approved: true }) });
  });
  const ofPosts = (listed: readonly Listed[]) => listed.filter((comment) => comment.post_id === first.id || comment.post_id === second.id);

  test('answers every post, pending first, then approved, rejected and spam, each newest first, with its post', async () => {
    // Act
    const { listed, meta } = await queue({ per_page: 100 });
    // Assess
    const statuses = listed.map((comment) => comment.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => ['pending', 'approved', 'rejected', 'spam'].indexOf(a) - ['pending', 'approved', 'rejected', 'spam'].indexOf(b)));
    const ours = ofPosts(listed);
    expect(ours.map((comment) => [comment.id, comment.status, comment.post_id])).toEqual([
      [made.replyB.id, 'pending', second.id],
      [made.pendingB.id, 'pending', second.id],
      [made.pendingA.id, 'pending', first.id],
      [made.replyB.parentId, 'approved', second.id],
      [made.approvedA.id, 'approved', first.id],
      [made.rejectedB.id, 'rejected', second.id],
      [made.spamA.id, 'spam', first.id],
    ]);
    expect(meta.pagination.total).toBe(listed.length);
  });

  test('filter[]=status: and filter[]=post_id: narrow it, alone and together', async () => {
    // Act
    const pending = await queue({ 'filter[]': 'status:pending', per_page: 100 });
    const ofFirst = await queue({ 'filter[]': `post_id:${first.id}` });
    const both = await queue({ 'filter[]': [`post_id:${second.id}`, 'status:pending'] });
    // Assess
    expect(new Set(pending.listed.map((comment) => comment.status))).toEqual(new Set(['pending']));
    expect(ofPosts(pending.listed).map((comment) => comment.id)).toEqual([made.replyB.id, made.pendingB.id, made.pendingA.id]);
    expect(ofFirst.ids).toEqual([made.pendingA.id, made.approvedA.id, made.spamA.id]);
    expect(ofFirst.meta.pagination.total).toBe(3);
    expect(both.ids).toEqual([made.replyB.id, made.pendingB.id]);
    expect(both.meta.pagination).toMatchObject({ total: 2, count: 2, total_pages: 1 });
  });

  test('sort=created_at orders every status by date; order=asc (or sortedBy=asc) turns it', async () => {
    // Act
    const newest = await queue({ 'filter[]': `post_id:${first.id}`, sort: 'created_at' });
    const oldest = await queue({ 'filter[]': `post_id:${first.id}`, orderBy: 'id', sortedBy: 'asc' });
    const pendingOldest = await queue({ 'filter[]': `post_id:${second.id}`, order: 'asc' });
    // Assess
    expect(newest.ids).toEqual([made.spamA.id, made.pendingA.id, made.approvedA.id]);
    expect(oldest.ids).toEqual([made.approvedA.id, made.pendingA.id, made.spamA.id]);
    expect(pendingOldest.ids).toEqual([made.pendingB.id, made.replyB.id, made.replyB.parentId, made.rejectedB.id]);
  });

  test('pages by number and by links.next give the same list, crossing from one status into the next', async () => {
    // Prepare
    const whole = (await queue({ per_page: 100 })).ids;
    // Act
    const byNumber: number[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 2); page++) byNumber.push(...(await queue({ per_page: 2, page })).ids);
    const byLink = await walk({ per_page: 2 });
    const bySkip = (await queue({ skip: 3, limit: 2 })).ids;
    // Assess
    expect(byNumber).toEqual(whole);
    expect(byLink).toEqual(whole);
    expect(bySkip).toEqual(whole.slice(3, 5));
    expect(await walk({ 'filter[]': `post_id:${second.id}`, per_page: 1, sort: 'created_at' })).toEqual(
      (await queue({ 'filter[]': `post_id:${second.id}`, sort: 'created_at' })).ids,
    );
  });

  test('a page beyond the last is empty with the total; an unknown post answers an empty list', async () => {
    const beyond = await queue({ page: 999, per_page: 100 });
    const unknown = await queue({ 'filter[]': 'post_id:918273' });
    expect(beyond.comments).toEqual([]);
    expect(beyond.meta.pagination.total).toBeGreaterThanOrEqual(7);
    expect(unknown.comments).toEqual([]);
    expect(unknown.meta.pagination.total).toBe(0);
  });
});

test('the totals follow new comments, moderation, deletes with replies and the delete of a post', async () => {
  // Prepare
  const post = await aPost();
  const before = await readSiteCommentCounts();
  const top = await aComment(post, { approved: true });
  const reply = await aComment(post, { parent: top });
  const other = await aComment(post);
  const pendingOfPost = () => queue({ 'filter[]': [`post_id:${post.id}`, 'status:pending'] });
  const sitePending = async () => (await queue({ 'filter[]': 'status:pending', per_page: 1 })).meta.pagination.total;
  expect((await pendingOfPost()).meta.pagination.total).toBe(2);
  expect(await sitePending()).toBe(before.pending + 2);
  // Act: reject one, delete the thread (its pending reply goes with it)
  await api.request('PUT', `${QUEUE}/${other.id}/reject`, { headers: moderator });
  await api.request('DELETE', `${QUEUE}/${top.id}`, { headers: moderator });
  // Assess
  expect((await pendingOfPost()).meta.pagination.total).toBe(0);
  expect(await readSiteCommentCounts()).toEqual({ ...before, rejected: before.rejected + 1 });
  expect(await findCommentById(reply.id)).toBeUndefined();
  // Act: the post's delete purges its last comment with its count
  await deletePost(post.id, systemActor());
  // Assess
  expect(await readSiteCommentCounts()).toEqual(before);
  expect((await queue({ 'filter[]': 'status:rejected', per_page: 100 })).ids).not.toContain(other.id);
});

test('a page reads its own comments and a few counters, not the comments before it', async () => {
  // Prepare
  const post = await aPost();
  for (let i = 0; i < 12; i++) await aComment(post);
  const recording = recordDbCalls();
  try {
    // Act
    recording.clear();
    await queue({ 'filter[]': 'status:pending', per_page: 3, page: 1 });
    const firstPage = callsOf(recording, 'QueryCommand').reduce((sum, call) => sum + Number(call.output.ScannedCount ?? 0), 0);
    const next = (await queue({ 'filter[]': 'status:pending', per_page: 3 })).meta.pagination.links?.next;
    const url = new URL(String(next));
    recording.clear();
    await api.request('GET', `${url.pathname}${url.search}`, { headers: moderator });
    const byCursor = callsOf(recording, 'QueryCommand');
    const counterKeys = callsOf(recording, 'BatchGetItemCommand').reduce(
      (sum, call) => sum + Object.values(call.input.RequestItems as Record<string, { Keys: unknown[] }>).reduce((n, r) => n + r.Keys.length, 0),
      0,
    );
    // Assess: the page and one more (is there a next page?), whatever the queue holds before it.
    expect(firstPage).toBe(4);
    expect(byCursor.map((call) => call.output.ScannedCount)).toEqual([4]);
    expect(byCursor[0].input.ExclusiveStartKey).toBeDefined();
    // The ten site counters and the page's commenters (their avatars need no read: none set).
    expect(counterKeys).toBeLessThanOrEqual(10 + 3);
  } finally {
    recording.stop();
  }
});

describe('who may read it', () => {
  test('a moderator and an editor may; an author (no cms.comments.list) is 403 naming it; no credential is 401', async () => {
    const editor = await api.request('GET', QUEUE, { headers: await api.adminHeaders('editor') });
    const author = await api.request('GET', QUEUE, { headers: await api.adminHeaders('author') });
    const nobody = await api.request('GET', QUEUE);
    expect(editor.status).toBe(200);
    expect(author.status).toBe(403);
    expect(author.body).toEqual({
      status: false,
      error: { code: 'permission_denied', message: expect.any(String), details: { required_permission: 'cms.comments.list' } },
    });
    expect(nobody.status).toBe(401);
    expect(nobody.body.error.code).toBe('authentication_required');
  });
});

describe('bad input is a 400 in the envelope and changes nothing', () => {
  test.each([
    [{ 'filter[]': 'status:hidden' }, 'filter'],
    [{ 'filter[]': 'colour:red' }, 'filter'],
    [{ 'filter[]': 'post_id:abc' }, 'filter'],
    [{ 'filter[]': 'post_id:0' }, 'filter'],
    [{ sort: 'title' }, 'sort'],
    [{ orderBy: 'content' }, 'orderBy'],
    [{ order: 'up' }, 'order'],
    [{ per_page: 0 }, 'per_page'],
    [{ per_page: 101 }, 'per_page'],
    [{ page: 'two' }, 'page'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
    [{ colour: 'red' }, 'colour'],
  ])('%j names %s', async (query, parameter) => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post);
    const counts = await readSiteCommentCounts();
    // Act
    const response = await api.request('GET', QUEUE, { headers: moderator, query });
    // Assess
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: false, error: { code: 'bad_request', message: expect.any(String), details: expect.any(Object) } });
    expect(response.body.error.details[parameter]).toEqual([expect.any(String)]);
    expect(await readSiteCommentCounts()).toEqual(counts);
    expect(await findCommentById(comment.id, true)).toEqual(comment);
  });

  test('a cursor of another list (another filter or order) is refused', async () => {
    // Prepare
    const post = await aPost();
    for (let i = 0; i < 3; i++) await aComment(post);
    const next = (await queue({ 'filter[]': `post_id:${post.id}`, per_page: 1 })).meta.pagination.links?.next;
    const cursor = new URL(String(next)).searchParams.get('cursor')!;
    // Act
    const otherFilter = await api.request('GET', QUEUE, { headers: moderator, query: { cursor, per_page: 1 } });
    const otherOrder = await api.request('GET', QUEUE, { headers: moderator, query: { cursor, per_page: 1, 'filter[]': `post_id:${post.id}`, order: 'asc' } });
    const altered = await api.request('GET', QUEUE, { headers: moderator, query: { cursor: `${cursor.slice(0, -2)}xx`, 'filter[]': `post_id:${post.id}` } });
    // Assess
    for (const response of [otherFilter, otherOrder, altered]) {
      expect(response.status).toBe(400);
      expect(response.body.error.details.cursor).toEqual([expect.any(String)]);
    }
  });
});
