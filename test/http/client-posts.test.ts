/**
 * The primary client post routes through the local gateway: `GET /api/client/v3/cms/post` (list)
 * and `GET /api/client/v3/cms/post/{id}` (one post by id or slug). Every answer is validated against
 * its schema; data is created through the admin use cases.
 *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { systemActor } from '#domains/posts/write/manage-posts';
import * as z from 'zod/mini';
import { useLocalApi, type ApiResponse } from '#test/support/http';
import { ClientPostItemSchema } from '#domains/client/schemas';
import { ClientCategorySchema, ClientPostOverviewSchema, ClientUserSchema } from '#domains/presentation/client-schemas';
import type { Post } from '#domains/posts/model/post';
import { findPostById } from '#domains/posts/model/posts-repository';
import type { Category } from '#domains/taxonomy/category';
import type { Tag } from '#domains/taxonomy/tag';
import { category, publishedPost, setPostStatus, tag, trashPost } from './client-fixtures';
import { PrimaryErrorSchema, primaryItem, primaryList } from './client-envelopes';

const api = useLocalApi();

const LIST = '/api/client/v3/cms/post';
const one = (idOrSlug: string | number) => `${LIST}/${encodeURIComponent(String(idOrSlug))}`;
const ListSchema = primaryList(ClientPostItemSchema);
const FieldSetListSchema = primaryList(z.partial(ClientPostItemSchema));
const ItemSchema = primaryItem(ClientPostItemSchema);

async function get(path: string, query?: Record<string, string | string[]>): Promise<ApiResponse> {
  return api.request('GET', path, { headers: await api.clientHeaders(), ...(query ? { query } : {}) });
}

function expectRateLimitHeaders(response: ApiResponse): void {
  expect(response.headers['x-ratelimit-limit']).toMatch(/^\d+$/);
  expect(response.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
  expect(response.headers['x-ratelimit-reset']).toMatch(/^\d{10}$/);
}

function expectBadRequest(response: ApiResponse, parameter: string): void {
  expect(response.status).toBe(400);
  expect(z.looseObject(PrimaryErrorSchema.shape).parse(response.body).error.code).toBe('bad_request');
  expect(response.body.error.details[parameter]).toEqual([expect.any(String)]);
}

test('a plain list of an empty site is 200 with an empty result', async () => {
  // Act
  const response = await get(LIST);
  // Assess
  expect(response.status).toBe(200);
  expect(ListSchema.parse(response.body).result).toEqual([]);
  expect(response.body.meta.pagination).toMatchObject({ total: 0, count: 0, current_page: 1, per_page: 15 });
  expectRateLimitHeaders(response);
});

describe('with published and unpublished posts', () => {
  let authorId: number;
  let news: Category;
  let web: Tag;
  let api2: Tag;
  /** Published, oldest published first. */
  let published: Post[];
  let unpublished: Record<'draft' | 'pending' | 'verified' | 'archived' | 'trash', Post>;

  beforeAll(async () => {
    const author = await api.createUser({ roles: ['author'], firstName: 'سارا', lastName: 'احمدی' });
    authorId = author.id;
    news = await category({ nameEn: 'News', nameFa: 'اخبار' });
    web = await tag('web');
    api2 = await tag('api');
    const first = await publishedPost(
      {
        title: 'سلام دنیا',
        content: '<h2>مقدمه</h2><p>یک دو سه چهار</p><h3>جزئیات</h3><p>پنج شش</p><h2>پایان</h2><p>هفت</p>',
        published_at: '2024-03-19T21:00:00Z',
        category_id: news.id,
        tag_ids: [web.id, api2.id],
        seo: { meta_title: 'عنوان سئو' },
      },
      authorId,
    );
    const second = await publishedPost({ title: 'Serverless notes', published_at: '2024-05-01T08:00:00Z', tag_ids: [web.id] }, authorId);
    // Created before the third but published after it: the list follows publication.
    const fourth = await publishedPost({ title: 'Latest words', published_at: '2024-07-01T08:00:00Z', category_id: news.id }, authorId);
    const third = await publishedPost({ title: 'Middle of the year', published_at: '2024-06-01T08:00:00Z' }, authorId);
    published = [first, second, third, fourth];

    const draft = await publishedPost({ title: 'Draft words', status: 'draft', category_id: news.id });
    const pending = await publishedPost({ title: 'Pending words', status: 'pending' });
    const verified = await publishedPost({ title: 'Verified words', status: 'verified' });
    const archived = await publishedPost({ title: 'Archived words', published_at: '2024-02-01T08:00:00Z' });
    await setPostStatus(archived.id, 'archived', systemActor());
    const trashed = await publishedPost({ title: 'Trashed words', published_at: '2024-08-01T08:00:00Z', category_id: news.id });
    await trashPost(trashed.id, systemActor());
    unpublished = { draft, pending, verified, archived, trash: trashed };
    // Searches read the postings the stream consumer writes: wait until it has seen these posts.
    await api.gateway.streamIdle();
  });

  describe('GET cms/post', () => {
    test('lists published posts only, newest published first, each item a client post', async () => {
      // Act
      const response = await get(LIST);
      // Assess
      expect(response.status).toBe(200);
      const body = ListSchema.parse(response.body);
      expect(body.result.map((post) => post.id)).toEqual([...published].reverse().map((post) => post.id));
      expect(body.result.every((post) => post.status.value === 'published')).toBe(true);
      expect(body.meta.pagination).toEqual({ total: 4, count: 4, per_page: 15, current_page: 1, total_pages: 1, links: {} });
      expectRateLimitHeaders(response);
    });

    test('orderBy and sortedBy change the order', async () => {
      // Act
      const response = await get(LIST, { orderBy: 'title', sortedBy: 'asc' });
      // Assess
      const titles = ListSchema.parse(response.body).result.map((post) => post.title);
      expect(titles).toEqual(['Latest words', 'Middle of the year', 'Serverless notes', 'سلام دنیا']);
    });

    test('pages follow links.next, a full URL with a cursor, until every post was served once', async () => {
      // Prepare
      const headers = await api.clientHeaders();
      // Act
      const first = await api.request('GET', LIST, { headers, query: { per_page: 3 } });
      const next = ListSchema.parse(first.body).meta.pagination.links.next!;
      const second = await api.request('GET', next.slice(api.url.length), { headers });
      // Assess
      expect(next).toMatch(new RegExp(`^${api.url}${LIST}\\?`));
      expect(new URL(next).searchParams.get('page')).toBe('2');
      expect(new URL(next).searchParams.get('cursor')).toBeTruthy();
      expect(first.body.meta.pagination).toMatchObject({ total: 4, count: 3, per_page: 3, current_page: 1, total_pages: 2 });
      const secondBody = ListSchema.parse(second.body);
      expect(secondBody.meta.pagination).toEqual({ total: 4, count: 1, per_page: 3, current_page: 2, total_pages: 2, links: {} });
      const ids = [...first.body.result, ...secondBody.result].map((post: { id: number }) => post.id);
      expect(ids).toEqual([...published].reverse().map((post) => post.id));
    });

    test('page=2 without a cursor gives the same page as the link', async () => {
      // Act
      const response = await get(LIST, { per_page: '3', page: '2' });
      // Assess
      expect(ListSchema.parse(response.body).result.map((post) => post.id)).toEqual([published[0].id]);
    });

    test('pages by number reach any depth: past the end of the list a page is 200 with no posts and the list\'s total', async () => {
      // Act
      const pastByPage = await get(LIST, { per_page: '100', page: '11' });
      const farByPage = await get(LIST, { per_page: '100', page: '999999999' });
      const pastBySkip = await get(LIST, { skip: '1000' });
      // Assess
      for (const response of [pastByPage, farByPage, pastBySkip]) {
        expect(response.status).toBe(200);
        expect(ListSchema.parse(response.body).result).toEqual([]);
        expect(response.body.meta.pagination).toMatchObject({ total: 4, count: 0 });
      }
    });

    test('with a cursor the page number only labels the page', async () => {
      // Prepare
      const headers = await api.clientHeaders();
      const first = await api.request('GET', LIST, { headers, query: { per_page: 3 } });
      const next = new URL(ListSchema.parse(first.body).meta.pagination.links.next!);
      // Act: the same link, its page number pushed far
      next.searchParams.set('page', '400');
      const deep = await api.request('GET', `${next.pathname}${next.search}`, { headers });
      // Assess
      expect(deep.status).toBe(200);
      expect(ListSchema.parse(deep.body).result.map((post) => post.id)).toEqual([published[0].id]);
    });

    test.each([
      ['per_page', '101'],
      ['per_page', '0'],
      ['per_page', 'ten'],
      ['page', '0'],
      ['page', '1.5'],
    ])('%s=%s is 400 bad_request naming the parameter', async (name, value) => {
      // Act
      const response = await get(LIST, { [name]: value });
      // Assess
      expectBadRequest(response, name);
    });

    test.each([
      ['includes', 'comments'],
      ['orderBy', 'views'],
      ['sortedBy', 'sideways'],
      ['filter', 'status:draft'],
      ['field_sets', '{"cms_posts":"id,password"}'],
      ['field_sets', 'not json'],
      ['excludes', 'secret'],
      ['searchJoin', 'xor'],
    ])('%s=%s is 400 bad_request naming the parameter', async (name, value) => {
      // Act
      const response = await get(LIST, { [name]: value });
      // Assess
      expectBadRequest(response, name);
    });

    test('includes add the main category, the author without a private email, and the tags', async () => {
      // Act
      const response = await get(LIST, { includes: 'mainCategory,author,tags' });
      // Assess
      const items = ListSchema.parse(response.body).result;
      const first = items.find((post) => post.id === published[0].id)!;
      expect(ClientCategorySchema.parse(first.mainCategory)).toMatchObject({
        id: news.id,
        name_en: 'News',
        name_fa: 'اخبار',
        meta: { posts_count: 2 },
      });
      expect(ClientUserSchema.parse(first.author)).toMatchObject({ id: authorId, first_name: 'سارا', last_name: 'احمدی', email: '' });
      expect(first.tags).toEqual([
        { id: web.id, name: 'web', slug: web.slug },
        { id: api2.id, name: 'api', slug: api2.slug },
      ]);
      const withoutCategory = items.find((post) => post.id === published[1].id)!;
      expect(withoutCategory).not.toHaveProperty('mainCategory');
    });

    test('without includes, every item still carries its author (spec 2.4) and no other relation', async () => {
      // Act
      const response = await get(LIST);
      // Assess
      const items = ListSchema.parse(response.body).result;
      expect(items.length).toBeGreaterThan(0);
      for (const post of items) {
        expect(post).toHaveProperty('author');
        expect(post).not.toHaveProperty('mainCategory');
        expect(post).not.toHaveProperty('tags');
      }
      const byAuthor = items.filter((post) => post.author_id === authorId);
      expect(byAuthor.length).toBeGreaterThan(0);
      for (const post of byAuthor) expect(ClientUserSchema.parse(post.author)).toMatchObject({ id: authorId, first_name: 'سارا', email: '' });
    });

    test('excludes=author drops the author; field_sets without it leaves it out', async () => {
      // Act
      const excluded = await get(LIST, { excludes: 'author' });
      const picked = await get(LIST, { field_sets: JSON.stringify({ cms_posts: 'id,title' }) });
      // Assess
      for (const post of FieldSetListSchema.parse(excluded.body).result) expect(post).not.toHaveProperty('author');
      for (const post of FieldSetListSchema.parse(picked.body).result) expect(Object.keys(post).sort()).toEqual(['id', 'title']);
    });

    test('field_sets keeps the named fields and included relations; excludes drops fields', async () => {
      // Act
      const picked = await get(LIST, { field_sets: JSON.stringify({ cms_posts: 'id,title,slug' }), includes: 'author' });
      const dropped = await get(LIST, { excludes: 'content,seo' });
      // Assess
      for (const post of FieldSetListSchema.parse(picked.body).result)
        expect(Object.keys(post).sort()).toEqual(['author', 'id', 'slug', 'title']);
      for (const post of FieldSetListSchema.parse(dropped.body).result) {
        expect(post).not.toHaveProperty('content');
        expect(post).not.toHaveProperty('seo');
        expect(post).toHaveProperty('title');
      }
    });

    test('search finds published posts by title; searchFields and searchJoin narrow it', async () => {
      // Act
      const bare = await get(LIST, { search: 'words' });
      const byField = await get(LIST, { search: 'title:serverless', searchFields: 'title:like' });
      const joined = await get(LIST, { search: 'title:words;category_id:' + String(news.id), searchJoin: 'and' });
      // Assess: draft, pending, verified, archived and trashed "words" posts are not found
      expect(ListSchema.parse(bare.body).result.map((post) => post.id)).toEqual([published[3].id]);
      expect(ListSchema.parse(byField.body).result.map((post) => post.id)).toEqual([published[1].id]);
      expect(ListSchema.parse(joined.body).result.map((post) => post.id)).toEqual([published[3].id]);
      expect(bare.body.meta.pagination.total).toBe(1);
    });

    test('filter[] by category and by tag lists the published posts of that scope', async () => {
      // Act
      const byCategory = await get(LIST, { 'filter[]': [`category_id:${news.id}`] });
      const byTag = await get(LIST, { 'filter[]': [`tag_id:${web.id}`] });
      // Assess
      expect(ListSchema.parse(byCategory.body).result.map((post) => post.id)).toEqual([published[3].id, published[0].id]);
      expect(byCategory.body.meta.pagination.total).toBe(2);
      expect(ListSchema.parse(byTag.body).result.map((post) => post.id)).toEqual([published[1].id, published[0].id]);
    });

    test.each([
      [{ search: 'no-such-words-anywhere' }],
      [{ search: 'title:draft words', searchFields: 'title:like' }],
      [{ 'filter[]': ['category_id:999999'] }],
      [{ 'filter[]': ['is_featured:true'] }],
    ])('a search or filter that matches nothing (%o) is 404 resource_not_found', async (query) => {
      // Act
      const response = await get(LIST, query);
      // Assess
      expect(response.status).toBe(404);
      expect(PrimaryErrorSchema.parse(response.body).error.code).toBe('resource_not_found');
      expectRateLimitHeaders(response);
    });

    test('a page past the end of a matching search is 200 with an empty result, not 404', async () => {
      // Act
      const response = await get(LIST, { search: 'words', page: '5' });
      // Assess
      expect(response.status).toBe(200);
      expect(ListSchema.parse(response.body).result).toEqual([]);
    });
  });

  describe('GET cms/post/{id}', () => {
    test('reads a published post by id as a client post and counts the view', async () => {
      // Act
      const response = await get(one(published[1].id));
      const again = await get(one(published[1].id));
      // Assess
      expect(response.status).toBe(200);
      const post = ItemSchema.parse(response.body).result;
      expect(post).toMatchObject({ id: published[1].id, title: 'Serverless notes', status: { value: 'published' } });
      expect(ItemSchema.parse(again.body).result.views).toBe(post.views + 1);
      expect(again.body.result.meta.views).toBe(post.views + 1);
      expectRateLimitHeaders(response);
    });

    test('reads a post by its (Persian) slug', async () => {
      // Act
      const response = await get(one(published[0].slug));
      // Assess
      expect(response.status).toBe(200);
      expect(ItemSchema.parse(response.body).result).toMatchObject({ id: published[0].id, slug: 'سلام-دنیا' });
    });

    test('an all-digit segment is an id first, then a slug', async () => {
      // Prepare: a post whose slug is another post's id, and one whose slug is a number no post has as id
      const shadowing = await publishedPost({ title: 'Shadow', slug: String(published[2].id) });
      const numeric = await publishedPost({ title: 'Year', slug: '987654' });
      // Act
      const byId = await get(one(published[2].id));
      const bySlug = await get(one('987654'));
      // Assess
      expect(ItemSchema.parse(byId.body).result.id).toBe(published[2].id);
      expect(ItemSchema.parse(bySlug.body).result.id).toBe(numeric.id);
      expect(shadowing.id).not.toBe(published[2].id);
      // Cleanup: keep the list assertions of this file about four posts
      await trashPost(shadowing.id, systemActor());
      await trashPost(numeric.id, systemActor());
    });

    test('the dates of a post published at a known instant read in Tehran time and the Jalali calendar', async () => {
      // Act
      const response = await get(one(published[0].id));
      // Assess: 2024-03-19T21:00:00Z is 00:30 on 20 March 2024, 1 Farvardin 1403, in Tehran
      const { published_at: date } = ItemSchema.parse(response.body).result;
      expect(date).toMatchObject({
        main: '2024-03-20 00:30:00',
        short: '2024/03/20',
        en_long: 'Wednesday, March 20, 2024',
        timestamp: 1710882000,
        timezone: 'Asia/Tehran',
      });
      expect(date.jalali).toMatchObject({
        main: '1403-01-01 00:30:00',
        year: 1403,
        month: 1,
        day: 1,
        month_name: 'فروردین',
        hour: '00:30',
      });
      expect(date.human).toMatchObject({ default: '۱ فروردین ۱۴۰۳', dayOfWeek: 'چهارشنبه' });
    });

    test('content carries the body, its counts and the table of contents from its headings', async () => {
      // Act
      const response = await get(one(published[0].id));
      // Assess
      const { content, seo } = ItemSchema.parse(response.body).result;
      expect(content.full).toBe(published[0].content);
      expect(content.words).toBe(10);
      expect(content.read_times).toBe(1);
      expect(content.toc_menus).toEqual([
        { id: 'مقدمه', title: 'مقدمه', level: 2, children: [{ id: 'جزئیات', title: 'جزئیات', level: 3, children: [] }] },
        { id: 'پایان', title: 'پایان', level: 2, children: [] },
      ]);
      expect(seo).toMatchObject({
        title: 'عنوان سئو',
        description: null,
        // The post's public address (the default POST_URL_PATTERN /{type}/{slug} on the gateway's URL) and its language's locale.
        canonical_url: expect.stringMatching(new RegExp(`/post/${encodeURIComponent(published[0].slug)}$`)),
        og: { title: 'عنوان سئو', image: { alt: null }, locale: 'fa_IR' },
      });
    });

    test('includes=author,category,tags add the author, the client category and the tags', async () => {
      // Act
      const response = await get(one(published[0].id), { includes: 'author,category,tags' });
      // Assess
      const post = ItemSchema.parse(response.body).result;
      expect(ClientUserSchema.parse(post.author)).toMatchObject({ id: authorId, email: '' });
      expect(ClientCategorySchema.parse(post.category)).toMatchObject({ id: news.id, slug: news.slug, meta: { posts_count: 2 } });
      expect(post.tags).toEqual([
        { id: web.id, name: 'web', slug: web.slug },
        { id: api2.id, name: 'api', slug: api2.slug },
      ]);
      expect(post).not.toHaveProperty('mainCategory');
    });

    test('shape=overview answers the single-post overview form with the included references', async () => {
      // Act
      const response = await get(one(published[0].id), { shape: 'overview', includes: 'author,category,tags' });
      const bare = await get(one(published[1].id), { shape: 'overview' });
      // Assess
      const post = primaryItem(ClientPostOverviewSchema).parse(response.body).result;
      expect(post).toMatchObject({
        id: published[0].id,
        status: 'published',
        published_at: '2024-03-19T21:00:00.000000Z',
        featured_image: '',
        author: { id: authorId, name: 'سارا احمدی', avatar_url: '' },
        category: { id: news.id, name: 'News', slug: news.slug },
        tags: [
          { id: web.id, name: 'web', slug: web.slug },
          { id: api2.id, name: 'api', slug: api2.slug },
        ],
      });
      expect(Object.keys(primaryItem(ClientPostOverviewSchema).parse(bare.body).result).sort()).toEqual([
        'content',
        'created_at',
        'excerpt',
        'featured_image',
        'id',
        'published_at',
        'slug',
        'status',
        'title',
        'updated_at',
      ]);
    });

    test.each(['draft', 'pending', 'verified', 'archived', 'trash'] as const)(
      'a %s post is 404 by id and by slug, and no view is counted',
      async (status) => {
        // Prepare
        const post = unpublished[status];
        // Act
        const byId = await get(one(post.id));
        const bySlug = await get(one(post.slug));
        // Assess
        for (const response of [byId, bySlug]) {
          expect(response.status).toBe(404);
          expect(PrimaryErrorSchema.parse(response.body).error.code).toBe('resource_not_found');
        }
        expect((await findPostById(post.id))?.viewCount).toBe(0);
      },
    );

    test('an unknown id or slug is 404 resource_not_found', async () => {
      // Act
      const byId = await get(one(999999));
      const bySlug = await get(one('no-such-post'));
      // Assess
      expect(byId.status).toBe(404);
      expect(bySlug.status).toBe(404);
      expect(PrimaryErrorSchema.parse(bySlug.body).error.code).toBe('resource_not_found');
    });

    test.each([
      ['includes', 'comments'],
      ['shape', 'full'],
      ['field_sets', '{"users":"id"}'],
    ])('%s=%s is 400 bad_request', async (name, value) => {
      // Act
      const response = await get(one(published[0].id), { [name]: value });
      // Assess
      expectBadRequest(response, name);
    });

    test('field_sets and excludes shape the single post too', async () => {
      // Act
      const response = await get(one(published[0].id), { field_sets: JSON.stringify({ cms_posts: 'id,views' }) });
      // Assess
      const post = primaryItem(z.partial(ClientPostItemSchema)).parse(response.body).result;
      expect(Object.keys(post).sort()).toEqual(['id', 'views']);
      expect(z.int().check(z.gte(1)).parse(post.views)).toBeGreaterThan(0);
    });
  });
});
