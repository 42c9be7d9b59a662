import { QueryCommand, TransactWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { NotFound } from '#platform/errors';
import { createPost, deletePost, getPost, systemActor } from '#domains/posts/write/manage-posts';
import { bulkPosts } from '#domains/posts/write/bulk-posts';
import { postComment } from '#domains/comments/post-comment';
import { setCommentStatus } from '#domains/comments/moderate-comments';
import { likePost } from '#domains/likes/likes';
import { useTestTable } from '#test/support/table';
import { createInput, makeUser, tableState } from './fixtures';

useTestTable();

const create = (title: string, status: 'draft' | 'published' | 'archived' = 'draft') => createPost(createInput({ title, status }), systemActor());

describe('bulk actions', () => {
  test.each([
    ['publish', 'published'],
    ['draft', 'draft'],
    ['archive', 'archived'],
    ['trash', 'trash'],
  ] as const)('%s sets every existing post to %s, skips unknown ids and counts only what changed', async (action, status) => {
    // Prepare
    const posts = [await create(`${action} a`), await create(`${action} b`, 'published'), await create(`${action} c`, 'archived')];
    const alreadyThere = posts.filter((post) => post.status === status).length;
    // Act
    const result = await bulkPosts([...posts.map((post) => post.id), 999_001, posts[0].id], action, systemActor());
    // Assess
    expect(result.affected).toBe(posts.length - alreadyThere);
    expect(result.skippedIds).toContain(999_001);
    expect(result.failedIds).toEqual([]);
    for (const post of posts) expect((await getPost(post.id)).status).toBe(status);
    expect((await tableState()).problems).toEqual([]);
  });

  test('restore puts each trashed post back in its own earlier status', async () => {
    // Prepare
    const posts = [await create('restore a', 'published'), await create('restore b', 'archived'), await create('restore c')];
    await bulkPosts(posts.map((post) => post.id), 'trash', systemActor());
    // Act
    const result = await bulkPosts(posts.map((post) => post.id), 'restore', systemActor());
    // Assess
    expect(result.affected).toBe(3);
    expect(await Promise.all(posts.map(async (post) => (await getPost(post.id)).status))).toEqual(['published', 'archived', 'draft']);
  });

  test('delete removes existing posts permanently and skips unknown ones', async () => {
    // Prepare
    const posts = [await create('delete a'), await create('delete b', 'published')];
    // Act
    const result = await bulkPosts([posts[0].id, 999_002, posts[1].id], 'delete', systemActor());
    // Assess
    expect(result.affected).toBe(2);
    for (const post of posts) await expect(getPost(post.id)).rejects.toBeInstanceOf(NotFound);
    expect((await tableState()).problems).toEqual([]);
  });

  test('a fault on one post stops only that post, and the result names it', async () => {
    // Prepare
    const posts = [await create('fault a'), await create('fault b'), await create('fault c')];
    const victim = posts[1].id;
    const send = db.send.bind(db);
    const spy = jest.spyOn(db, 'send').mockImplementation(((command: unknown) => {
      if (command instanceof TransactWriteCommand && JSON.stringify(command.input.TransactItems).includes(`"POST#${victim}"`)) {
        return Promise.reject(Object.assign(new Error('Internal server error'), { name: 'InternalServerError' }));
      }
      return send(command as never);
    }) as typeof db.send);
    // Act
    let result;
    try {
      result = await bulkPosts(posts.map((post) => post.id), 'publish', systemActor());
    } finally {
      spy.mockRestore();
    }
    // Assess
    expect(result).toMatchObject({ affected: 2, appliedIds: [posts[0].id, posts[2].id], failedIds: [victim] });
    expect((await getPost(victim)).status).toBe('draft');
    expect((await tableState()).problems).toEqual([]);
  });
});

describe('permanent delete', () => {
  test('removes the post with its comments, likes, slug, rows and counts', async () => {
    // Prepare
    const reader = await makeUser(['user']);
    const post = await create('Doomed', 'published');
    const keeper = await create('Keeper', 'published');
    const comment = await postComment(post.id, reader, { content: 'First!' });
    await setCommentStatus(comment.id, 'approved');
    await postComment(post.id, reader, { content: 'Second' });
    const keptComment = await postComment(keeper.id, reader, { content: 'Stays' });
    await likePost(post.id, reader);
    expect((await getPost(post.id)).commentCount).toBe(1);
    const before = await tableState();
    expect(before.problems).toEqual([]);
    // Act
    await deletePost(post.id, systemActor());
    // Assess
    await expect(getPost(post.id)).rejects.toBeInstanceOf(NotFound);
    const likes = await db.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.likesPartition(post.id) } }));
    const comments = await db.send(
      new QueryCommand({ TableName: tableName(), IndexName: 'lp5', KeyConditionExpression: 'lp5pk = :pk', ExpressionAttributeValues: { ':pk': keys.postCommentsPartition(post.id) } }),
    );
    const counters = await db.send(new GetCommand({ TableName: tableName(), Key: keys.postStats(post.id) }));
    expect(likes.Items).toEqual([]);
    expect(comments.Items).toEqual([]);
    expect(counters.Item).toBeUndefined();
    expect((await db.send(new GetCommand({ TableName: tableName(), Key: keys.comment(keptComment.id) }))).Item).toBeDefined();
    const state = await tableState();
    expect(state.problems).toEqual([]);
    const all = before.counters.get('all')!;
    expect(state.counters.get('all')).toMatchObject({ n_all: all.n_all - 1, n_published: all.n_published - 1 });
  });

  test('a delete cut short after its transaction is finished by the next delete, and only then is the post unknown', async () => {
    // Prepare
    const reader = await makeUser(['user']);
    const post = await create('Interrupted', 'published');
    await postComment(post.id, reader, { content: 'Left behind?' });
    await likePost(post.id, reader);
    const realSend = db.send.bind(db);
    // The purge's first batch write fails as if the function had timed out after the transaction.
    const spy = jest.spyOn(db, 'send').mockImplementation(((command: { constructor: { name: string } }) => {
      if (command.constructor.name === 'BatchWriteCommand') {
        spy.mockRestore();
        return Promise.reject(Object.assign(new Error('Task timed out'), { name: 'TimeoutError' }));
      }
      return realSend(command as never);
    }) as never);
    // Act
    await expect(deletePost(post.id, systemActor())).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(getPost(post.id)).rejects.toBeInstanceOf(NotFound); // the post itself is gone
    await deletePost(post.id, systemActor()); // a retry finishes the purge instead of answering 404
    // Assess
    const likes = await db.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.likesPartition(post.id) } }));
    const comments = await db.send(
      new QueryCommand({ TableName: tableName(), IndexName: 'lp5', KeyConditionExpression: 'lp5pk = :pk', ExpressionAttributeValues: { ':pk': keys.postCommentsPartition(post.id) } }),
    );
    expect(likes.Items).toEqual([]);
    expect(comments.Items).toEqual([]);
    expect((await db.send(new GetCommand({ TableName: tableName(), Key: keys.postTombstone(post.id) }))).Item).toBeUndefined();
    await expect(deletePost(post.id, systemActor())).rejects.toBeInstanceOf(NotFound);
    expect((await tableState()).problems).toEqual([]);
  });

  test('batch deletes whose UnprocessedItems persist are retried, then reported (never a silent success), and a later delete finishes', async () => {
    // Prepare
    const reader = await makeUser(['user']);
    const post = await create('Throttled purge', 'published');
    await likePost(post.id, reader);
    const realSend = db.send.bind(db);
    let batchCalls = 0;
    // DynamoDB accepts the batch but processes none of it, every time (a hot partition).
    const spy = jest.spyOn(db, 'send').mockImplementation(((command: { constructor: { name: string }; input: { RequestItems: Record<string, unknown[]> } }) => {
      if (command.constructor.name !== 'BatchWriteCommand') return realSend(command as never);
      batchCalls++;
      return Promise.resolve({ UnprocessedItems: command.input.RequestItems });
    }) as never);
    // Act
    let failure: unknown;
    try {
      await deletePost(post.id, systemActor());
    } catch (error) {
      failure = error;
    } finally {
      spy.mockRestore();
    }
    await deletePost(post.id, systemActor());
    // Assess
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toMatch(/unprocessed/i);
    expect(batchCalls).toBeGreaterThan(1);
    const likes = await db.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.likesPartition(post.id) } }));
    expect(likes.Items).toEqual([]);
    expect((await tableState()).problems).toEqual([]);
  }, 60_000);

  test('of an unknown post is NotFound', async () => {
    await expect(deletePost(987_654, systemActor())).rejects.toBeInstanceOf(NotFound);
  });
});
