/** Counters under load: every like and every view counted exactly once, whatever the interleaving. */
import { createPost, getPost, systemActor } from '#domains/posts/write/manage-posts';
import { incrementViewCount } from '#domains/posts/model/posts-repository';
import { likePost } from '#domains/likes/likes';
import { insertUser } from '#domains/users/users-repository';
import { useTestTable } from '#test/support/table';
import { SYSTEM_ACTOR } from '#platform/auth/actor';

useTestTable();

const PARALLEL = 100;

async function publishedPost(title: string) {
  return createPost({ title, content: '<p>Counted.</p>', status: 'published' }, systemActor());
}

async function readers(count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const users = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      insertUser({ email: `reader-${index}-${Math.random().toString(36).slice(2)}@example.com`, firstName: 'R', lastName: `${index}`, passwordHash: 'x', roles: ['user'] }, now, SYSTEM_ACTOR),
    ),
  );
  return users.map((user) => user.id);
}

test('100 users liking one post in parallel: likes_count is exactly 100', async () => {
  // Prepare
  const post = await publishedPost('Liked by many');
  const userIds = await readers(PARALLEL);
  // Act
  await Promise.all(userIds.map((userId) => likePost(post.id, userId)));
  // Assess
  expect((await getPost(post.id)).likesCount).toBe(PARALLEL);
});

test('100 likes of one user in parallel count once', async () => {
  // Prepare
  const post = await publishedPost('Liked once');
  const [userId] = await readers(1);
  // Act
  await Promise.all(Array.from({ length: PARALLEL }, () => likePost(post.id, userId)));
  // Assess
  expect((await getPost(post.id)).likesCount).toBe(1);
});

test('100 views in parallel: view_count is exactly 100, spread over the shards, and each reader saw its own view counted', async () => {
  // Prepare
  const post = await publishedPost('Viewed by many');
  // Act
  const seen = await Promise.all(Array.from({ length: PARALLEL }, () => incrementViewCount(post.id, post.viewCount)));
  // Assess
  expect((await getPost(post.id)).viewCount).toBe(PARALLEL);
  // The shards spread the writes, so no single item orders them: answers need not be distinct.
  for (const count of seen) expect(count).toBe(post.viewCount + 1);
});
