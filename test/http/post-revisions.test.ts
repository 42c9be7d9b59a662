/**
 * Post revisions through the local gateway (issue 12, item 1): a revision per change of content
 * fields with the fields it changed, none otherwise, the newest 100 kept, list pages, the stored
 * state, restore (409 on a stale version, 422 on a slug now held by another post or a deleted
 * category), revisions made by trash, restore and bulk actions, and who may read and restore.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { useLocalApi, type TestUser } from '#test/support/http';
import { updatePost, systemActor } from '#domains/posts/write/manage-posts';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';

const api = useLocalApi();
const POSTS = '/api/admin/v3/cms/post';

let admin: Record<string, string>;
let adminUser: TestUser;

beforeAll(async () => {
  adminUser = await api.createUser({ roles: ['admin'] });
  admin = await api.adminHeaders(adminUser);
});

async function createPost(body: Record<string, unknown> = {}, headers = admin): Promise<{ id: number; version: number; slug: string }> {
  const response = await api.request('POST', POSTS, { headers, body: { title: 'First title', content: 'First body.', ...body } });
  expect(response.status).toBe(201);
  return response.body.result;
}

async function update(id: number, body: Record<string, unknown>, headers = admin) {
  const response = await api.request('PUT', `${POSTS}/${id}`, { headers, body });
  expect(response.status).toBe(200);
  return response.body.result;
}

const revisions = (id: number, query?: Record<string, string | number>, headers = admin) =>
  api.request('GET', `${POSTS}/${id}/revisions`, { headers, query });

describe('a revision per change of content fields', () => {
  test('an edit keeps the state before it, with who, when and the fields it changed; the post read is unchanged', async () => {
    // Arrange
    const post = await createPost({ excerpt: 'Written excerpt' });
    // Act
    const updated = await update(post.id, { title: 'Second title', content: 'Second body.' });
    const list = await revisions(post.id);
    // Assess
    expect(list.status).toBe(200);
    expect(list.body.result).toEqual([
      {
        id: 1,
        post_id: post.id,
        version: 1,
        title: 'First title',
        status: 'draft',
        changed_fields: ['title', 'content'],
        changed_by: { type: 'user', id: adminUser.id },
        created_at: updated.updated_at,
      },
    ]);
    expect(list.body.result[0]).not.toHaveProperty('content');
    expect(list.body.meta.pagination).toMatchObject({ total: 1, count: 1, current_page: 1, total_pages: 1 });
    const one = await api.request('GET', `${POSTS}/${post.id}/revisions/1`, { headers: admin });
    expect(one.status).toBe(200);
    expect(one.body.result.post).toMatchObject({ id: post.id, title: 'First title', content: 'First body.', excerpt: 'Written excerpt', version: 1 });
    const read = await api.request('GET', `${POSTS}/${post.id}`, { headers: admin });
    expect(read.body.result).toMatchObject({ title: 'Second title', version: 2 });
  });

  test('no revision when nothing changes, nor for fields that are not content (is_featured)', async () => {
    // Arrange
    const post = await createPost();
    // Act
    await update(post.id, { title: 'First title' });
    const featured = await update(post.id, { is_featured: true });
    // Assess
    expect(featured.version).toBe(2);
    const list = await revisions(post.id);
    expect(list.body.result).toEqual([]);
    expect(list.body.meta.pagination.total).toBe(0);
  });

  test('trash, restore and bulk actions make revisions of the status; newest first, in cursor pages', async () => {
    // Arrange
    const post = await createPost();
    // Act
    expect((await api.request('DELETE', `${POSTS}/${post.id}/trash`, { headers: admin })).status).toBe(200);
    expect((await api.request('POST', `${POSTS}/${post.id}/restore`, { headers: admin })).status).toBe(200);
    const bulk = await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { ids: [post.id], action: 'archive' } });
    expect(bulk.body.result.affected).toBe(1);
    const first = await revisions(post.id, { per_page: 2 });
    const second = await api.request('GET', first.body.meta.pagination.links.next.replace(api.url, ''), { headers: admin });
    // Assess
    expect(first.body.result.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [3, 'draft'],
      [2, 'trash'],
    ]);
    expect(first.body.result.every((r: { changed_fields: string[] }) => r.changed_fields.join() === 'status')).toBe(true);
    expect(first.body.meta.pagination).toMatchObject({ total: 3, count: 2, current_page: 1, total_pages: 2 });
    expect(second.status).toBe(200);
    expect(second.body.result.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[1, 'draft']]);
    expect(second.body.meta.pagination).toMatchObject({ total: 3, count: 1, current_page: 2, links: {} });
  });

  test('the newest 100 are kept: the write that makes the 101st deletes the oldest in its transaction', async () => {
    // Arrange
    const post = await createPost();
    // Act: 102 edits through the use case the update route runs
    for (let n = 1; n <= 102; n++) await updatePost(post.id, { title: `Title ${n}` }, systemActor());
    // Assess
    const list = await revisions(post.id, { per_page: 100 });
    expect(list.body.meta.pagination.total).toBe(100);
    expect(list.body.result).toHaveLength(100);
    expect(list.body.result[0]).toMatchObject({ id: 102, title: 'Title 101', changed_by: { type: 'system', id: null } });
    expect(list.body.result[99].id).toBe(3);
    expect(list.body.meta.pagination.links).toEqual({});
    expect((await api.request('GET', `${POSTS}/${post.id}/revisions/2`, { headers: admin })).status).toBe(404);
    expect((await api.request('GET', `${POSTS}/${post.id}/revisions/3`, { headers: admin })).body.result.post.title).toBe('Title 2');
  });
});

test('a change that keeps the body keeps a revision without it, whose body is the next state\'s: a later revision\'s or the post\'s', async () => {
  // Arrange
  const post = await createPost({ content: 'The original body, long enough to weigh more than its title.' });
  // Act: a title edit and a publish keep the body; a content edit changes it; a title edit again
  await update(post.id, { title: 'Second title' });
  await update(post.id, { status: 'published' });
  await update(post.id, { content: 'A rewritten body.' });
  await update(post.id, { title: 'Fourth title' });
  // Assess
  const stored = await db.send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :hist)', ExpressionAttributeValues: { ':pk': keys.postPartition(post.id), ':hist': 'HIST#' }, ConsistentRead: true }),
  );
  expect(stored.Items!.map((item) => [item.revision, item.body_in_next === true])).toEqual([
    [1, true],
    [2, true],
    [3, false],
    [4, true],
  ]);
  const bodies = [];
  for (const n of [1, 2, 3, 4]) bodies.push((await api.request('GET', `${POSTS}/${post.id}/revisions/${n}`, { headers: admin })).body.result.post);
  expect(bodies.map((state) => [state.title, state.status, state.content])).toEqual([
    ['First title', 'draft', 'The original body, long enough to weigh more than its title.'],
    ['Second title', 'draft', 'The original body, long enough to weigh more than its title.'],
    ['Second title', 'published', 'The original body, long enough to weigh more than its title.'],
    ['Second title', 'published', 'A rewritten body.'],
  ]);
  const restored = await api.request('POST', `${POSTS}/${post.id}/revisions/1/restore`, { headers: admin, body: { version: 5 } });
  expect(restored.body.result).toMatchObject({ title: 'First title', content: 'The original body, long enough to weigh more than its title.', version: 6 });
});

test('deleting a post deletes its revisions', async () => {
  // Arrange
  const post = await createPost();
  await update(post.id, { title: 'Changed once' });
  await update(post.id, { title: 'Changed twice' });
  // Act
  const deleted = await api.request('DELETE', `${POSTS}/${post.id}`, { headers: admin });
  // Assess
  expect(deleted.status).toBe(200);
  const left = await db.send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.postPartition(post.id) }, ConsistentRead: true }),
  );
  expect(left.Items).toEqual([]);
  expect((await revisions(post.id)).status).toBe(404);
});

describe('restore', () => {
  test('makes a new version equal to the revision, whose replaced state is a revision in turn; a stale version is 409', async () => {
    // Arrange
    const post = await createPost({ seo: { meta_title: 'Old SEO' } });
    const updated = await update(post.id, { title: 'Changed', content: 'Changed body.', seo: { meta_title: 'New SEO' } });
    // Act
    const stale = await api.request('POST', `${POSTS}/${post.id}/revisions/1/restore`, { headers: admin, body: { version: 1 } });
    const restored = await api.request('POST', `${POSTS}/${post.id}/revisions/1/restore`, { headers: admin, body: { version: updated.version } });
    // Assess
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('version_conflict');
    expect(restored.status).toBe(200);
    expect(restored.body.result).toMatchObject({ title: 'First title', content: 'First body.', seo: { meta_title: 'Old SEO' }, version: 3 });
    const list = await revisions(post.id);
    expect(list.body.result.map((r: { id: number; title: string; version: number }) => [r.id, r.title, r.version])).toEqual([
      [2, 'Changed', 2],
      [1, 'First title', 1],
    ]);
    expect(list.body.result[0].changed_fields).toEqual(['title', 'content', 'excerpt', 'seo']);
  });

  test('a slug another post holds now is 422 on slug, and nothing changes', async () => {
    // Arrange
    const post = await createPost({ slug: 'revision-slug-a' });
    const moved = await update(post.id, { slug: 'revision-slug-b' });
    await createPost({ title: 'Taker', slug: 'revision-slug-a' });
    // Act
    const response = await api.request('POST', `${POSTS}/${post.id}/revisions/1/restore`, { headers: admin, body: { version: moved.version } });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.errors).toHaveProperty('slug');
    const read = await api.request('GET', `${POSTS}/${post.id}`, { headers: admin });
    expect(read.body.result).toMatchObject({ slug: 'revision-slug-b', version: moved.version });
  });

  test('a category deleted since is 422 on category_id; the counters follow a restore that moves the category back', async () => {
    // Arrange
    const category = (await api.request('POST', '/api/admin/v3/cms/category', { headers: admin, body: { name_en: 'Revisions A' } })).body.result;
    const other = (await api.request('POST', '/api/admin/v3/cms/category', { headers: admin, body: { name_en: 'Revisions B' } })).body.result;
    const post = await createPost({ category_id: category.id, status: 'published' });
    const moved = await update(post.id, { category_id: other.id });
    // Act
    const restored = await api.request('POST', `${POSTS}/${post.id}/revisions/1/restore`, { headers: admin, body: { version: moved.version } });
    const counted = await api.request('GET', POSTS, { headers: admin, query: { 'filter[]': `category_id:${category.id}` } });
    await update(post.id, { category_id: other.id });
    expect((await api.request('DELETE', `/api/admin/v3/cms/category/${category.id}`, { headers: admin })).status).toBe(200);
    const current = await api.request('GET', `${POSTS}/${post.id}`, { headers: admin });
    const refused = await api.request('POST', `${POSTS}/${post.id}/revisions/1/restore`, { headers: admin, body: { version: current.body.result.version } });
    // Assess
    expect(restored.status).toBe(200);
    expect(restored.body.result.category_id).toBe(category.id);
    expect(counted.body.meta.pagination.total).toBe(1);
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors).toHaveProperty('category_id');
  });

  test('an unknown revision is 404; a body without version is 422', async () => {
    const post = await createPost();
    const missing = await api.request('POST', `${POSTS}/${post.id}/revisions/7/restore`, { headers: admin, body: { version: 1 } });
    const noVersion = await api.request('POST', `${POSTS}/${post.id}/revisions/7/restore`, { headers: admin, body: {} });
    expect(missing.status).toBe(404);
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.error.errors).toHaveProperty('version');
  });
});

describe('who may read and restore', () => {
  test('a role without cms.posts.read is 403; an author reads and restores their own posts, another author\'s are 404 to read and 403 to restore', async () => {
    // Arrange
    const author = await api.adminHeaders('author');
    const otherAuthor = await api.adminHeaders('author');
    const own = await createPost({}, author);
    const ownUpdated = await update(own.id, { title: 'Own, changed' }, author);
    const others = await createPost({}, otherAuthor);
    const othersUpdated = await update(others.id, { title: 'Theirs, changed' }, otherAuthor);
    // Act
    const moderator = await revisions(own.id, undefined, await api.adminHeaders('moderator'));
    const ownList = await revisions(own.id, undefined, author);
    const ownRestore = await api.request('POST', `${POSTS}/${own.id}/revisions/1/restore`, { headers: author, body: { version: ownUpdated.version } });
    const othersList = await revisions(others.id, undefined, author);
    const othersGet = await api.request('GET', `${POSTS}/${others.id}/revisions/1`, { headers: author });
    const othersRestore = await api.request('POST', `${POSTS}/${others.id}/revisions/1/restore`, { headers: author, body: { version: othersUpdated.version } });
    // Assess
    expect(moderator.status).toBe(403);
    expect(moderator.body.error.details.required_permission).toBe('cms.posts.read');
    expect(ownList.status).toBe(200);
    expect(ownList.body.result).toHaveLength(1);
    expect(ownRestore.status).toBe(200);
    expect(ownRestore.body.result.title).toBe('First title');
    expect(othersList.status).toBe(404);
    expect(othersGet.status).toBe(404);
    expect(othersRestore.status).toBe(403);
    expect(othersRestore.body.error.details.required_permission).toBe('cms.posts.edit_others');
  });

  test('restoring a published state needs cms.posts.publish', async () => {
    // Arrange
    const post = await createPost({ status: 'published' });
    const drafted = await update(post.id, { status: 'draft' });
    const key = await api.adminKey(['cms.posts.read', 'cms.posts.update', 'cms.posts.edit_others']);
    // Act
    const response = await api.request('POST', `${POSTS}/${post.id}/revisions/1/restore`, { headers: { 'Api-Key': key }, body: { version: drafted.version } });
    // Assess
    expect(response.status).toBe(403);
    expect(response.body.error.details.required_permission).toBe('cms.posts.publish');
  });
});
