/** Tag administration through the local API Gateway: /api/admin/v3/cms/tag. */
import * as z from 'zod/mini';
import { useLocalApi } from '#test/support/http';
import { AdminTagSchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { collectionTotal } from '#platform/db/collection-page';
import { createPost, systemActor } from '#domains/posts/write/manage-posts';
import { PostCreateBody } from '#domains/posts/model/post-schemas';

const api = useLocalApi();
const PATH = '/api/admin/v3/cms/tag';

let editor: Record<string, string>;
beforeAll(async () => {
  editor = await api.adminHeaders('editor');
});

let n = 0;
const create = async (body: Record<string, unknown> = {}) => {
  const response = await api.request('POST', PATH, { headers: editor, body: { name: `Tag ${++n}`, ...body } });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return AdminTagSchema.parse(response.body.result);
};

describe('create, read, update, delete', () => {
  test('create answers 201 with {id, name, slug, created_at, updated_at}; the slug defaults from the name', async () => {
    // Act
    const response = await api.request('POST', PATH, { headers: editor, body: { name: 'هوش مصنوعی' } });
    // Assess
    expect(response.status).toBe(201);
    expect(AdminTagSchema.parse(response.body.result)).toMatchObject({ name: 'هوش مصنوعی', slug: 'هوش-مصنوعی' });
    expect(response.body.result.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  test('get answers the tag; update changes only the fields sent; delete removes it', async () => {
    // Prepare
    const tag = await create({ slug: 'first-slug' });
    // Act
    const renamed = await api.request('PUT', `${PATH}/${tag.id}`, { headers: editor, body: { name: 'Renamed' } });
    const read = await api.request('GET', `${PATH}/${tag.id}`, { headers: editor });
    const deleted = await api.request('DELETE', `${PATH}/${tag.id}`, { headers: editor });
    const after = await api.request('GET', `${PATH}/${tag.id}`, { headers: editor });
    // Assess
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toEqual({ ...tag, name: 'Renamed', updated_at: expect.any(String) });
    expect(read.body.result).toEqual(renamed.body.result);
    expect(deleted.body).toEqual({ status: true, result: { message: 'Tag deleted.' } });
    expect(after.status).toBe(404);
  });

  test('a taken slug is a 422 on slug, on create and on update', async () => {
    // Prepare
    const holder = await create({ slug: 'held-slug' });
    const other = await create();
    // Act
    const onCreate = await api.request('POST', PATH, { headers: editor, body: { name: 'x', slug: holder.slug } });
    const onUpdate = await api.request('PUT', `${PATH}/${other.id}`, { headers: editor, body: { slug: holder.slug } });
    // Assess
    for (const response of [onCreate, onUpdate]) {
      expect(response.status).toBe(422);
      expect(response.body.error.errors).toEqual({ slug: ['The slug has already been taken.'] });
    }
  });

  test('20 parallel creates with one slug: one 201, nineteen 422', async () => {
    // Act
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.request('POST', PATH, { headers: editor, body: { name: `P${i}`, slug: 'parallel-tag' } })),
    );
    // Assess
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 422)).toHaveLength(19);
  });

  test('deleting a tag a post holds is 409 tag_in_use with posts_count', async () => {
    // Prepare
    const tag = await create();
    await createPost(PostCreateBody.parse({ title: 'Tagged', content: '<p>x</p>', tag_ids: [tag.id] }), systemActor());
    // Act
    const response = await api.request('DELETE', `${PATH}/${tag.id}`, { headers: editor });
    // Assess
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'tag_in_use', message: expect.any(String), details: { posts_count: 1 } });
    expect((await api.request('GET', `${PATH}/${tag.id}`, { headers: editor })).status).toBe(200);
  });

  test.each([
    [{}, ['name']],
    [{ name: '' }, ['name']],
    [{ name: 'x'.repeat(101) }, ['name']],
    [{ name: 'ok', slug: 'UPPER case' }, ['slug']],
    [{ name: 'ok', colour: 'red' }, ['colour']],
    [{ name: 5 }, ['name']],
  ])('create with %j is a 422 on %j and creates nothing', async (body, fields) => {
    // Prepare
    const before = await collectionTotal('TAGS');
    // Act
    const response = await api.request('POST', PATH, { headers: editor, body });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.errors)).toEqual(fields);
    expect(await collectionTotal('TAGS')).toBe(before);
  });

  test('update with an empty name is a 422 on name', async () => {
    const tag = await create();
    const response = await api.request('PUT', `${PATH}/${tag.id}`, { headers: editor, body: { name: '  ' } });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error.errors)).toEqual(['name']);
  });
});

describe('list', () => {
  test('pages with meta.pagination; links.next continues with a cursor to the last page', async () => {
    // Prepare
    for (let i = 0; i < 5; i++) await create();
    const total = await collectionTotal('TAGS');
    // Act
    const pages = [await api.request('GET', PATH, { headers: editor, query: { per_page: 2 } })];
    while (pages.at(-1)!.body.meta.pagination.links.next) {
      const next = new URL(pages.at(-1)!.body.meta.pagination.links.next);
      pages.push(await api.request('GET', `${next.pathname}${next.search}`, { headers: editor }));
    }
    // Assess
    z.array(AdminTagSchema).parse(pages[0].body.result);
    expect(pages[0].body.meta.pagination).toMatchObject({
      total,
      count: 2,
      per_page: 2,
      current_page: 1,
      total_pages: Math.ceil(total / 2),
    });
    const ids = pages.flatMap((page) => page.body.result.map((tag: { id: number }) => tag.id));
    expect(ids).toHaveLength(total);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(pages.at(-1)!.body.meta.pagination.current_page).toBe(Math.ceil(total / 2));
  });

  test('search narrows to names or slugs containing the term; order=desc reverses', async () => {
    // Prepare
    const a = await create({ name: 'Searchable Alpha' });
    const b = await create({ name: 'searchable beta' });
    // Act
    const response = await api.request('GET', PATH, { headers: editor, query: { search: 'SEARCHABLE', order: 'desc' } });
    // Assess
    expect(response.body.result.map((tag: { id: number }) => tag.id)).toEqual([b.id, a.id]);
    expect(response.body.meta.pagination.total).toBe(2);
  });

  test.each([
    [{ per_page: 0 }, 'per_page'],
    [{ page: -1 }, 'page'],
    [{ limit: 1000 }, 'limit'],
    [{ cursor: 'forged', page: 2 }, 'cursor'],
    [{ sortedBy: 'up' }, 'sortedBy'],
  ])('query %j is a 400 bad_request naming %s', async (query, parameter) => {
    const response = await api.request('GET', PATH, { headers: editor, query });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    expect(response.body.error.details[parameter]).toEqual([expect.any(String)]);
  });
});

describe('not found, authentication and permissions', () => {
  test.each(['GET', 'PUT', 'DELETE'] as const)('%s of an unknown tag is 404', async (method) => {
    const response = await api.request(method, `${PATH}/876543`, { headers: editor, body: method === 'PUT' ? { name: 'x' } : undefined });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('resource_not_found');
  });

  test.each([
    ['GET', PATH, 'cms.tags.list'],
    ['POST', PATH, 'cms.tags.create'],
    ['GET', `${PATH}/1`, 'cms.tags.read'],
    ['PUT', `${PATH}/1`, 'cms.tags.update'],
    ['DELETE', `${PATH}/1`, 'cms.tags.delete'],
  ] as const)('%s %s: 401 without credentials, 403 for an author naming %s', async (method, path, permission) => {
    // Prepare
    const author = await api.adminHeaders('author');
    const body = method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined;
    // Act
    const anonymous = await api.request(method, path, { body });
    const forbidden = await api.request(method, path, { headers: author, body });
    // Assess
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('authentication_required');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.details).toEqual({ required_permission: permission });
  });
});
