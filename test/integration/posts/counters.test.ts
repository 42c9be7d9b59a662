import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { createPost, deletePost, restorePost, setPostStatus, trashPost, updatePost, systemActor } from '#domains/posts/write/manage-posts';
import { bulkPosts } from '#domains/posts/write/bulk-posts';
import { findPostById, incrementViewCount, readCounters } from '#domains/posts/model/posts-repository';
import { likesCountTransactItems, statsAdd } from '#domains/posts/model/post-stats';
import { countPostsInCategory, reassignCategory } from '#domains/posts/list/category-posts';
import { useTestTable } from '#test/support/table';
import { createInput, makeCategory, makeTag, makeUser, tableState } from './fixtures';

useTestTable();

async function expectConsistent(): Promise<void> {
  const state = await tableState();
  expect(state.problems).toEqual([]);
}

describe('post counters', () => {
  test('stay exact while one post walks through every state, trash, restore, bulk and delete', async () => {
    // Prepare
    const [category, otherCategory] = [await makeCategory(), await makeCategory()];
    const tags = [await makeTag(), await makeTag()];
    const author = await makeUser();
    const other = await createPost(createInput({ title: 'Neighbour', status: 'published', category_id: category }), systemActor(author));
    const post = await createPost(createInput({ title: 'Walker', category_id: category, tag_ids: tags, is_featured: true }), systemActor(author));
    const countsOf = async (dim: string) => (await readCounters([dim])).get(dim)!;
    await expectConsistent();
    expect(await countsOf('all')).toEqual({ n_all: 2, n_draft: 1, n_published: 1 });

    // Act + Assess: every admin status, one after the other
    for (const status of ['pending', 'verified', 'published', 'archived', 'draft'] as const) {
      await updatePost(post.id, { status }, systemActor());
      await expectConsistent();
      expect((await countsOf(`category=${category}`))[`n_${status}`]).toBe(status === 'published' ? 2 : 1);
      expect((await countsOf(`tag=${tags[0]}`))[`n_${status}`]).toBe(1);
    }
    await setPostStatus(post.id, 'archived', systemActor());
    expect((await trashPost(post.id, systemActor())).changed).toBe(true);
    await expectConsistent();
    expect(await countsOf(`category=${category}`)).toMatchObject({ n_all: 1, n_trash: 1, n_archived: 0, n_published: 1 });
    expect(await countPostsInCategory(category)).toBe(2);
    expect(await countPostsInCategory(category, 'trash')).toBe(1);

    expect((await trashPost(post.id, systemActor())).changed).toBe(false);
    expect((await restorePost(post.id, systemActor())).post.status).toBe('archived');
    await expectConsistent();

    await updatePost(post.id, { category_id: otherCategory, tag_ids: [tags[1]], is_featured: false, author_id: null }, systemActor());
    await expectConsistent();
    expect(await countsOf(`tag=${tags[0]}`)).toMatchObject({ n_all: 0, n_archived: 0 });
    // Not featured is not stored: the featured count fell to zero, and `all` minus it is the rest.
    expect(await countsOf('featured=true')).toMatchObject({ n_all: 0 });
    expect(await countsOf('all')).toMatchObject({ n_all: 2 });

    expect((await bulkPosts([post.id, other.id, 999_999], 'trash', systemActor())).affected).toBe(2);
    await expectConsistent();
    expect(await countsOf('all')).toMatchObject({ n_all: 0, n_trash: 2 });
    expect((await bulkPosts([post.id, other.id], 'restore', systemActor())).affected).toBe(2);
    expect((await bulkPosts([post.id, other.id], 'publish', systemActor())).affected).toBe(1);
    await expectConsistent();
    expect(await countsOf('all')).toMatchObject({ n_all: 2, n_published: 2, n_trash: 0, n_archived: 0 });

    expect(await reassignCategory(category, otherCategory)).toBe(1);
    await expectConsistent();
    expect(await countPostsInCategory(category)).toBe(0);
    expect(await countPostsInCategory(otherCategory, 'published')).toBe(2);

    await deletePost(post.id, systemActor());
    await expectConsistent();
    expect(await countsOf('all')).toMatchObject({ n_all: 1, n_published: 1 });
    expect(await countsOf(`tag=${tags[1]}`)).toMatchObject({ n_all: 0, n_published: 0 });
  });

  test('a comment-count move lands on the stats item only, and the next edit folds it onto the post', async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Discussed', status: 'published', tag_ids: [await makeTag()] }), systemActor());
    const itemBefore = await db.send(new GetCommand({ TableName: tableName(), Key: keys.post(post.id), ConsistentRead: true }));
    // Act
    await db.send(new TransactWriteCommand({ TransactItems: [statsAdd(post.id, [['n_approved', 2]])] }));
    const itemAfterMove = await db.send(new GetCommand({ TableName: tableName(), Key: keys.post(post.id), ConsistentRead: true }));
    const readAfterMove = (await findPostById(post.id, true))!;
    const edited = await updatePost(post.id, { title: 'Discussed, edited' }, systemActor());
    // Assess
    expect(itemAfterMove.Item).toEqual(itemBefore.Item);
    expect(readAfterMove.commentCount).toBe(2);
    expect(edited.commentCount).toBe(2);
    const item = await db.send(new GetCommand({ TableName: tableName(), Key: keys.post(post.id), ConsistentRead: true }));
    expect(item.Item!.comment_count).toBe(2);
    await expectConsistent();
  });

  test('a stats move on a post that is gone is refused (the stats item lives and dies with the post)', async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Gone soon' }), systemActor());
    await deletePost(post.id, systemActor());
    // Act
    const attempt = db.send(new TransactWriteCommand({ TransactItems: [statsAdd(post.id, [['n_approved', 1]])] }));
    // Assess
    await expect(attempt).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect((await db.send(new GetCommand({ TableName: tableName(), Key: keys.postStats(post.id), ConsistentRead: true }))).Item).toBeUndefined();
  });

  test('views spread over the shards and likes land on the stats item; neither writes the post item, and an edit does not put back older numbers', async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Popular' }), systemActor());
    const itemBefore = await db.send(new GetCommand({ TableName: tableName(), Key: keys.post(post.id), ConsistentRead: true }));
    // Act
    await Promise.all(Array.from({ length: 40 }, () => incrementViewCount(post.id, post.viewCount)));
    await db.send(new TransactWriteCommand({ TransactItems: likesCountTransactItems(post.id, 1) }));
    const itemAfterEngagement = await db.send(new GetCommand({ TableName: tableName(), Key: keys.post(post.id), ConsistentRead: true }));
    await updatePost(post.id, { title: 'Popular, edited' }, systemActor());
    await incrementViewCount(post.id, 40);
    // Assess
    expect(itemAfterEngagement.Item).toEqual(itemBefore.Item);
    const stored = (await findPostById(post.id, true))!;
    expect(stored.viewCount).toBe(41);
    expect(stored.likesCount).toBe(1);
    const shards = await db.send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :views)', ExpressionAttributeValues: { ':pk': keys.postPartition(post.id), ':views': 'VIEWS#' }, ConsistentRead: true }),
    );
    expect(shards.Items!.length).toBeGreaterThan(1);
    expect(shards.Items!.length).toBeLessThanOrEqual(10);
    expect(shards.Items!.reduce((sum, shard) => sum + Number(shard.n), 0)).toBe(41);
    // The post item and its rows carry the counts as the edit read them (a fold for lists).
    const postItem = await db.send(new GetCommand({ TableName: tableName(), Key: keys.post(post.id), ConsistentRead: true }));
    expect(postItem.Item).toMatchObject({ view_count: 40, likes_count: 1 });
    await expect(db.send(new TransactWriteCommand({ TransactItems: likesCountTransactItems(987_654, 1) }))).rejects.toMatchObject({
      name: 'TransactionCanceledException',
    });
  });

  test("a post's delete removes its stats and view shards, and a shard without its post is no post", async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Short-lived' }), systemActor());
    await incrementViewCount(post.id, 0);
    // Act
    await deletePost(post.id, systemActor());
    const left = await db.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.postPartition(post.id) }, ConsistentRead: true }));
    await incrementViewCount(post.id, 0); // a view racing the delete
    // Assess
    expect(left.Items).toEqual([]);
    expect(await findPostById(post.id, true)).toBeUndefined();
  });

  test('the consistency check itself notices a missing pointer, a stale pointer, a wrong counter and a wrong page block', async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Checked', tag_ids: [await makeTag()] }), systemActor());
    await expectConsistent();
    // Act
    await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.postPointer(`tag=${post.tagIds[0]}`, post.id) }));
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.postPointer('author=999', post.id), s: 'draft' } }));
    await db.send(new UpdateCommand({ TableName: tableName(), Key: keys.post(post.id), UpdateExpression: 'SET lp5sk = :t', ExpressionAttributeValues: { ':t': 'stale' } }));
    await db.send(new UpdateCommand({ TableName: tableName(), Key: keys.postCounters('all'), UpdateExpression: 'ADD n_draft :one', ExpressionAttributeValues: { ':one': 1 } }));
    await db.send(new UpdateCommand({ TableName: tableName(), Key: keys.postCountBlock('all', 7), UpdateExpression: 'ADD n_published :one', ExpressionAttributeValues: { ':one': 1 } }));
    // Assess
    const { problems } = await tableState();
    expect(problems).toEqual(
      expect.arrayContaining([
        `missing pointer LP#tag=${post.tagIds[0]}|${post.id}`,
        `unexpected pointer LP#author=999|${post.id}`,
        `post ${post.id} has stale list keys`,
        expect.stringMatching(/^counter all\.n_draft is \d+, expected \d+$/),
        'block BLOCK#000000000007.n_published is 1, expected 0',
      ]),
    );
  });
});
