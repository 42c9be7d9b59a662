/**
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { InvalidParameters } from '#platform/errors';
import { nextId } from '#platform/db/sequences';
import { padId, titleSortKey } from '#platform/db/keys';
import { writePost } from '#domains/posts/model/posts-repository';
import { listPosts } from '#domains/posts/list/list-posts';
import type { ListCriteria, PostFilters, PostSearch } from '#domains/posts/list/list-criteria';
import { parseListQuery } from '#domains/posts/list/list-query';
import { ADMIN_SHAPE_OPTIONS } from '#domains/posts/shapes/admin-post-shape';
import type { SortField, SortOrder } from '#domains/posts/list/posts-list-repository';
import { POST_STATUSES, type Post } from '#domains/posts/model/post';
import { useTestTable } from '#test/support/table';
import { makeCategory, makeTag } from './fixtures';
import { streamCaughtUp } from '#test/support/stream';

useTestTable();

// ---- a few hundred posts, deterministic ---------------------------------------------------------
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
const WORDS = ['Alpha', 'beta', 'Gamma', 'delta', 'سلام', 'دنیا', 'epsilon', 'Zeta', 'eta', 'alpha beta', 'Ab', 'ab c'];
const CATEGORIES = [101, 102, 103, null];
const AUTHORS = [201, 202, 203, null];
const TAGS = [301, 302, 303, 304, 305];
const SEEDED = 260;

const seeded: Post[] = [];

function timestamp(dayOffset: number): string {
  return new Date(Date.UTC(2024, 0, 1) + dayOffset * 3_600_000).toISOString();
}

beforeAll(async () => {
  // Post writes check that the categories and tags they name exist.
  for (const id of CATEGORIES) if (id !== null) await makeCategory(`Category ${id}`, id);
  for (const id of TAGS) await makeTag(`Tag ${id}`, id);
  const ids = [];
  for (let n = 0; n < SEEDED; n++) ids.push(await nextId('post'));
  for (const id of ids) {
    const status = pick(POST_STATUSES);
    const title = `${pick(WORDS)} ${pick(WORDS)}`.slice(0, random() < 0.1 ? 2 : 40);
    const published = status === 'published' || random() < 0.3;
    const tagCount = Math.floor(random() * 4);
    const tagIds = [...new Set(Array.from({ length: tagCount }, () => pick(TAGS)))];
    const created = timestamp(id);
    seeded.push({
      id,
      type: 'post',
      title,
      slug: `seed-${id}`,
      excerpt: `${pick(WORDS)} excerpt ${id}`,
      excerptAuto: false,
      content: `<p>${title}</p>`,
      featuredImage: null,
      status,
      statusBeforeTrash: status === 'trash' ? 'draft' : null,
      categoryId: pick(CATEGORIES),
      tagIds,
      authorId: pick(AUTHORS),
      creatorId: null,
      isFeatured: random() < 0.3,
      seo: { metaTitle: null, metaDescription: null, ogImage: null },
      viewCount: 0,
      likesCount: 0,
      commentCount: 0,
      version: 1,
      rev: 1,
      createdAt: created,
      // Some equal update times, to exercise ties.
      updatedAt: timestamp(Math.floor(random() * 200)),
      publishedAt: published ? timestamp(Math.floor(random() * 300)) : null,
    });
  }
  for (let start = 0; start < seeded.length; start += 20) await Promise.all(seeded.slice(start, start + 20).map((post) => writePost(null, post)));
  // Title and excerpt searches read the search postings, which the stream consumer writes.
  await streamCaughtUp();
}, 300_000); // 260 posts and the trigram postings the stream consumer writes for them (about 140 each) take minutes of DynamoDB Local on a loaded machine

// ---- the reference: the same list computed in memory ------------------------------------------------
function sortKey(post: Post, sort: SortField, filters: PostFilters): string {
  const id = padId(post.id);
  switch (sort) {
    case 'updated_at':
      return `${post.updatedAt}#${id}`;
    case 'published_at':
      return `${post.publishedAt ?? '~'}#${id}`;
    case 'title':
      return `${titleSortKey(post.title)}\u0001${id}`;
    case 'status':
      return filters.status ? id : `${post.status}#${id}`;
    default:
      return id;
  }
}

function holds(post: Post, condition: PostSearch['conditions'][number]): boolean {
  const value = condition.value.toLowerCase();
  switch (condition.field) {
    case 'title':
      return condition.operator === 'like' ? post.title.toLowerCase().includes(value) : post.title.toLowerCase() === value;
    case 'excerpt':
      return condition.operator === 'like' ? post.excerpt.toLowerCase().includes(value) : post.excerpt.toLowerCase() === value;
    case 'slug':
      return condition.operator === 'like' ? post.slug.includes(value) : post.slug === condition.value;
    case 'status':
      return post.status === condition.value;
    case 'id':
      return post.id === Number(condition.value);
    case 'category_id':
      return post.categoryId === Number(condition.value);
    case 'author_id':
      return post.authorId === Number(condition.value);
  }
}

function reference(criteria: Pick<ListCriteria, 'filters' | 'search' | 'sort' | 'order'>): Post[] {
  const { filters, search } = criteria;
  const statusCondition = search?.conditions.find((c) => c.field === 'status');
  const allMustHold = search && (search.join === 'and' || search.conditions.length === 1);
  const status = filters.status ?? (allMustHold ? statusCondition?.value : undefined);
  const listed = seeded.filter(
    (post) =>
      (status ? post.status === status : post.status !== 'trash') &&
      (filters.categoryId === undefined || post.categoryId === filters.categoryId) &&
      (filters.authorId === undefined || post.authorId === filters.authorId) &&
      (filters.tagId === undefined || post.tagIds.includes(filters.tagId)) &&
      (filters.isFeatured === undefined || post.isFeatured === filters.isFeatured) &&
      (!search || (search.join === 'and' ? search.conditions.every((c) => holds(post, c)) : search.conditions.some((c) => holds(post, c)))),
  );
  const keyFilters = { ...filters, ...(status ? { status: status as Post['status'] } : {}) };
  listed.sort((a, b) => (sortKey(a, criteria.sort, keyFilters) < sortKey(b, criteria.sort, keyFilters) ? -1 : 1));
  return criteria.order === 'desc' ? listed.reverse() : listed;
}

// ---- walking the API the two ways ---------------------------------------------------------------------
async function walk(base: Omit<ListCriteria, 'offset' | 'cursor'>) {
  const expected = reference(base).map((post) => post.id);
  const viaCursor: number[] = [];
  const totals = new Set<number>();
  const unfilteredReads: boolean[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const result = await listPosts({ ...base, offset: 0, ...(cursor ? { cursor } : {}) });
    viaCursor.push(...result.posts.map((post) => post.id));
    totals.add(result.total);
    unfilteredReads.push(result.stats.scanned === result.stats.returned);
    // page=N without a cursor returns the same page
    const byOffset = await listPosts({ ...base, offset: pages * base.perPage });
    expect(byOffset.posts.map((post) => post.id)).toEqual(result.posts.map((post) => post.id));
    cursor = result.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return { expected, viaCursor, totals: [...totals], pages, unfilteredReads };
}

const cases: [string, PostFilters, PostSearch | undefined][] = [
  ['no filter', {}, undefined],
  ['status published', { status: 'published' }, undefined],
  ['status trash', { status: 'trash' }, undefined],
  ['category', { categoryId: 102 }, undefined],
  ['author and status', { authorId: 201, status: 'draft' }, undefined],
  ['tag', { tagId: 303 }, undefined],
  ['featured', { isFeatured: true }, undefined],
  ['category and tag (the pointers of the narrower dimension, filtered)', { categoryId: 101, tagId: 302 }, undefined],
  ['tag, featured and status', { tagId: 301, isFeatured: false, status: 'published' }, undefined],
  ['term in title or excerpt', {}, { conditions: [{ field: 'title', operator: 'like', value: 'ALPHA' }, { field: 'excerpt', operator: 'like', value: 'alpha' }], join: 'or' }],
  ['Persian term', { status: 'published' }, { conditions: [{ field: 'title', operator: 'like', value: 'سلام' }], join: 'or' }],
  ['status and category absorbed from the search', {}, { conditions: [{ field: 'status', operator: '=', value: 'archived' }, { field: 'category_id', operator: '=', value: '103' }], join: 'and' }],
  ['search joined with or', { categoryId: 101 }, { conditions: [{ field: 'title', operator: 'like', value: 'gamma' }, { field: 'status', operator: '=', value: 'pending' }], join: 'or' }],
];

describe('the post list against an in-memory reference', () => {
  test.each(cases)('%s: every sort and order, cursor pages and page=N agree with the reference', async (_name, filters, search) => {
    for (const sort of ['id', 'created_at', 'updated_at', 'published_at', 'title', 'status'] as const) {
      for (const order of ['asc', 'desc'] as SortOrder[]) {
        // Act
        const perPage = sort === 'id' ? 11 : 23;
        const walked = await walk({ filters, ...(search ? { search } : {}), sort, order, perPage });
        // Assess
        expect(walked.viaCursor).toEqual(walked.expected);
        expect(walked.totals).toEqual([walked.expected.length]);
        expect(walked.pages).toBe(Math.max(1, Math.ceil(walked.expected.length / perPage)));
        const singleDimension = !search && [filters.categoryId, filters.authorId, filters.tagId, filters.isFeatured].filter((v) => v !== undefined).length <= 1;
        if (singleDimension) expect(walked.unfilteredReads.every(Boolean)).toBe(true);
      }
    }
  });

  test('the seed covers every case with something to list', () => {
    for (const [, filters, search] of cases) expect(reference({ filters, search, sort: 'id', order: 'desc' }).length).toBeGreaterThan(0);
  });

  test('id:= and slug:= searches read the post directly', async () => {
    // Prepare
    const target = seeded.find((post) => post.status === 'published')!;
    // Act
    const byId = await listPosts({ filters: {}, search: { conditions: [{ field: 'id', operator: '=', value: String(target.id) }], join: 'and' }, sort: 'id', order: 'desc', offset: 0, perPage: 15 });
    const bySlug = await listPosts({ filters: { status: 'draft' }, search: { conditions: [{ field: 'slug', operator: '=', value: target.slug }], join: 'and' }, sort: 'id', order: 'desc', offset: 0, perPage: 15 });
    // Assess
    expect(byId.posts.map((post) => post.id)).toEqual([target.id]);
    expect(byId.total).toBe(1);
    expect(byId.stats.queries).toBe(0);
    expect(bySlug.posts).toEqual([]);
    expect(bySlug.total).toBe(0);
  });

  test('a page beyond the end is empty and keeps the total', async () => {
    const result = await listPosts({ filters: { status: 'published' }, sort: 'id', order: 'desc', offset: 10_000, perPage: 15 });
    expect(result.posts).toEqual([]);
    expect(result.total).toBe(reference({ filters: { status: 'published' }, sort: 'id', order: 'desc' }).length);
    expect(result.nextCursor).toBeUndefined();
  });

  test('a page by number past the end of a category list reads its count, not the keys before it', async () => {
    // Prepare
    const criteria: ListCriteria = { filters: { categoryId: 102 }, sort: 'updated_at', order: 'desc', offset: 10_000, perPage: 15 };
    // Act
    const result = await listPosts(criteria);
    // Assess
    expect(result.posts).toEqual([]);
    expect(result.total).toBe(reference({ filters: { categoryId: 102 }, sort: 'updated_at', order: 'desc' }).length);
    expect(result.total).toBeGreaterThan(0);
    expect(result.stats.returned).toBe(0);
  });
});

describe('cursors', () => {
  const base: ListCriteria = { filters: {}, sort: 'title', order: 'asc', offset: 0, perPage: 10 };

  test('a tampered cursor is a bad request naming the cursor', async () => {
    // Prepare
    const { nextCursor } = await listPosts(base);
    const [payload, seal] = nextCursor!.split('.') as [string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    decoded.k.sk = padId(1);
    const tampered = `${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${seal}`;
    // Act
    const attempts = await Promise.allSettled(
      [tampered, 'not-a-cursor', `${nextCursor!.slice(0, -2)}AA`, Buffer.from('[1,2]').toString('base64url')].map((cursor) => listPosts({ ...base, cursor })),
    );
    // Assess
    for (const attempt of attempts) {
      expect(attempt.status).toBe('rejected');
      const reason = (attempt as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(InvalidParameters);
      expect(reason).toMatchObject({ details: { cursor: [expect.any(String)] } });
    }
  });

  test('a cursor of another list (other sort, order or filter) is refused', async () => {
    // Prepare
    const { nextCursor } = await listPosts(base);
    // Act + Assess
    for (const other of [{ sort: 'id' as const }, { order: 'desc' as const }, { filters: { status: 'draft' as const } }, { search: { conditions: [{ field: 'title' as const, operator: 'like' as const, value: 'a' }], join: 'or' as const } }]) {
      await expect(listPosts({ ...base, ...other, cursor: nextCursor })).rejects.toBeInstanceOf(InvalidParameters);
    }
  });

  test('the query language drives the same list (admin: filter, sort synonyms, skip/limit)', async () => {
    // Prepare
    const parsed = parseListQuery(
      { 'filter': ['category_id:102', 'status:published'], orderBy: 'published_at', sortedBy: 'asc', skip: '3', limit: '4' },
      { audience: 'admin', ...ADMIN_SHAPE_OPTIONS },
    );
    // Act
    const result = await listPosts(parsed.criteria);
    // Assess
    const expected = reference({ filters: { categoryId: 102, status: 'published' }, sort: 'published_at', order: 'asc' }).slice(3, 7);
    expect(result.posts.map((post) => post.id)).toEqual(expected.map((post) => post.id));
  });

  test('the client audience lists published posts only', async () => {
    const parsed = parseListQuery({ per_page: '100' }, { audience: 'client', ...ADMIN_SHAPE_OPTIONS });
    const result = await listPosts(parsed.criteria);
    expect(result.posts.every((post) => post.status === 'published')).toBe(true);
    expect(result.total).toBe(seeded.filter((post) => post.status === 'published').length);
  });
});
