import { useTestTable } from '#test/support/table';
import { callsOf, recordDbCalls } from '#test/support/db-calls';
import { InvalidBody, NotFound } from '#platform/errors';
import { pageWindow } from '#platform/http/pagination';
import { listCommentsForClient } from '#domains/comments/list-comments';
import { CommentCreateBody, postComment } from '#domains/comments/post-comment';
import { approveComment, rejectComment } from '#domains/comments/moderate-comments';
import { ClientCommentListSchema, type ClientComment } from '#domains/comments/client-comment-schema';
import { setPostStatus, systemActor } from '#domains/posts/write/manage-posts';
import { aComment, aPost, aUser, expectCountsExact } from './fixtures';
import { updateUser } from '#domains/users/users-repository';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import { isoNow } from '#platform/time';

useTestTable();

const firstPage = (perPage = 15) => pageWindow({ per_page: perPage });
const ids = (comments: ClientComment[]) => comments.map((c) => c.id);

describe('client comment threads', () => {
  test('show approved comments only, newest first, each with its approved replies nested oldest first', async () => {
    // Prepare
    const post = await aPost();
    const older = await aComment(post, { approved: true });
    const newer = await aComment(post, { approved: true });
    await aComment(post); // pending, someone else's
    const rejected = await aComment(post, { approved: true });
    await rejectComment(rejected.id);
    const reply1 = await aComment(post, { parent: older, approved: true });
    const reply2 = await aComment(post, { parent: older, approved: true });
    const nested = await aComment(post, { parent: reply1, approved: true });
    await aComment(post, { parent: reply1 }); // pending reply of someone else
    // Act
    const page = await listCommentsForClient(post.id, { window: firstPage() });
    // Assess
    ClientCommentListSchema.parse(page.items);
    expect(ids(page.items)).toEqual([newer.id, older.id]);
    const thread = page.items[1];
    expect(ids(thread.replies)).toEqual([reply1.id, reply2.id]);
    expect(ids(thread.replies[0].replies)).toEqual([nested.id]);
    expect(thread.replies_count).toBe(2);
    expect(thread.replies[0].parent_id).toBe(older.id);
    expect(thread.status.value).toBe('approved');
    expect(page.total).toBe(2);
  });

  test('show each author as of posting, reading no user: the comment carries the display fields (a later rename is not carried yet)', async () => {
    // Prepare
    const post = await aPost();
    const author = await aUser({ firstName: 'Leila', lastName: 'Karimi' });
    const comment = await aComment(post, { user: author, approved: true });
    await updateUser(author, { firstName: 'Renamed' }, isoNow(), false, SYSTEM_ACTOR);
    const recording = recordDbCalls();
    try {
      // Act
      const page = await listCommentsForClient(post.id, { window: firstPage() });
      // Assess
      expect(page.items.find((c) => c.id === comment.id)!.user).toMatchObject({ id: author.id, first_name: 'Leila', last_name: 'Karimi' });
      const userReads = recording.calls.filter((call) => JSON.stringify(call.input).includes('USER#'));
      expect(userReads).toEqual([]);
    } finally {
      recording.stop();
    }
  });

  test('read only the threads that have replies: one Query per replied thread, none for the others', async () => {
    // Prepare
    const post = await aPost();
    const quiet = await aComment(post, { approved: true });
    const discussed = await aComment(post, { approved: true });
    await aComment(post, { approved: true });
    const reply = await aComment(post, { parent: discussed, approved: true });
    const recording = recordDbCalls();
    try {
      // Act
      const page = await listCommentsForClient(post.id, { window: firstPage() });
      // Assess
      const threadQueries = callsOf(recording, 'QueryCommand')
        .filter((call) => call.input.IndexName === 'gsi4')
        .flatMap((call) => Object.values(call.input.ExpressionAttributeValues ?? {}).filter((value) => String(value).startsWith('CT#')));
      expect(threadQueries).toEqual([`CT#${discussed.id}`]);
      expect(page.items.find((thread) => thread.id === discussed.id)!.replies.map((r) => r.id)).toEqual([reply.id]);
      expect(page.items.find((thread) => thread.id === quiet.id)!.replies).toEqual([]);
    } finally {
      recording.stop();
    }
  });

  test('a reply under a rejected comment is hidden with it', async () => {
    // Prepare
    const post = await aPost();
    const top = await aComment(post, { approved: true });
    const reply = await aComment(post, { parent: top, approved: true });
    await aComment(post, { parent: reply, approved: true });
    // Act
    await rejectComment(reply.id);
    const page = await listCommentsForClient(post.id, { window: firstPage() });
    // Assess
    expect(page.items[0].replies).toEqual([]);
    expect(page.items[0].replies_count).toBe(0);
  });

  test('a signed-in caller also sees their own comments awaiting moderation', async () => {
    // Prepare
    const post = await aPost();
    const me = await aUser({ firstName: 'Reza', lastName: 'Karimi' });
    const top = await aComment(post, { approved: true });
    const myTop = await aComment(post, { user: me });
    const myReply = await aComment(post, { user: me, parent: top });
    await aComment(post, { parent: top }); // someone else's, pending
    // Act
    const mine = await listCommentsForClient(post.id, { window: firstPage(), viewerId: me.id });
    const anonymous = await listCommentsForClient(post.id, { window: firstPage() });
    // Assess
    ClientCommentListSchema.parse(mine.items);
    expect(ids(mine.items)).toEqual([myTop.id, top.id]);
    expect(mine.items[0].status.value).toBe('pending');
    expect(mine.items[0].user).toMatchObject({ id: me.id, first_name: 'Reza', last_name: 'Karimi' });
    expect(ids(mine.items[1].replies)).toEqual([myReply.id]);
    expect(ids(anonymous.items)).toEqual([top.id]);
    expect(anonymous.items[0].replies).toEqual([]);
  });

  test('pages through top-level comments with totals from the counters and a cursor', async () => {
    // Prepare
    const post = await aPost();
    const tops = [];
    for (let i = 0; i < 5; i++) tops.push(await aComment(post, { approved: true }));
    await aComment(post, { parent: tops[4], approved: true });
    const newestFirst = tops.map((c) => c.id).reverse();
    // Act
    const page1 = await listCommentsForClient(post.id, { window: pageWindow({ per_page: 2 }) });
    const page2 = await listCommentsForClient(post.id, { window: pageWindow({ per_page: 2, page: 2 }) });
    const byCursor = await listCommentsForClient(post.id, { window: pageWindow({ per_page: 2, page: 2 }), cursor: page1.nextCursor });
    const page3 = await listCommentsForClient(post.id, { window: pageWindow({ per_page: 2, page: 3 }) });
    const beyond = await listCommentsForClient(post.id, { window: pageWindow({ per_page: 2, page: 9 }) });
    // Assess
    expect(ids(page1.items)).toEqual(newestFirst.slice(0, 2));
    expect(ids(page2.items)).toEqual(newestFirst.slice(2, 4));
    expect(ids(byCursor.items)).toEqual(newestFirst.slice(2, 4));
    expect(ids(page3.items)).toEqual(newestFirst.slice(4));
    expect(page3.nextCursor).toBeUndefined();
    expect(page1.nextCursor).toEqual(expect.any(String));
    expect(beyond.items).toEqual([]);
    expect([page1.total, page2.total, page3.total]).toEqual([5, 5, 5]);
  });

  test('a post that is not published has no client comments', async () => {
    // Prepare
    const post = await aPost({ status: 'draft' });
    // Act and Assess
    await expect(listCommentsForClient(post.id, { window: firstPage() })).rejects.toBeInstanceOf(NotFound);
    await expect(listCommentsForClient(987_654, { window: firstPage() })).rejects.toBeInstanceOf(NotFound);
  });
});

describe('posting a comment', () => {
  test('a new comment is pending, trimmed, and counted as pending', async () => {
    // Prepare
    const post = await aPost();
    const user = await aUser();
    // Act
    const comment = await postComment(post.id, user.id, CommentCreateBody.parse({ content: '  سلام، مطلب خوبی بود  ' }));
    // Assess
    expect(comment).toMatchObject({ postId: post.id, userId: user.id, parentId: null, status: 'pending', content: 'سلام، مطلب خوبی بود', repliesCount: 0 });
    expect(await expectCountsExact(post.id)).toEqual({ pending: 1, approved: 0, rejected: 0, spam: 0 });
  });

  test('a reply to an approved comment raises the parent reply count and joins its thread', async () => {
    // Prepare
    const post = await aPost();
    const top = await aComment(post, { approved: true });
    const reply = await aComment(post, { parent: top, approved: true });
    // Act
    const nested = await aComment(post, { parent: reply });
    // Assess
    expect(nested).toMatchObject({ parentId: reply.id, rootId: top.id });
    await expectCountsExact(post.id);
  });

  test('the parent must be an approved comment of the same post', async () => {
    // Prepare
    const post = await aPost();
    const otherPost = await aPost();
    const user = await aUser();
    const pending = await aComment(post);
    const rejected = await aComment(post, { approved: true });
    await rejectComment(rejected.id);
    const elsewhere = await aComment(otherPost, { approved: true });
    // Act and Assess
    for (const parentId of [pending.id, rejected.id, elsewhere.id, 999_999]) {
      const attempt = postComment(post.id, user.id, { content: 'reply', parent_id: parentId });
      await expect(attempt).rejects.toBeInstanceOf(InvalidBody);
      await expect(attempt).rejects.toMatchObject({ errors: { parent_id: [expect.any(String)] } });
    }
    expect(await expectCountsExact(post.id)).toEqual({ pending: 1, approved: 0, rejected: 1, spam: 0 });
  });

  test('only a published post takes comments', async () => {
    // Prepare
    const post = await aPost();
    const user = await aUser();
    await setPostStatus(post.id, 'draft', systemActor());
    // Act and Assess
    await expect(postComment(post.id, user.id, { content: 'hello' })).rejects.toBeInstanceOf(NotFound);
    await expect(postComment(424_242, user.id, { content: 'hello' })).rejects.toBeInstanceOf(NotFound);
    expect(await expectCountsExact(post.id)).toEqual({ pending: 0, approved: 0, rejected: 0, spam: 0 });
  });

  test('approving a new comment moves it into the client thread', async () => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post);
    // Act
    await approveComment(comment.id);
    const page = await listCommentsForClient(post.id, { window: firstPage() });
    // Assess
    expect(ids(page.items)).toEqual([comment.id]);
  });
});
