/** Category administration through the local API Gateway: /api/admin/v3/cms/category. */
import { humanSize } from '#domains/presentation/media';
import * as z from 'zod/mini';
import { useLocalApi } from '#test/support/http';
import { AdminCategorySchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { findCategoryById } from '#domains/taxonomy/categories-repository';
import { listCategories } from '#domains/taxonomy/manage-categories';
import { activeImage } from '#test/support/media';
import { createPost, getPost, systemActor } from '#domains/posts/write/manage-posts';
import { PostCreateBody } from '#domains/posts/model/post-schemas';

const api = useLocalApi();
const PATH = '/api/admin/v3/cms/category';

let editor: Record<string, string>;
beforeAll(async () => {
  editor = await api.adminHeaders('editor');
});

let n = 0;
const create = async (body: Record<string, unknown> = {}) => {
  const response = await api.request('POST', PATH, { headers: editor, body: { name_en: `Category ${++n}`, ...body } });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return AdminCategorySchema.parse(response.body.result);
};

describe('create, read, update', () => {
  test('create answers 201 with the admin category, its thumbnail as the reduced media object', async () => {
    // Prepare
    const media = await activeImage({ fileName: 'thumb.jpg', mimeType: 'image/jpeg', width: 1200, height: 800 });
    // Act
    const response = await api.request('POST', PATH, {
      headers: editor,
      body: { name_en: 'Tech News', name_fa: 'اخبار فناوری', description: 'All about tech', thumbnail: media.id, is_featured: true },
    });
    // Assess
    expect(response.status).toBe(201);
    const category = AdminCategorySchema.parse(response.body.result);
    expect(category).toMatchObject({
      name_en: 'Tech News',
      name_fa: 'اخبار فناوری',
      slug: 'tech-news',
      parent_id: null,
      status: 'active',
      is_featured: true,
      thumbnail_id: media.id,
      children_count: 0,
      thumbnail: {
        id: String(media.id),
        name: 'thumb.jpg',
        size: humanSize(media.sizeBytes),
        dimension: { width: 1200, height: 800, ratioWidth: 3, ratioHeight: 2 },
      },
    });
    expect(category.thumbnail.url).toMatch(new RegExp(`/_local/media/renditions/${media.id}/original/thumb\\.jpg$`));
    expect(category.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  test('a category without a thumbnail carries the empty thumbnail object', async () => {
    const category = await create();
    expect(category.thumbnail_id).toBeNull();
    expect(category.thumbnail).toMatchObject({ id: '', url: '', name: '' });
  });

  test('get answers the category; update changes only the fields sent', async () => {
    // Prepare
    const parent = await create();
    const category = await create({ description: 'keep', is_featured: true });
    // Act
    const updated = await api.request('PUT', `${PATH}/${category.id}`, {
      headers: editor,
      body: { status: 'inactive', parent_id: parent.id },
    });
    const read = await api.request('GET', `${PATH}/${category.id}`, { headers: editor });
    const parentRead = await api.request('GET', `${PATH}/${parent.id}`, { headers: editor });
    // Assess
    expect(updated.status).toBe(200);
    expect(AdminCategorySchema.parse(updated.body.result)).toEqual({
      ...category,
      status: 'inactive',
      parent_id: parent.id,
      updated_at: expect.any(String),
    });
    expect(read.body.result).toEqual(updated.body.result);
    expect(parentRead.body.result.children_count).toBe(1);
  });

  test('thumbnail_id is accepted as a synonym of thumbnail, and null clears it', async () => {
    // Prepare
    const media = await activeImage({ fileName: 'a.png', mimeType: 'image/png', width: 1, height: 1 });
    const category = await create({ thumbnail_id: media.id });
    // Act
    const cleared = await api.request('PUT', `${PATH}/${category.id}`, { headers: editor, body: { thumbnail: null } });
    // Assess
    expect(category.thumbnail_id).toBe(media.id);
    expect(cleared.body.result.thumbnail_id).toBeNull();
  });
});

describe('list', () => {
  test('pages with meta.pagination and a next link; filters and search narrow it', async () => {
    // Prepare
    const root = await create({ name_en: 'List Root' });
    for (let i = 0; i < 3; i++) await create({ name_en: `Listed Child ${i}`, parent_id: root.id, is_featured: i === 0 });
    // Act
    const first = await api.request('GET', PATH, { headers: editor, query: { 'filter[]': `parent_id:${root.id}`, per_page: 2 } });
    const next = new URL(first.body.meta.pagination.links.next);
    const second = await api.request('GET', `${next.pathname}${next.search}`, { headers: editor });
    const featured = await api.request('GET', PATH, {
      headers: editor,
      query: { 'filter[]': [`parent_id:${root.id}`, 'is_featured:true'] },
    });
    const searched = await api.request('GET', PATH, { headers: editor, query: { search: 'LISTED CHILD 2' } });
    // Assess
    expect(first.status).toBe(200);
    z.array(AdminCategorySchema).parse(first.body.result);
    expect(first.body.meta.pagination).toMatchObject({ total: 3, count: 2, per_page: 2, current_page: 1, total_pages: 2 });
    expect(second.body.result.map((c: { name_en: string }) => c.name_en)).toEqual(['Listed Child 2']);
    expect(second.body.meta.pagination).toMatchObject({ current_page: 2, count: 1, links: {} });
    expect(featured.body.result.map((c: { name_en: string }) => c.name_en)).toEqual(['Listed Child 0']);
    expect(searched.body.result.map((c: { name_en: string }) => c.name_en)).toEqual(['Listed Child 2']);
  });

  test.each([
    [{ per_page: 0 }, 'per_page'],
    [{ per_page: 101 }, 'per_page'],
    [{ page: 'x' }, 'page'],
    [{ 'filter[]': 'colour:red' }, 'filter'],
    [{ 'filter[]': 'status:deleted' }, 'filter'],
    [{ 'filter[]': 'parent_id:abc' }, 'filter'],
    [{ order: 'sideways' }, 'order'],
  ])('query %j is a 400 bad_request naming %s', async (query, parameter) => {
    const response = await api.request('GET', PATH, { headers: editor, query });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    expect(response.body.error.details[parameter]).toEqual([expect.any(String)]);
  });
});

describe('validation and conflicts', () => {
  test.each([
    [{}, ['name_en', 'name_fa']],
    [{ name_en: 'x', slug: 'Not A Slug!' }, ['slug']],
    [{ name_en: 'x', status: 'deleted' }, ['status']],
    [{ name_en: 'x', parent_id: 'one' }, ['parent_id']],
    [{ name_en: 'x', parent_id: 987_654 }, ['parent_id']],
    [{ name_en: 'x', thumbnail: 987_654 }, ['thumbnail']],
    [{ name_en: 'x', thumbnail: 1, thumbnail_id: 2 }, ['thumbnail']],
    [{ name_en: 'x', is_featured: 'yes' }, ['is_featured']],
    [{ name_en: 'x', id: 5 }, ['id']],
    [{ name_en: 'x', posts_count: 5 }, ['posts_count']],
  ])('create with %j is a 422 on %j and creates nothing', async (body, fields) => {
    // Prepare
    const before = (await listCategories({})).length;
    // Act
    const response = await api.request('POST', PATH, { headers: editor, body });
    // Assess
    expect((await listCategories({})).length).toBe(before);
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.errors).sort()).toEqual([...fields].sort());
  });

  test('a taken slug is a 422 on slug; a default slug that is taken gets a suffix', async () => {
    // Prepare
    const first = await create({ name_en: 'Duplicate Name' });
    // Act
    const explicit = await api.request('POST', PATH, { headers: editor, body: { name_en: 'Other', slug: first.slug } });
    const defaulted = await create({ name_en: 'Duplicate Name' });
    // Assess
    expect(explicit.status).toBe(422);
    expect(explicit.body.error.errors.slug).toEqual(['The slug has already been taken.']);
    expect(defaulted.slug).toBe(`duplicate-name-${defaulted.id}`);
  });

  test('moving a category under its own descendant is a 422 on parent_id', async () => {
    // Prepare
    const top = await create();
    const middle = await create({ parent_id: top.id });
    const bottom = await create({ parent_id: middle.id });
    // Act
    const response = await api.request('PUT', `${PATH}/${top.id}`, { headers: editor, body: { parent_id: bottom.id } });
    const self = await api.request('PUT', `${PATH}/${top.id}`, { headers: editor, body: { parent_id: top.id } });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.errors.parent_id).toEqual([expect.stringContaining('descendants')]);
    expect(self.status).toBe(422);
    expect((await findCategoryById(top.id))?.parentId).toBeNull();
  });

  test('deleting a category with children is 409 category_has_children', async () => {
    // Prepare
    const parent = await create();
    await create({ parent_id: parent.id });
    // Act
    const response = await api.request('DELETE', `${PATH}/${parent.id}`, { headers: editor });
    // Assess
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'category_has_children', message: expect.any(String), details: { children_count: 1 } });
  });

  test('deleting a category posts use is 409 category_in_use; with reassign_to the posts move and it is deleted', async () => {
    // Prepare
    const from = await create();
    const to = await create();
    const post = await createPost(PostCreateBody.parse({ title: 'In a category', content: '<p>x</p>', category_id: from.id }), systemActor());
    // Act
    const refused = await api.request('DELETE', `${PATH}/${from.id}`, { headers: editor });
    const sameTarget = await api.request('DELETE', `${PATH}/${from.id}`, { headers: editor, query: { reassign_to: from.id } });
    const missingTarget = await api.request('DELETE', `${PATH}/${from.id}`, { headers: editor, query: { reassign_to: 987_654 } });
    const badTarget = await api.request('DELETE', `${PATH}/${from.id}`, { headers: editor, query: { reassign_to: 'abc' } });
    const deleted = await api.request('DELETE', `${PATH}/${from.id}`, { headers: editor, query: { reassign_to: to.id } });
    // Assess
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'category_in_use', details: { posts_count: 1 } });
    for (const bad of [sameTarget, missingTarget, badTarget]) {
      expect(bad.status).toBe(400);
      expect(bad.body.error.details.reassign_to).toEqual([expect.any(String)]);
    }
    expect(deleted.status).toBe(200);
    expect(deleted.body.result).toEqual({ message: 'Category deleted.', reassigned_posts: 1 });
    expect((await getPost(post.id)).categoryId).toBe(to.id);
    expect((await api.request('GET', `${PATH}/${from.id}`, { headers: editor })).status).toBe(404);
  });

  test('an unused category is deleted', async () => {
    const category = await create();
    const response = await api.request('DELETE', `${PATH}/${category.id}`, { headers: editor });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, result: { message: 'Category deleted.' } });
  });
});

describe('not found, authentication and permissions', () => {
  test.each(['GET', 'PUT', 'DELETE'] as const)('%s of an unknown category is 404; a non-numeric id is 400', async (method) => {
    const body = method === 'PUT' ? { name_en: 'x' } : undefined;
    const missing = await api.request(method, `${PATH}/876543`, { headers: editor, body });
    const malformed = await api.request(method, `${PATH}/abc`, { headers: editor, body });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('resource_not_found');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details.id).toEqual([expect.any(String)]);
  });

  test.each([
    ['GET', PATH, 'cms.categories.list'],
    ['POST', PATH, 'cms.categories.create'],
    ['GET', `${PATH}/1`, 'cms.categories.read'],
    ['PUT', `${PATH}/1`, 'cms.categories.update'],
    ['DELETE', `${PATH}/1`, 'cms.categories.delete'],
  ] as const)('%s %s: 401 without credentials, 403 for an author naming %s', async (method, path, permission) => {
    // Prepare
    const author = await api.adminHeaders('author');
    const body = method === 'POST' || method === 'PUT' ? { name_en: 'x' } : undefined;
    // Act
    const anonymous = await api.request(method, path, { body });
    const forbidden = await api.request(method, path, { headers: author, body });
    // Assess
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('authentication_required');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toEqual({
      code: 'permission_denied',
      message: expect.any(String),
      details: { required_permission: permission },
    });
  });

  test('a machine key with cms.categories.create may create', async () => {
    const key = await api.adminKey(['cms.categories.create']);
    const response = await api.request('POST', PATH, { headers: { 'Api-Key': key }, body: { name_fa: 'ماشین' } });
    expect(response.status).toBe(201);
  });
});
