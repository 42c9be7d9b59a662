import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { useTestTable } from '#test/support/table';
import { db } from '#platform/db/client';
import { InvalidBody, NotFound } from '#platform/errors';
import { approveComment, deleteComment, rejectComment, setCommentStatus } from '#domains/comments/moderate-comments';
import { findCommentById } from '#domains/comments/comments-repository';
import { aComment, aPost, countState, expectCountsExact, storedComments } from './fixtures';

useTestTable();

describe('comment moderation keeps every count exact', () => {
  test('a new comment waits for moderation and does not count in comment_count', async () => {
    // Prepare
    const post = await aPost();
    // Act
    const comment = await aComment(post);
    // Assess
    expect(comment.status).toBe('pending');
    expect(await expectCountsExact(post.id)).toEqual({ pending: 1, approved: 0, rejected: 0, spam: 0 });
  });

  test('approving counts the comment once, and approving again changes nothing', async () => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post);
    // Act
    const approved = await approveComment(comment.id);
    const again = await approveComment(comment.id);
    // Assess
    expect(approved.status).toBe('approved');
    expect(again).toEqual(approved);
    expect((await countState(post.id)).commentCount).toBe(1);
    expect(await expectCountsExact(post.id)).toEqual({ pending: 0, approved: 1, rejected: 0, spam: 0 });
  });

  test('reject, re-approve and reject again move comment_count down, up and down', async () => {
    // Prepare
    const post = await aPost();
    const first = await aComment(post, { approved: true });
    await aComment(post, { approved: true });
    // Act and Assess
    await rejectComment(first.id);
    expect((await countState(post.id)).commentCount).toBe(1);
    await approveComment(first.id);
    expect((await countState(post.id)).commentCount).toBe(2);
    await rejectComment(first.id);
    await rejectComment(first.id);
    expect(await expectCountsExact(post.id)).toEqual({ pending: 0, approved: 1, rejected: 1, spam: 0 });
  });

  test('rejecting a pending comment leaves comment_count alone', async () => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post);
    // Act
    await rejectComment(comment.id);
    // Assess
    expect(await expectCountsExact(post.id)).toEqual({ pending: 0, approved: 0, rejected: 1, spam: 0 });
  });

  test('marking an approved comment as spam takes it out of comment_count', async () => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post, { approved: true });
    // Act
    await setCommentStatus(comment.id, 'spam');
    // Assess
    expect(await expectCountsExact(post.id)).toEqual({ pending: 0, approved: 0, rejected: 0, spam: 1 });
  });

  test('deleting a comment deletes every reply below it and its approved replies leave comment_count', async () => {
    // Prepare
    const post = await aPost();
    const other = await aComment(post, { approved: true });
    const top = await aComment(post, { approved: true });
    const reply = await aComment(post, { parent: top, approved: true });
    const replyOfReply = await aComment(post, { parent: reply, approved: true });
    const pendingReply = await aComment(post, { parent: top });
    const rejectedReply = await aComment(post, { parent: reply });
    await rejectComment(rejectedReply.id);
    const deepest = await aComment(post, { parent: replyOfReply, approved: true });
    expect((await countState(post.id)).commentCount).toBe(5);
    // Act
    await deleteComment(top.id);
    // Assess
    const left = await storedComments(post.id);
    expect(left.map((c) => c.id)).toEqual([other.id]);
    for (const id of [top.id, reply.id, replyOfReply.id, pendingReply.id, rejectedReply.id, deepest.id]) {
      expect(await findCommentById(id, true)).toBeUndefined();
    }
    expect(await expectCountsExact(post.id)).toEqual({ pending: 0, approved: 1, rejected: 0, spam: 0 });
  });

  test('deleting a reply lowers its parent reply count and keeps the parent', async () => {
    // Prepare
    const post = await aPost();
    const top = await aComment(post, { approved: true });
    const reply = await aComment(post, { parent: top, approved: true });
    await aComment(post, { parent: reply, approved: true });
    const sibling = await aComment(post, { parent: top });
    // Act
    await deleteComment(reply.id);
    // Assess
    expect((await findCommentById(top.id, true))?.repliesCount).toBe(1);
    expect((await storedComments(post.id)).map((c) => c.id).sort()).toEqual([top.id, sibling.id].sort());
    expect(await expectCountsExact(post.id)).toEqual({ pending: 1, approved: 1, rejected: 0, spam: 0 });
  });

  test('a thread larger than one transaction is deleted whole, counts exact', async () => {
    // Prepare: 75 replies in three levels (more than two delete transactions' worth)
    const post = await aPost();
    const top = await aComment(post, { approved: true });
    let n = 0;
    for (let i = 0; i < 5; i++) {
      const level1 = await aComment(post, { parent: top, approved: true });
      for (let j = 0; j < 4; j++) {
        const level2 = await aComment(post, { parent: level1, approved: true });
        for (let k = 0; k < 2 + (j % 2); k++) await aComment(post, { parent: level2, approved: n++ % 3 !== 0 });
      }
    }
    const keep = await aComment(post, { approved: true });
    // Act
    await deleteComment(top.id);
    // Assess
    expect((await storedComments(post.id)).map((c) => c.id)).toEqual([keep.id]);
    expect(await expectCountsExact(post.id)).toEqual({ pending: 0, approved: 1, rejected: 0, spam: 0 });
  });

  test('a delete interrupted between its transactions leaves a whole tree with exact counts, and deleting again finishes', async () => {
    // Prepare: a thread of 40 replies needs two delete transactions
    const post = await aPost();
    const top = await aComment(post, { approved: true });
    for (let i = 0; i < 8; i++) {
      const parent = await aComment(post, { parent: top, approved: true });
      for (let j = 0; j < 4; j++) await aComment(post, { parent, approved: true });
    }
    const send = db.send.bind(db);
    let transactions = 0;
    const spy = jest.spyOn(db, 'send').mockImplementation(((command: unknown) => {
      if (command instanceof TransactWriteCommand && ++transactions === 2) return Promise.reject(Object.assign(new Error('connection reset'), { name: 'ECONNRESET' }));
      return send(command as never);
    }) as typeof db.send);
    // Act
    try {
      await expect(deleteComment(top.id)).rejects.toThrow('connection reset');
    } finally {
      spy.mockRestore();
    }
    // Assess: part of the thread is gone, what is left is whole and counted exactly
    const left = await storedComments(post.id);
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(41);
    await expectCountsExact(post.id);
    await deleteComment(top.id);
    expect(await storedComments(post.id)).toEqual([]);
    await expectCountsExact(post.id);
  });

  test('approve, reject and delete of an unknown comment are NotFound and change nothing', async () => {
    // Prepare
    const post = await aPost();
    await aComment(post, { approved: true });
    // Act and Assess
    await expect(approveComment(999_999)).rejects.toBeInstanceOf(NotFound);
    await expect(rejectComment(999_999)).rejects.toBeInstanceOf(NotFound);
    await expect(deleteComment(999_999)).rejects.toBeInstanceOf(NotFound);
    expect(await expectCountsExact(post.id)).toEqual({ pending: 0, approved: 1, rejected: 0, spam: 0 });
  });
});

describe('concurrent moderation', () => {
  test('20 parallel approvals of one comment count it exactly once', async () => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post);
    // Act
    const results = await Promise.all(Array.from({ length: 20 }, () => approveComment(comment.id)));
    // Assess
    expect(results.every((r) => r.status === 'approved')).toBe(true);
    expect((await countState(post.id)).commentCount).toBe(1);
    expect(await expectCountsExact(post.id)).toEqual({ pending: 0, approved: 1, rejected: 0, spam: 0 });
  });

  test('parallel approvals of 15 different comments of one post count 15', async () => {
    // Prepare
    const post = await aPost();
    const comments = await Promise.all(Array.from({ length: 15 }, () => aComment(post)));
    // Act
    await Promise.all(comments.map((c) => approveComment(c.id)));
    // Assess
    expect((await countState(post.id)).commentCount).toBe(15);
    await expectCountsExact(post.id);
  });

  test('racing approvals, rejections and deletions keep every count exact', async () => {
    // Prepare
    const post = await aPost();
    const tops = await Promise.all(Array.from({ length: 6 }, () => aComment(post, { approved: true })));
    const replies = await Promise.all(tops.map((parent) => aComment(post, { parent, approved: true })));
    const targets = [...tops, ...replies];
    // Act: every comment gets approve, reject, approve, and one in three a delete, all at once
    const operations = targets.flatMap((c, i) => [
      () => approveComment(c.id),
      () => rejectComment(c.id),
      () => approveComment(c.id),
      ...(i % 3 === 0 ? [() => deleteComment(c.id)] : []),
    ]);
    const settled = await Promise.allSettled(operations.sort(() => Math.random() - 0.5).map((run) => run()));
    // Assess: the only failures allowed are NotFound (a comment deleted before the operation read it)
    for (const outcome of settled) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(NotFound);
    await expectCountsExact(post.id);
  });

  test('replies added while their parent is deleted leave no orphan', async () => {
    // Prepare
    const post = await aPost();
    const top = await aComment(post, { approved: true });
    const reply = await aComment(post, { parent: top, approved: true });
    // Act
    const settled = await Promise.allSettled([
      deleteComment(top.id),
      ...Array.from({ length: 8 }, (_, i) => aComment(post, { parent: i % 2 ? top : reply })),
    ]);
    // Assess: replies either landed before the delete read the thread (and went with it) or were refused
    for (const outcome of settled.slice(1)) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(InvalidBody);
    expect(settled[0].status).toBe('fulfilled');
    const left = await storedComments(post.id);
    const ids = new Set(left.map((c) => c.id));
    for (const c of left) if (c.parentId !== null) expect(ids.has(c.parentId)).toBe(true);
    await expectCountsExact(post.id);
  });
});
