import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { useTestTable } from '#test/support/table';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { NotFound } from '#platform/errors';
import { likePost, unlikePost } from '#domains/likes/likes';
import { findPostById } from '#domains/posts/model/posts-repository';
import { deletePost, setPostStatus, systemActor } from '#domains/posts/write/manage-posts';
import { aPost, aUser } from '../comments/fixtures';

useTestTable();

const likesCount = async (postId: number) => (await findPostById(postId, true))?.likesCount;
const likeItem = async (postId: number, userId: number) =>
  (await db.send(new GetCommand({ TableName: tableName(), Key: keys.like(postId, userId), ConsistentRead: true }))).Item;

describe('likes', () => {
  test('liking counts once and liking again changes nothing', async () => {
    // Prepare
    const post = await aPost();
    const user = await aUser();
    // Act
    const first = await likePost(post.id, user.id);
    const second = await likePost(post.id, user.id);
    // Assess
    expect(first).toEqual({ liked: true, likesCount: 1 });
    expect(second).toEqual({ liked: true, likesCount: 1 });
    expect(await likeItem(post.id, user.id)).toMatchObject({ post_id: post.id, user_id: user.id });
  });

  test('unliking removes the like; unliking again changes nothing', async () => {
    // Prepare
    const post = await aPost();
    const [me, other] = [await aUser(), await aUser()];
    await likePost(post.id, me.id);
    await likePost(post.id, other.id);
    // Act
    const first = await unlikePost(post.id, me.id);
    const second = await unlikePost(post.id, me.id);
    // Assess
    expect(first).toEqual({ liked: false, likesCount: 1 });
    expect(second).toEqual({ liked: false, likesCount: 1 });
    expect(await likeItem(post.id, me.id)).toBeUndefined();
  });

  test('removing a like that was never given leaves the count at zero', async () => {
    // Prepare
    const post = await aPost();
    const user = await aUser();
    // Act
    const state = await unlikePost(post.id, user.id);
    // Assess
    expect(state).toEqual({ liked: false, likesCount: 0 });
    expect(await likesCount(post.id)).toBe(0);
  });

  test('only published posts can be liked or unliked', async () => {
    // Prepare
    const draft = await aPost({ status: 'draft' });
    const unpublished = await aPost();
    const user = await aUser();
    await likePost(unpublished.id, user.id);
    await setPostStatus(unpublished.id, 'archived', systemActor());
    // Act and Assess
    await expect(likePost(draft.id, user.id)).rejects.toBeInstanceOf(NotFound);
    await expect(unlikePost(unpublished.id, user.id)).rejects.toBeInstanceOf(NotFound);
    await expect(likePost(123_456, user.id)).rejects.toBeInstanceOf(NotFound);
    expect(await likesCount(draft.id)).toBe(0);
    expect(await likesCount(unpublished.id)).toBe(1);
  });

  test('a deleted post takes its likes with it', async () => {
    // Prepare
    const post = await aPost();
    const user = await aUser();
    await likePost(post.id, user.id);
    // Act
    await deletePost(post.id, systemActor());
    // Assess
    expect(await likeItem(post.id, user.id)).toBeUndefined();
    await expect(likePost(post.id, user.id)).rejects.toBeInstanceOf(NotFound);
  });
});

describe('concurrent likes', () => {
  test('30 users liking at once count 30', async () => {
    // Prepare
    const post = await aPost();
    const users = await Promise.all(Array.from({ length: 30 }, () => aUser()));
    // Act
    const states = await Promise.all(users.map((user) => likePost(post.id, user.id)));
    // Assess
    expect(states.every((s) => s.liked)).toBe(true);
    expect(await likesCount(post.id)).toBe(30);
    expect(Math.max(...states.map((s) => s.likesCount))).toBe(30);
  });

  test('one user liking 10 times at once counts 1', async () => {
    // Prepare
    const post = await aPost();
    const user = await aUser();
    // Act
    const states = await Promise.all(Array.from({ length: 10 }, () => likePost(post.id, user.id)));
    // Assess
    expect(states).toEqual(states.map(() => ({ liked: true, likesCount: 1 })));
    expect(await likesCount(post.id)).toBe(1);
  });

  test('likes and unlikes racing leave the count equal to the likes stored', async () => {
    // Prepare
    const post = await aPost();
    const users = await Promise.all(Array.from({ length: 12 }, () => aUser()));
    await Promise.all(users.slice(0, 6).map((user) => likePost(post.id, user.id)));
    // Act: everyone likes and unlikes at once, some twice
    await Promise.all(users.flatMap((user, i) => [likePost(post.id, user.id), unlikePost(post.id, user.id), ...(i % 2 ? [likePost(post.id, user.id)] : [])]));
    // Assess
    const stored = (await Promise.all(users.map((user) => likeItem(post.id, user.id)))).filter(Boolean).length;
    expect(await likesCount(post.id)).toBe(stored);
  });
});
