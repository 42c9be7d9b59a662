import { InvalidParameters } from '#platform/errors';
import { parseItemQuery, parseListQuery, selectFields, type RawQuery } from '#domains/posts/list/list-query';
import { ADMIN_SHAPE_OPTIONS } from '#domains/posts/shapes/admin-post-shape';

const admin = (raw: RawQuery) => parseListQuery(raw, { audience: 'admin', ...ADMIN_SHAPE_OPTIONS });
const client = (raw: RawQuery) => parseListQuery(raw, { audience: 'client', ...ADMIN_SHAPE_OPTIONS });

function detailsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidParameters);
    return (error as InvalidParameters).details;
  }
  throw new Error('expected InvalidParameters');
}

describe('the post list query language', () => {
  test('defaults: newest first, 15 a page, first page, trash hidden, no search', () => {
    // Act
    const parsed = admin({});
    // Assess
    expect(parsed.criteria).toEqual({ filters: {}, sort: 'id', order: 'desc', offset: 0, perPage: 15 });
    expect(parsed.window).toEqual({ page: 1, perPage: 15, offset: 0 });
    expect(parsed.includes.size + parsed.counts.size + parsed.excludes.size).toBe(0);
    expect(parsed.fieldSet).toBeUndefined();
  });

  test('page/per_page and skip/limit choose the window', () => {
    expect(admin({ page: '3', per_page: '20' }).criteria).toMatchObject({ offset: 40, perPage: 20 });
    expect(admin({ skip: '30', limit: '10' }).window).toEqual({ page: 4, perPage: 10, offset: 30 });
  });

  test('sort/order and orderBy/sortedBy are synonyms; the natural order applies when none is sent', () => {
    expect(admin({ sort: 'title' }).criteria).toMatchObject({ sort: 'title', order: 'asc' });
    expect(admin({ orderBy: 'updated_at' }).criteria).toMatchObject({ sort: 'updated_at', order: 'desc' });
    expect(admin({ orderBy: 'published_at', sortedBy: 'ASC' }).criteria).toMatchObject({ sort: 'published_at', order: 'asc' });
    expect(admin({ sort: 'created_at', order: 'asc', orderBy: 'created_at' }).criteria).toMatchObject({ sort: 'created_at', order: 'asc' });
    expect(admin({ sort: 'status:desc' }).criteria).toMatchObject({ sort: 'status', order: 'desc' });
  });

  test('search=term looks in title and excerpt, or in the searchFields given', () => {
    expect(admin({ search: 'hello' }).criteria.search).toEqual({
      conditions: [
        { field: 'title', operator: 'like', value: 'hello' },
        { field: 'excerpt', operator: 'like', value: 'hello' },
      ],
      join: 'or',
    });
    expect(admin({ search: 'hello', searchFields: 'title:=' }).criteria.search).toEqual({
      conditions: [{ field: 'title', operator: '=', value: 'hello' }],
      join: 'or',
    });
  });

  test('search=field:value;field:value with searchFields operators and searchJoin', () => {
    // Act
    const parsed = admin({ search: 'title:سلام;slug:hello-world;status:draft', searchFields: 'title:like;slug:=', searchJoin: 'AND' });
    // Assess
    expect(parsed.criteria.search).toEqual({
      conditions: [
        { field: 'title', operator: 'like', value: 'سلام' },
        { field: 'slug', operator: '=', value: 'hello-world' },
        { field: 'status', operator: '=', value: 'draft' },
      ],
      join: 'and',
    });
  });

  test('filter[] entries become filters; trash is reachable only that way', () => {
    expect(admin({ filter: ['status:trash', 'category_id:3', 'author_id:4', 'tag_id:5', 'is_featured:true'] }).criteria.filters).toEqual({
      status: 'trash',
      categoryId: 3,
      authorId: 4,
      tagId: 5,
      isFeatured: true,
    });
    expect(admin({ filter: 'is_featured:0' }).criteria.filters).toEqual({ isFeatured: false });
  });

  test('includes and with are merged; withCount, excludes and field_sets select what items carry', () => {
    // Act
    const parsed = admin({ includes: 'category', with: ['tags', 'author'], withCount: 'comments,tags', excludes: 'content', field_sets: '{"cms_posts":"id,title,slug"}' });
    // Assess
    expect([...parsed.includes]).toEqual(['category', 'tags', 'author']);
    expect([...parsed.counts]).toEqual(['comments', 'tags']);
    expect([...parsed.excludes]).toEqual(['content']);
    expect([...parsed.fieldSet!]).toEqual(['id', 'title', 'slug']);
  });

  test('every offending parameter is named at once', () => {
    // Act
    const details = detailsOf(() =>
      admin({
        per_page: 'many',
        page: '0',
        sort: 'popularity',
        order: 'sideways',
        field_sets: '{not json',
        filter: ['colour:red', 'category_id:abc'],
        search: 'rating:5',
        searchFields: 'title:regex',
        searchJoin: 'xor',
        includes: 'comments',
        withCount: 'shares',
        excludes: 'secret',
        cursor: ['a', 'b'],
      }),
    );
    // Assess
    expect(Object.keys(details).sort()).toEqual(
      ['cursor', 'excludes', 'field_sets', 'filter', 'includes', 'order', 'page', 'per_page', 'search', 'searchFields', 'searchJoin', 'sort', 'withCount'].sort(),
    );
    expect(details.per_page).toEqual(['per_page must be an integer.']);
    expect(details.filter).toHaveLength(2);
    expect(details.sort[0]).toContain('popularity');
  });

  test.each([
    [{ per_page: '101' }, 'per_page'],
    [{ per_page: '1.5' }, 'per_page'],
    [{ limit: '0' }, 'limit'],
    [{ skip: '-1' }, 'skip'],
    [{ sort: 'id', orderBy: 'title' }, 'orderBy'],
    [{ order: 'asc', sortedBy: 'desc' }, 'sortedBy'],
    [{ field_sets: '["id"]' }, 'field_sets'],
    [{ field_sets: '{"users":"id"}' }, 'field_sets'],
    [{ field_sets: '{"cms_posts":"id,password"}' }, 'field_sets'],
    [{ filter: ['status:gone'] }, 'filter'],
    [{ filter: ['status:draft', 'status:published'] }, 'filter'],
    [{ filter: ['tag_id'] }, 'filter'],
    [{ search: 'id:abc' }, 'search'],
    [{ search: 'title:' }, 'search'],
    [{ page: ['1', '2'] }, 'page'],
  ] as [RawQuery, string][])('%j is a bad request naming %s', (raw, parameter) => {
    expect(Object.keys(detailsOf(() => admin(raw)))).toEqual([parameter]);
  });

  test('the client audience is fixed to published posts and cannot filter or search by status', () => {
    expect(client({ filter: ['category_id:3'] }).criteria.filters).toEqual({ categoryId: 3, status: 'published' });
    expect(Object.keys(detailsOf(() => client({ filter: ['status:draft'] })))).toEqual(['filter']);
    expect(Object.keys(detailsOf(() => client({ search: 'status:draft' })))).toEqual(['search']);
  });

  test('item queries read only the selection parameters', () => {
    expect([...parseItemQuery({ with: 'author', page: 'ignored' }, ADMIN_SHAPE_OPTIONS).includes]).toEqual(['author']);
    expect(Object.keys(detailsOf(() => parseItemQuery({ includes: 'mainCategory' }, ADMIN_SHAPE_OPTIONS)))).toEqual(['includes']);
  });

  test('selectFields keeps the field set plus what was asked for, then drops excludes', () => {
    // Prepare
    const item = { id: 1, title: 't', content: 'c', category: { id: 2 }, comments_count: 3 };
    const selection = { includes: new Set(['category']), counts: new Set(['comments']), excludes: new Set(['title']), fieldSet: new Set(['id', 'title']) };
    // Act
    const selected = selectFields(item, selection, ['category', 'comments_count']);
    // Assess
    expect(selected).toEqual({ id: 1, category: { id: 2 }, comments_count: 3 });
  });
});
