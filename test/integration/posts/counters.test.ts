import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../shared/db/client';
import { keys } from '../../../shared/db/keys';
import { createPost, deletePost, restorePost, setPostStatus, trashPost, updatePost, systemActor } from '../../../shared/posts/manage-posts';
import { bulkPosts } from '../../../shared/posts/bulk-posts';
import { findPostById, incrementViewCount, readCounters } from '../../../shared/posts/posts-repository';
import { commentCountTransactItems, likesCountTransactItems } from '../../../shared/posts/post-transaction';
import { countPostsInCategory, reassignCategory } from '../../../shared/posts/category-posts';
import { useTestTable } from '../../support/table';
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
    expect(await countsOf(`featured=false`)).toMatchObject({ n_all: 2 });

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

  test('a comment-count move reaches the post and every list row, and a later edit keeps it', async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Discussed', status: 'published', tag_ids: [await makeTag()] }), systemActor());
    const read = (await findPostById(post.id, true))!;
    // Act
    await db.send(new TransactWriteCommand({ TransactItems: commentCountTransactItems(read, 2) }));
    const edited = await updatePost(post.id, { title: 'Discussed, edited' }, systemActor());
    // Assess
    expect(edited.commentCount).toBe(2);
    expect((await findPostById(post.id, true))!.commentCount).toBe(2);
    await expectConsistent();
  });

  test('a comment-count move on a post read before its last write is refused at the post item', async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Moving target' }), systemActor());
    const stale = (await findPostById(post.id, true))!;
    await updatePost(post.id, { status: 'published' }, systemActor());
    // Act
    const attempt = db.send(new TransactWriteCommand({ TransactItems: commentCountTransactItems(stale, 1) }));
    // Assess
    await expect(attempt).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect((await findPostById(post.id, true))!.commentCount).toBe(0);
    await expectConsistent();
  });

  test('views move the views item only, likes the post item only, and an edit does not put back older numbers', async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Popular' }), systemActor());
    // Act
    await Promise.all(Array.from({ length: 20 }, () => incrementViewCount(post.id, post.viewCount)));
    await db.send(new TransactWriteCommand({ TransactItems: likesCountTransactItems(post.id, 1) }));
    await updatePost(post.id, { title: 'Popular, edited' }, systemActor());
    // Assess
    const stored = (await findPostById(post.id, true))!;
    expect(stored.viewCount).toBe(20);
    expect(stored.likesCount).toBe(1);
    const postItem = await db.send(new GetCommand({ TableName: tableName(), Key: keys.post(post.id), ConsistentRead: true }));
    expect(postItem.Item!.view_count).toBe(0);
    await expect(db.send(new TransactWriteCommand({ TransactItems: likesCountTransactItems(987_654, 1) }))).rejects.toMatchObject({
      name: 'TransactionCanceledException',
    });
  });

  test('views counted on the post item before the views item existed are carried on, not counted twice', async () => {
    // Prepare: a post whose 7 views were counted on the post item itself (data written before the views item)
    const post = await createPost(createInput({ title: 'Read before' }), systemActor());
    await db.send(new UpdateCommand({ TableName: tableName(), Key: keys.post(post.id), UpdateExpression: 'ADD view_count :seven', ExpressionAttributeValues: { ':seven': 7 } }));
    const read = (await findPostById(post.id, true))!;
    // Act
    const afterView = await incrementViewCount(post.id, read.viewCount);
    const afterAnother = await incrementViewCount(post.id, read.viewCount);
    // Assess
    expect(read.viewCount).toBe(7);
    expect([afterView, afterAnother]).toEqual([8, 9]);
    expect((await findPostById(post.id, true))!.viewCount).toBe(9);
  });

  test("a post's delete removes its views item, and a views item without its post is no post", async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Short-lived' }), systemActor());
    await incrementViewCount(post.id, 0);
    // Act
    await deletePost(post.id, systemActor());
    await incrementViewCount(post.id, 0); // a view racing the delete
    // Assess
    expect(await findPostById(post.id, true)).toBeUndefined();
  });

  test('the consistency check itself notices a missing row, a stale row and a wrong counter', async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Checked', tag_ids: [await makeTag()] }), systemActor());
    await expectConsistent();
    // Act
    await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.postListRow('all', post.id) }));
    await db.send(new UpdateCommand({ TableName: tableName(), Key: keys.postListRow('status=draft', post.id), UpdateExpression: 'SET title = :t', ExpressionAttributeValues: { ':t': 'stale' } }));
    await db.send(new UpdateCommand({ TableName: tableName(), Key: keys.postCounters('all'), UpdateExpression: 'ADD n_draft :one', ExpressionAttributeValues: { ':one': 1 } }));
    // Assess
    const { problems } = await tableState();
    expect(problems).toEqual(
      expect.arrayContaining([
        `missing row PL#all|${post.id}`,
        `row PL#status=draft|${post.id} differs from its post`,
        expect.stringMatching(/^counter all\.n_draft is \d+, expected \d+$/),
      ]),
    );
  });
});
