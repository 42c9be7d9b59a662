/**
 * The alternative client routes of spec 4.4 (`/api/v3/client/...`): `{data, meta}` envelope, the
 * 4.4 post form, related posts, and errors as `{error: {code, message, details}}`.
 */
import * as z from 'zod/mini';
import { useLocalApi, type ApiResponse } from '#test/support/http';
import { AltCategorySchema, AltPostSchema, RelatedPostSchema } from '#domains/presentation/client-schemas';
import type { Post } from '#domains/posts/model/post';
import type { Category } from '#domains/taxonomy/category';
import type { Tag } from '#domains/taxonomy/tag';
import { category, publishedPost, tag } from './client-fixtures';
import { AltErrorSchema, AltMetaSchema } from './client-envelopes';

const api = useLocalApi();

const POSTS = '/api/v3/client/posts';
const AltListSchema = z.strictObject({ data: z.array(AltPostSchema), meta: AltMetaSchema });
const AltGetSchema = z.strictObject({ data: AltPostSchema, related_posts: z.array(RelatedPostSchema).check(z.maxLength(5)) });
const AltCategoriesSchema = z.strictObject({ data: z.array(AltCategorySchema) });

async function get(path: string, query?: Record<string, string>): Promise<ApiResponse> {
  return api.request('GET', path, { headers: await api.clientHeaders(), ...(query ? { query } : {}) });
}

function expectRateLimitHeaders(response: ApiResponse): void {
  expect(response.headers['x-ratelimit-limit']).toMatch(/^\d+$/);
  expect(response.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
  expect(response.headers['x-ratelimit-reset']).toMatch(/^\d{10}$/);
}

const day = (n: number) => new Date(Date.UTC(2024, 0, n, 8)).toISOString();

let subject: Post;
let news: Category;
let sport: Category;
let t1: Tag;
let t2: Tag;
/** Published posts related to `subject`, newest first. */
let related: Post[];
let unrelated: Post;
let authorId: number;

beforeAll(async () => {
  const author = await api.createUser({ roles: ['author'], firstName: 'Ada', lastName: 'Writer' });
  authorId = author.id;
  news = await category({ nameEn: 'News', nameFa: 'اخبار' });
  sport = await category({ nameEn: 'Sport', nameFa: 'ورزش' });
  t1 = await tag('one');
  t2 = await tag('two');
  subject = await publishedPost(
    {
      title: 'Subject',
      category_id: news.id,
      tag_ids: [t1.id, t2.id],
      published_at: day(20),
      featured_image: 'https://cdn.example.com/subject.jpg',
    },
    authorId,
  );
  const inCategory = [];
  for (const n of [1, 5, 9, 13]) inCategory.push(await publishedPost({ title: `News ${n}`, category_id: news.id, published_at: day(n) }));
  const byTagOne = [];
  for (const n of [2, 6, 10])
    byTagOne.push(await publishedPost({ title: `Tag one ${n}`, category_id: sport.id, tag_ids: [t1.id], published_at: day(n) }));
  // Newest of all, shares only the second tag.
  const byTagTwo = await publishedPost({ title: 'Tag two 15', tag_ids: [t2.id], published_at: day(15) });
  // Newer than everything, but never visible.
  await publishedPost({ title: 'Draft in news', category_id: news.id, status: 'draft' });
  unrelated = await publishedPost({ title: 'Unrelated', category_id: sport.id, published_at: day(19) });
  related = [...inCategory, ...byTagOne, byTagTwo].sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!));
});

describe('GET /api/v3/client/posts', () => {
  test('lists published posts in the 4.4 form, newest published first, with the data meta', async () => {
    // Act
    const response = await get(POSTS);
    // Assess
    expect(response.status).toBe(200);
    const body = AltListSchema.parse(response.body);
    expect(body.meta).toEqual({ current_page: 1, per_page: 15, total: 10, total_pages: 1 });
    expect(body.data[0]).toEqual({
      id: subject.id,
      title: 'Subject',
      slug: subject.slug,
      excerpt: subject.excerpt,
      content: subject.content,
      published_at: '2024-01-20T08:00:00.000000Z',
      author: { id: authorId, name: 'Ada Writer' },
      categories: [{ id: news.id, name: 'News' }],
      tags: [
        { id: t1.id, name: 'one' },
        { id: t2.id, name: 'two' },
      ],
      featured_image: { url: 'https://cdn.example.com/subject.jpg', alt: 'Subject' },
    });
    const dates = body.data.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expectRateLimitHeaders(response);
  });

  test('sort=field:direction orders the list; page and per_page pick a page', async () => {
    // Act: published on days 1, 2, 5, 6, 9, 10, 13, 15, 19, 20
    const ascending = await get(POSTS, { sort: 'published_at:asc', per_page: '4', page: '2' });
    // Assess
    const body = AltListSchema.parse(ascending.body);
    expect(body.meta).toEqual({ current_page: 2, per_page: 4, total: 10, total_pages: 3 });
    expect(body.data.map((post) => post.published_at)).toEqual(
      [day(9), day(10), day(13), day(15)].map((d) => d.replace('.000Z', '.000000Z')),
    );
  });

  test.each([
    [{ sort: 'views:desc' }, 'sort'],
    [{ sort: 'title:sideways' }, 'sort'],
    [{ per_page: '500' }, 'per_page'],
    [{ page: '-1' }, 'page'],
    [{ page: '0' }, 'page'],
  ])('%o is 400 bad_request in the alternative error form', async (query, parameter) => {
    // Act
    const response = await get(POSTS, query);
    // Assess
    expect(response.status).toBe(400);
    const { error } = AltErrorSchema.parse(response.body);
    expect(error.code).toBe('bad_request');
    expect(error.details[parameter]).toEqual([expect.any(String)]);
    expectRateLimitHeaders(response);
  });

  test('a page number past the end of the list is 200 with no posts and the total (page numbers have no depth cap)', async () => {
    // Act
    const response = await get(POSTS, { per_page: '100', page: '11' });
    // Assess
    expect(response.status).toBe(200);
    const body = AltListSchema.parse(response.body);
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 11, per_page: 100, total: 10 });
  });

  test('a filter that matches nothing is 404 in the alternative error form', async () => {
    // Act
    const response = await get(POSTS, { 'filter[]': 'category_id:999999' });
    // Assess
    expect(response.status).toBe(404);
    expect(AltErrorSchema.parse(response.body)).toEqual({
      error: { code: 'resource_not_found', message: expect.any(String), details: {} },
    });
  });

  test('without an Api-Key the answer is 401 unauthorized', async () => {
    // Act
    const response = await api.request('GET', POSTS);
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'unauthorized', message: 'invalid key' });
  });
});

describe('GET /api/v3/client/posts/{id}', () => {
  test('answers the post with at most 5 related posts: same category or a shared tag, published, newest first, not itself', async () => {
    // Act
    const response = await get(`${POSTS}/${subject.id}`);
    // Assess
    expect(response.status).toBe(200);
    const body = AltGetSchema.parse(response.body);
    expect(body.data.id).toBe(subject.id);
    expect(body.related_posts).toEqual(related.slice(0, 5).map(({ id, title, slug }) => ({ id, title, slug })));
    expect(body.related_posts.map((post) => post.title)).toEqual(['Tag two 15', 'News 13', 'Tag one 10', 'News 9', 'Tag one 6']);
    expectRateLimitHeaders(response);
  });

  test('a post is found by its slug too', async () => {
    // Act
    const response = await get(`${POSTS}/${encodeURIComponent(subject.slug)}`);
    // Assess
    expect(AltGetSchema.parse(response.body).data.id).toBe(subject.id);
  });

  test('a post with neither category nor tags has no related posts', async () => {
    // Prepare
    const lonely = await publishedPost({ title: 'Lonely' });
    // Act
    const response = await get(`${POSTS}/${lonely.id}`);
    // Assess
    expect(AltGetSchema.parse(response.body).related_posts).toEqual([]);
  });

  test('the related posts of a post in another category do not include unrelated posts', async () => {
    // Act
    const response = await get(`${POSTS}/${unrelated.id}`);
    // Assess: sport holds the tag-one posts only
    expect(AltGetSchema.parse(response.body).related_posts.map((post) => post.title)).toEqual(['Tag one 10', 'Tag one 6', 'Tag one 2']);
  });

  test('an unknown post is 404 in the alternative error form', async () => {
    // Act
    const response = await get(`${POSTS}/999999`);
    // Assess
    expect(response.status).toBe(404);
    expect(AltErrorSchema.parse(response.body)).toEqual({
      error: { code: 'resource_not_found', message: expect.any(String), details: {} },
    });
    expectRateLimitHeaders(response);
  });
});

describe('GET /api/v3/client/categories', () => {
  test('lists active categories with their published post counts', async () => {
    // Act
    const response = await get('/api/v3/client/categories');
    // Assess
    expect(response.status).toBe(200);
    const body = AltCategoriesSchema.parse(response.body);
    expect(body.data).toEqual([
      { id: news.id, name: 'News', slug: news.slug, post_count: 5 },
      { id: sport.id, name: 'Sport', slug: sport.slug, post_count: 4 },
    ]);
    expectRateLimitHeaders(response);
  });
});
