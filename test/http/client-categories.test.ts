/**
 * `GET /api/client/v3/cms/category`: active categories, flat in tree order with `parent_id`, each a
 * client category (spec 2.8) with its published post count and reduced thumbnail.
 */
import { systemActor } from '#domains/posts/write/manage-posts';
import * as z from 'zod/mini';
import { useLocalApi, type ApiResponse } from '#test/support/http';
import { ClientCategorySchema } from '#domains/presentation/client-schemas';
import { activeImage } from '#test/support/media';
import type { Category } from '#domains/taxonomy/category';
import { category, publishedPost, trashPost } from './client-fixtures';
import { PrimaryErrorSchema } from './client-envelopes';

const api = useLocalApi();

const CATEGORIES = '/api/client/v3/cms/category';
const ListSchema = z.strictObject({ status: z.literal(true), result: z.array(ClientCategorySchema) });

async function get(query?: Record<string, string | string[]>): Promise<ApiResponse> {
  return api.request('GET', CATEGORIES, { headers: await api.clientHeaders(), ...(query ? { query } : {}) });
}

test('a site without categories answers 200 with an empty result', async () => {
  // Act
  const response = await get();
  // Assess
  expect(response.status).toBe(200);
  expect(ListSchema.parse(response.body).result).toEqual([]);
});

describe('with a category tree', () => {
  let a: Category;
  let b: Category;
  let a1: Category;
  let a2: Category;
  let a1x: Category;
  let c: Category;
  let mediaId: number;

  beforeAll(async () => {
    mediaId = (await activeImage({ fileName: 'tree.png', mimeType: 'image/png', width: 800, height: 600 })).id;
    a = await category({ nameEn: 'Alpha', nameFa: 'آلفا', thumbnailId: mediaId, isFeatured: true, description: 'The first' });
    b = await category({ nameEn: 'Beta', status: 'inactive' });
    a1 = await category({ nameEn: 'Alpha one', parentId: a.id });
    a2 = await category({ nameEn: 'Alpha two', parentId: a.id });
    a1x = await category({ nameEn: 'Alpha one x', parentId: a1.id });
    await category({ nameEn: 'Beta one', parentId: b.id });
    await category({ nameEn: 'Alpha three', parentId: a.id, status: 'inactive' });
    c = await category({ nameEn: 'Gamma' });
    await publishedPost({ category_id: a1.id });
    await publishedPost({ category_id: a1.id });
    await publishedPost({ category_id: a1.id, status: 'draft' });
    await publishedPost({ category_id: c.id });
    await trashPost((await publishedPost({ category_id: c.id })).id, systemActor());
  });

  test('lists active categories under active parents, parents before children, siblings by id', async () => {
    // Act
    const response = await get();
    // Assess
    expect(response.status).toBe(200);
    const result = ListSchema.parse(response.body).result;
    expect(result.map((item) => [item.name_en, item.parent_id])).toEqual([
      ['Alpha', 0],
      ['Alpha one', a.id],
      ['Alpha one x', a1.id],
      ['Alpha two', a.id],
      ['Gamma', 0],
    ]);
    expect(result.every((item) => item.status.value === 'active' && item.type === 'post')).toBe(true);
    expect(response.headers['x-ratelimit-limit']).toMatch(/^\d+$/);
    expect(response.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
    expect(response.headers['x-ratelimit-reset']).toMatch(/^\d{10}$/);
  });

  test('meta.posts_count counts the published posts of each category (drafts and trash left out)', async () => {
    // Act
    const result = ListSchema.parse((await get()).body).result;
    // Assess
    expect(Object.fromEntries(result.map((item) => [item.name_en, item.meta.posts_count]))).toEqual({
      Alpha: 0,
      'Alpha one': 2,
      'Alpha one x': 0,
      'Alpha two': 0,
      Gamma: 1,
    });
  });

  test('a category carries its fields and the reduced thumbnail of its media', async () => {
    // Act
    const result = ListSchema.parse((await get()).body).result;
    // Assess
    const alpha = result.find((item) => item.id === a.id)!;
    expect(alpha).toMatchObject({
      slug: a.slug,
      name_en: 'Alpha',
      name_fa: 'آلفا',
      description: 'The first',
      meta: { is_featured: true },
      status: { name: 'Active', value: 'active', to_persian: 'فعال' },
      thumbnail: { id: String(mediaId), name: 'tree.png', size: expect.stringMatching(/^[0-9.]+ KB$/), dimension: { width: 800, height: 600, human: { ratio: '4:3' } } },
    });
    expect(alpha.thumbnail.url).toMatch(new RegExp(`/renditions/${mediaId}/original/tree\\.png$`));
    const gamma = result.find((item) => item.id === c.id)!;
    expect(gamma.thumbnail).toMatchObject({ id: '', url: '', size: '0 B' });
    expect(gamma.description).toBeNull();
  });

  test('filter[] by parent and featured flag, and search by name, narrow the list', async () => {
    // Act
    const children = await get({ 'filter[]': [`parent_id:${a.id}`] });
    const featured = await get({ 'filter[]': ['is_featured:true'] });
    const searched = await get({ search: 'gam' });
    // Assess
    expect(ListSchema.parse(children.body).result.map((item) => item.id)).toEqual([a1.id, a2.id]);
    expect(ListSchema.parse(featured.body).result.map((item) => item.id)).toEqual([a.id]);
    expect(ListSchema.parse(searched.body).result.map((item) => item.id)).toEqual([c.id]);
  });

  test('a search or filter that matches nothing is 404 resource_not_found', async () => {
    // Act
    const searched = await get({ search: 'nothing-like-this' });
    const hiddenParent = await get({ 'filter[]': [`parent_id:${b.id}`] });
    // Assess
    for (const response of [searched, hiddenParent]) {
      expect(response.status).toBe(404);
      expect(PrimaryErrorSchema.parse(response.body).error.code).toBe('resource_not_found');
    }
  });

  test.each([
    ['filter[]', 'status:inactive'],
    ['filter[]', 'parent_id:abc'],
    ['search', 'x'.repeat(101)],
  ])('%s=%s is 400 bad_request', async (name, value) => {
    // Act
    const response = await get({ [name]: value });
    // Assess
    expect(response.status).toBe(400);
    expect(z.looseObject(PrimaryErrorSchema.shape).parse(response.body).error.code).toBe('bad_request');
  });
});
