/**
 * Ownership judged on the post as read inside the write loop: a reassignment that lands between the
 * author's read and write sends the author's write back to read again, where it is refused; bulk
 * judges each post on its own.
 */
import { useTestTable } from '#test/support/table';
import { db } from '#platform/db/client';
import { bulkPosts } from '#domains/posts/write/bulk-posts';
import { createPost, getPost, systemActor, updatePost, type PostActor } from '#domains/posts/write/manage-posts';
import { permissionsOfRoles } from '#platform/auth/permissions';
import { PermissionDenied } from '#platform/errors';
import { createInput, makeUser } from './fixtures';

useTestTable();

const asRole = (userId: number, roles: string[], extra: string[] = []): PostActor => ({
  userId,
  permissions: new Set([...permissionsOfRoles(roles), ...extra]),
});

let holds = 0;

/** Holds back the next post write whose new title is `title` until `before` has run. */
function beforeWriteOf(title: string, before: () => Promise<unknown>): () => void {
  const name = `holdPostWrite${++holds}`;
  let fired = false;
  db.middlewareStack.add(
    (next) => async (args) => {
      // The post update sets the title among its values (no list item copies it any more).
      const input = args.input as { TransactItems?: { Update?: { ExpressionAttributeValues?: Record<string, unknown> } }[] };
      if (!fired && input.TransactItems?.some((item) => Object.values(item.Update?.ExpressionAttributeValues ?? {}).includes(title))) {
        fired = true;
        await before();
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return () => db.middlewareStack.remove(name);
}

test("an author's update that races a reassignment to the editor is refused and changes nothing", async () => {
  // Prepare
  const authorId = await makeUser(['author']);
  const editorId = await makeUser(['editor']);
  const author = asRole(authorId, ['author']);
  const editor = asRole(editorId, ['editor']);
  const post = await createPost(createInput({ title: 'Contested' }), systemActor(authorId));
  // The editor's reassignment lands after the author read the post and before the author's write.
  const release = beforeWriteOf('Taken over by the author', () => updatePost(post.id, { author_id: editorId }, editor));
  // Act
  const attempt = updatePost(post.id, { title: 'Taken over by the author' }, author);
  // Assess
  await expect(attempt).rejects.toMatchObject({ requiredPermission: 'cms.posts.edit_others' });
  await expect(attempt).rejects.toBeInstanceOf(PermissionDenied);
  release();
  expect(await getPost(post.id)).toMatchObject({ title: 'Contested', authorId: editorId });
});

test('concurrent updates and reassignments: every update the author got applied was to a post the author owned', async () => {
  // Prepare
  const authorId = await makeUser(['author']);
  const editorId = await makeUser(['editor']);
  const author = asRole(authorId, ['author']);
  const editor = asRole(editorId, ['editor']);
  const posts = await Promise.all(Array.from({ length: 6 }, (_, n) => createPost(createInput({ title: `Race ${n}` }), systemActor(authorId))));
  // Act
  const outcomes = await Promise.all(
    posts.flatMap((post) => [
      updatePost(post.id, { title: `Author ${post.id}` }, author).then((after) => ({ who: 'author', after }), (error) => ({ who: 'author', error })),
      updatePost(post.id, { author_id: editorId }, editor).then((after) => ({ who: 'editor', after }), (error) => ({ who: 'editor', error })),
    ]),
  );
  // Assess
  for (const outcome of outcomes) {
    if (outcome.who === 'editor') expect(outcome).toHaveProperty('after');
    else if ('after' in outcome) expect(outcome.after.authorId).toBe(authorId);
    else expect(outcome.error).toBeInstanceOf(PermissionDenied);
  }
  for (const post of posts) expect((await getPost(post.id)).authorId).toBe(editorId);
});

test('bulk judges each post: its own are changed and counted, the others are refused and untouched', async () => {
  // Prepare
  const authorId = await makeUser(['author']);
  const editorId = await makeUser(['editor']);
  const author = asRole(authorId, ['author'], ['cms.posts.bulk']);
  const own = await createPost(createInput({ title: 'Own' }), systemActor(authorId));
  const others = await createPost(createInput({ title: 'Others' }), systemActor(editorId));
  // Act
  const result = await bulkPosts([own.id, others.id, 987_654], 'trash', author);
  // Assess
  expect(result).toMatchObject({ affected: 1, appliedIds: [own.id], refusedIds: [others.id], skippedIds: [987_654], failedIds: [] });
  expect((await getPost(others.id)).status).toBe('draft');
  expect((await getPost(own.id)).status).toBe('trash');
});
