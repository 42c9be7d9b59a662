/** Admin post routes through the local gateway: shapes, every error code, idempotent create, permissions. *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { nextId } from '#platform/db/sequences';
import { categoryItem } from '#domains/taxonomy/categories-repository';
import { tagItem } from '#domains/taxonomy/tags-repository';
import { AdminPostSchema } from '#domains/posts/shapes/admin-post-response-schemas';
import { useLocalApi, type TestUser } from '#test/support/http';
import { MAX_HTML_DEPTH } from '#domains/content/content-errors';

const api = useLocalApi();
const POSTS = '/api/admin/v3/cms/post';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

let admin: Record<string, string>;
let adminUser: TestUser;
let categoryId: number;
let tagIds: number[];

beforeAll(async () => {
  adminUser = await api.createUser({ roles: ['admin'], firstName: 'Ada', lastName: 'Admin' });
  admin = await api.adminHeaders(adminUser);
  const now = new Date().toISOString();
  categoryId = await nextId('category');
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: categoryItem({
        id: categoryId,
        nameEn: 'News',
        nameFa: 'اخبار',
        slug: 'news',
        parentId: null,
        description: null,
        status: 'active',
        thumbnailId: null,
        isFeatured: false,
        createdAt: now,
        updatedAt: now,
      }),
    }),
  );
  tagIds = [await nextId('tag'), await nextId('tag')];
  for (const id of tagIds)
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: tagItem({ id, name: `Tag ${id}`, slug: `tag-${id}`, createdAt: now, updatedAt: now }),
      }),
    );
});

const createPost = async (body: Record<string, unknown> = {}) => {
  const response = await api.request('POST', POSTS, { headers: admin, body: { title: 'A post', content: '<p>Body text.</p>', ...body } });
  expect(response.status).toBe(201);
  return response.body.result as { id: number; slug: string; version: number; status: string };
};

describe('create and get', () => {
  test('create answers 201 with the admin post: zero counts, draft, slug from the title, the caller as author', async () => {
    // Act
    const response = await api.request('POST', POSTS, {
      headers: admin,
      body: { title: 'سلام دنیا', content: '<h2>Intro</h2><p>Hello there, world.</p>', category_id: categoryId, tag_ids: tagIds },
    });
    // Assess
    expect(response.status).toBe(201);
    const post = response.body.result;
    expect(AdminPostSchema.safeParse(post).error).toBeUndefined();
    expect(post).toMatchObject({
      title: 'سلام دنیا',
      slug: 'سلام-دنیا',
      status: 'draft',
      view_count: 0,
      comment_count: 0,
      version: 1,
      excerpt: 'Intro Hello there, world.',
      author_id: adminUser.id,
      published_at: null,
    });
    expect(post.created_at).toMatch(TIMESTAMP);
    for (const key of ['category', 'tags', 'author']) expect(post).not.toHaveProperty(key);
  });

  test('get with includes (or with) adds category, tags and author; without them the keys are absent', async () => {
    // Prepare
    const { id } = await createPost({ category_id: categoryId, tag_ids: tagIds, status: 'published' });
    // Act
    const plain = await api.request('GET', `${POSTS}/${id}`, { headers: admin });
    const included = await api.request('GET', `${POSTS}/${id}`, { headers: admin, query: { includes: 'category,tags,author' } });
    const aliased = await api.request('GET', `${POSTS}/${id}`, { headers: admin, query: { with: 'author' } });
    // Assess
    expect(plain.status).toBe(200);
    for (const key of ['category', 'tags', 'author']) expect(plain.body.result).not.toHaveProperty(key);
    expect(plain.body.result.published_at).toMatch(TIMESTAMP);
    expect(included.body.result.category).toEqual({ id: categoryId, name: 'News', slug: 'news' });
    expect(included.body.result.tags).toEqual(tagIds.map((tagId) => ({ id: tagId, name: `Tag ${tagId}`, slug: `tag-${tagId}` })));
    expect(included.body.result.author).toEqual({ id: adminUser.id, name: 'Ada Admin', email: adminUser.email, avatar_url: '' });
    expect(aliased.body.result.author.id).toBe(adminUser.id);
    expect(aliased.body.result).not.toHaveProperty('category');
  });

  test('a second post with the same title gets a suffixed slug; a taken explicit slug is a 422 on slug', async () => {
    // Prepare
    const first = await createPost({ title: 'Twin Title' });
    // Act
    const second = await createPost({ title: 'Twin Title' });
    const explicit = await api.request('POST', POSTS, { headers: admin, body: { title: 'Other', content: 'x', slug: first.slug } });
    // Assess
    expect([first.slug, second.slug]).toEqual(['twin-title', 'twin-title-2']);
    expect(explicit.status).toBe(422);
    expect(explicit.body.error).toMatchObject({ code: 'validation_failed', errors: { slug: ['The slug has already been taken.'] } });
  });

  test('content nested deeper than HTML may (the 100 KB worst case of the bench) is a 422 on content, and creates nothing', async () => {
    // Prepare
    const before = await api.request('GET', POSTS, { headers: admin, query: { filter: 'status:draft' } });
    // Act
    const response = await api.request('POST', POSTS, { headers: admin, body: { title: 'Deep', content: '<ul><li>'.repeat(12_000), content_format: 'html' } });
    const after = await api.request('GET', POSTS, { headers: admin, query: { filter: 'status:draft' } });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      code: 'validation_failed',
      errors: { content: [`The content nests HTML elements too deeply (at most ${MAX_HTML_DEPTH} elements inside one another).`] },
    });
    expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total);
  });

  test('an invalid body is 422 validation_failed with errors per field, and creates nothing', async () => {
    // Prepare
    const before = await api.request('GET', POSTS, { headers: admin, query: { filter: 'status:draft' } });
    // Act
    const missing = await api.request('POST', POSTS, { headers: admin, body: {} });
    const wrong = await api.request('POST', POSTS, {
      headers: admin,
      body: {
        title: 't',
        content: 'c',
        view_count: 5,
        colour: 'red',
        category_id: 999_999,
        tag_ids: [tagIds[0], 888_888],
        author_id: 777_777,
      },
    });
    const after = await api.request('GET', POSTS, { headers: admin, query: { filter: 'status:draft' } });
    // Assess
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({
      code: 'validation_failed',
      errors: { title: ['The title field is required.'], content: ['The content field is required.'] },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.errors).sort()).toEqual(['colour', 'view_count']);
    const references = await api.request('POST', POSTS, {
      headers: admin,
      body: { title: 't', content: 'c', category_id: 999_999, tag_ids: [tagIds[0], 888_888], author_id: 777_777 },
    });
    expect(references.status).toBe(422);
    expect(references.body.error.errors).toEqual({
      category_id: ['The selected category_id does not exist.'],
      tag_ids: ['These tag_ids do not exist: 888888.'],
      author_id: ['The selected author_id does not exist.'],
    });
    expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total);
  });

  test('a body that is not JSON is 400', async () => {
    const response = await api.request('POST', POSTS, { headers: { ...admin, 'Content-Type': 'application/json' }, rawBody: '{"title":' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
  });

  test('create with an Idempotency-Key replays the first answer and creates one post', async () => {
    // Prepare
    const headers = { ...admin, 'Idempotency-Key': `create-${Date.now()}` };
    const body = { title: 'Once only', content: 'Exactly one of me.' };
    // Act
    const first = await api.request('POST', POSTS, { headers, body });
    const replay = await api.request('POST', POSTS, { headers, body });
    const listed = await api.request('GET', POSTS, { headers: admin, query: { search: 'slug:once-only-2' } });
    // Assess
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(listed.body.result).toEqual([]);
  });

  test('an empty or malformed Idempotency-Key header is 400 bad_request naming it, and creates nothing', async () => {
    // Prepare
    const title = `Keyless ${Date.now()}`;
    // Act
    const empty = await api.request('POST', POSTS, { headers: { ...admin, 'Idempotency-Key': '' }, body: { title, content: 'x' } });
    const spaced = await api.request('POST', POSTS, { headers: { ...admin, 'Idempotency-Key': 'has space' }, body: { title, content: 'x' } });
    // A post created by mistake would be found once the stream consumer has indexed it.
    await api.gateway.streamIdle();
    const listed = await api.request('GET', POSTS, { headers: admin, query: { search: `title:${title}` } });
    // Assess
    for (const response of [empty, spaced]) {
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'bad_request', details: { 'Idempotency-Key': [expect.any(String)] } });
    }
    expect(listed.body.result).toEqual([]);
  });

  test('get of an unknown post is 404, of a malformed id 400', async () => {
    const unknown = await api.request('GET', `${POSTS}/987654`, { headers: admin });
    const malformed = await api.request('GET', `${POSTS}/abc`, { headers: admin });
    const badInclude = await api.request('GET', `${POSTS}/987654`, { headers: admin, query: { includes: 'comments' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('resource_not_found');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ code: 'bad_request', details: { post_id: expect.any(Array) } });
    expect(badInclude.status).toBe(400);
    expect(badInclude.body.error.details).toHaveProperty('includes');
  });
});

describe('update', () => {
  test('changes only the fields sent and raises the version', async () => {
    // Prepare
    const created = await createPost({ title: 'Before', excerpt: 'Kept excerpt', is_featured: true });
    // Act
    const response = await api.request('PUT', `${POSTS}/${created.id}`, { headers: admin, body: { title: 'After', status: 'published' } });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      title: 'After',
      status: 'published',
      excerpt: 'Kept excerpt',
      is_featured: true,
      slug: created.slug,
      version: 2,
    });
    expect(response.body.result.published_at).toMatch(TIMESTAMP);
  });

  test('with a stale version is 409 version_conflict and changes nothing', async () => {
    // Prepare
    const created = await createPost({ title: 'Locked' });
    await api.request('PUT', `${POSTS}/${created.id}`, { headers: admin, body: { title: 'First', version: created.version } });
    // Act
    const stale = await api.request('PUT', `${POSTS}/${created.id}`, {
      headers: admin,
      body: { title: 'Second', version: created.version },
    });
    const stored = await api.request('GET', `${POSTS}/${created.id}`, { headers: admin });
    // Assess
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'version_conflict', details: { current_version: 2 } });
    expect(stored.body.result).toMatchObject({ title: 'First', version: 2 });
  });

  test('of an unknown post is 404; a read-only field or status trash is 422', async () => {
    // Prepare
    const created = await createPost();
    // Act
    const unknown = await api.request('PUT', `${POSTS}/987654`, { headers: admin, body: { title: 'x' } });
    const readOnly = await api.request('PUT', `${POSTS}/${created.id}`, {
      headers: admin,
      body: { id: 5, created_at: '2020-01-01T00:00:00Z' },
    });
    const trash = await api.request('PUT', `${POSTS}/${created.id}`, { headers: admin, body: { status: 'trash' } });
    // Assess
    expect(unknown.status).toBe(404);
    expect(readOnly.status).toBe(422);
    expect(readOnly.body.error.errors).toEqual({ id: ['The id field is read-only.'], created_at: ['The created_at field is read-only.'] });
    expect(trash.status).toBe(422);
    expect(trash.body.error.errors.status[0]).toContain('trash endpoint');
  });
});

describe('trash, restore, delete', () => {
  test('trash hides the post from the list, restore brings back its status, delete removes it', async () => {
    // Prepare
    const created = await createPost({ title: 'Round trip', status: 'published' });
    // Act
    const trashed = await api.request('DELETE', `${POSTS}/${created.id}/trash`, { headers: admin });
    const listed = await api.request('GET', POSTS, { headers: admin, query: { search: `id:${created.id}` } });
    const listedTrash = await api.request('GET', POSTS, {
      headers: admin,
      query: { search: `id:${created.id}`, 'filter[]': 'status:trash' },
    });
    const restored = await api.request('POST', `${POSTS}/${created.id}/restore`, { headers: admin });
    const afterRestore = await api.request('GET', `${POSTS}/${created.id}`, { headers: admin });
    const deleted = await api.request('DELETE', `${POSTS}/${created.id}`, { headers: admin });
    const afterDelete = await api.request('GET', `${POSTS}/${created.id}`, { headers: admin });
    // Assess
    expect(trashed.status).toBe(200);
    expect(trashed.body.result).toEqual({ message: 'Post moved to trash.' });
    expect(listed.body.result).toEqual([]);
    expect(listedTrash.body.result.map((post: { id: number }) => post.id)).toEqual([created.id]);
    expect(restored.status).toBe(200);
    expect(restored.body.result.message).toBe('Post restored to published.');
    expect(afterRestore.body.result.status).toBe('published');
    expect(deleted.status).toBe(200);
    expect(deleted.body.result).toEqual({ message: 'Post deleted permanently.' });
    expect(afterDelete.status).toBe(404);
  });

  test.each([
    ['DELETE', '/trash'],
    ['POST', '/restore'],
    ['DELETE', ''],
  ])('%s %s of an unknown post is 404', async (method, suffix) => {
    const response = await api.request(method, `${POSTS}/987654${suffix}`, { headers: admin });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('resource_not_found');
  });
});

describe('who may call', () => {
  // Every row has four entries: Jest takes a missing last argument for a `done` callback.
  const routes: [string, string, string, unknown][] = [
    ['GET', POSTS, 'cms.posts.list', undefined],
    ['POST', POSTS, 'cms.posts.create', { title: 't', content: 'c' }],
    ['GET', `${POSTS}/1`, 'cms.posts.read', undefined],
    ['PUT', `${POSTS}/1`, 'cms.posts.update', { title: 't' }],
    ['DELETE', `${POSTS}/1/trash`, 'cms.posts.trash', undefined],
    ['POST', `${POSTS}/1/restore`, 'cms.posts.restore', undefined],
    ['DELETE', `${POSTS}/1`, 'cms.posts.delete', undefined],
    ['POST', `${POSTS}/bulk`, 'cms.posts.bulk', { ids: [1], action: 'trash' }],
    ['POST', `${POSTS}/bulk/delete`, 'cms.posts.bulk', { ids: [1] }],
  ];

  test.each(routes)('%s %s without credentials is 401 authentication_required', async (method, path, _permission, body) => {
    const response = await api.request(method, path, { body });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('authentication_required');
  });

  test.each(routes)('%s %s as a client user is 403 naming %s', async (method, path, permission, body) => {
    const response = await api.request(method, path, { headers: await api.adminHeaders('user'), body });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: 'permission_denied', details: { required_permission: permission } });
  });

  test.each(
    routes.filter(([, , permission]) => !['cms.posts.list', 'cms.posts.read', 'cms.posts.create', 'cms.posts.update', 'cms.posts.trash', 'cms.posts.restore'].includes(permission)),
  )('%s %s as an author is 403 naming %s', async (method, path, permission, body) => {
    const response = await api.request(method, path, { headers: await api.adminHeaders('author'), body });
    expect(response.status).toBe(403);
    expect(response.body.error.details.required_permission).toBe(permission);
  });

  test('an author may create, read and update', async () => {
    // Prepare
    const author = await api.adminHeaders('author');
    // Act
    const created = await api.request('POST', POSTS, { headers: author, body: { title: 'By an author', content: 'c' } });
    const updated = await api.request('PUT', `${POSTS}/${created.body.result.id}`, { headers: author, body: { status: 'pending' } });
    // Assess
    expect(created.status).toBe(201);
    expect(updated.status).toBe(200);
    expect(updated.body.result.status).toBe('pending');
  });

  test('a bulk action also needs the permission of the action it repeats', async () => {
    // Prepare
    const key = await api.adminKey(['cms.posts.bulk', 'cms.posts.trash']);
    // Act
    const trash = await api.request('POST', `${POSTS}/bulk`, { headers: { 'Api-Key': key }, body: { ids: [987654], action: 'trash' } });
    const remove = await api.request('POST', `${POSTS}/bulk/delete`, { headers: { 'Api-Key': key }, body: { ids: [987654] } });
    const publish = await api.request('POST', `${POSTS}/bulk`, { headers: { 'Api-Key': key }, body: { ids: [987654], action: 'publish' } });
    // Assess
    expect(trash.status).toBe(200);
    expect(remove.status).toBe(403);
    expect(remove.body.error.details.required_permission).toBe('cms.posts.delete');
    expect(publish.status).toBe(403);
    expect(publish.body.error.details.required_permission).toBe('cms.posts.update');
  });

  test('a post created with an API key has no author unless one is given', async () => {
    const key = await api.adminKey(['cms.posts.create']);
    const response = await api.request('POST', POSTS, { headers: { 'Api-Key': key }, body: { title: 'Machine made', content: 'c' } });
    expect(response.status).toBe(201);
    expect(response.body.result.author_id).toBeNull();
  });
});
