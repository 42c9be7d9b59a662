/** The admin post list (query language, pagination, links) and the bulk routes, through the local gateway. *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { useLocalApi, type ApiResponse } from '#test/support/http';

const api = useLocalApi();
const POSTS = '/api/admin/v3/cms/post';

let admin: Record<string, string>;
const ids: number[] = [];

beforeAll(async () => {
  admin = await api.adminHeaders('admin');
  for (let n = 1; n <= 23; n++) {
    const response = await api.request('POST', POSTS, {
      headers: admin,
      body: { title: `Listed ${String(n).padStart(2, '0')}`, content: `Body ${n}`, status: n % 3 === 0 ? 'published' : 'draft', is_featured: n % 5 === 0 },
    });
    expect(response.status).toBe(201);
    ids.push(response.body.result.id);
  }
  // Searches read the postings the stream consumer writes: wait until it has seen these posts.
  await api.gateway.streamIdle();
});

const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe('the admin post list', () => {
  test('defaults to 15 newest first with meta.pagination as in spec 4.6 and a full next URL', async () => {
    // Act
    const response = await api.request('GET', POSTS, { headers: admin });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.status).toBe(true);
    expect(response.body.result.map((post: { id: number }) => post.id)).toEqual([...ids].reverse().slice(0, 15));
    const pagination = response.body.meta.pagination;
    expect(Object.keys(pagination).sort()).toEqual(['count', 'current_page', 'links', 'per_page', 'total', 'total_pages']);
    expect(pagination).toMatchObject({ total: 23, count: 15, per_page: 15, current_page: 1, total_pages: 2 });
    expect(pagination.links.next).toMatch(/^http:\/\/[^/]+\/api\/admin\/v3\/cms\/post\?page=2&cursor=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  test('following links.next walks every page once, in order, and the last page has no next link', async () => {
    // Prepare
    let url: string | undefined = `${POSTS}?per_page=4&sort=title&order=asc&filter[]=status:draft`;
    const seen: string[] = [];
    const pages: number[] = [];
    // Act
    while (url) {
      const response: ApiResponse = await api.request('GET', path(url), { headers: admin });
      expect(response.status).toBe(200);
      seen.push(...response.body.result.map((post: { title: string }) => post.title));
      pages.push(response.body.meta.pagination.current_page);
      url = response.body.meta.pagination.links.next;
    }
    // Assess
    const drafts = Array.from({ length: 23 }, (_, i) => i + 1).filter((n) => n % 3 !== 0).map((n) => `Listed ${String(n).padStart(2, '0')}`);
    expect(seen).toEqual(drafts);
    expect(pages).toEqual([1, 2, 3, 4]);
  });

  test('page=N without a cursor gives the same page as the cursor walk', async () => {
    // Prepare
    const first = await api.request('GET', POSTS, { headers: admin, query: { per_page: 5 } });
    const viaCursor = await api.request('GET', path(first.body.meta.pagination.links.next), { headers: admin });
    // Act
    const viaPage = await api.request('GET', POSTS, { headers: admin, query: { per_page: 5, page: 2 } });
    // Assess
    expect(viaPage.body.result).toEqual(viaCursor.body.result);
    expect(viaPage.body.meta.pagination).toMatchObject({ current_page: 2, count: 5, total: 23, total_pages: 5 });
  });

  test('filters, search, field_sets, excludes and withCount shape the list', async () => {
    // Act
    const response = await api.request('GET', POSTS, {
      headers: admin,
      query: { 'filter[]': 'is_featured:true', search: 'listed', searchFields: 'title:like', orderBy: 'id', sortedBy: 'asc', field_sets: JSON.stringify({ cms_posts: 'id,title,slug' }), excludes: 'slug', withCount: 'comments,tags' },
    });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual(
      [5, 10, 15, 20].map((n) => ({ id: ids[n - 1], title: `Listed ${String(n).padStart(2, '0')}`, comments_count: 0, tags_count: 0 })),
    );
    expect(response.body.meta.pagination).toMatchObject({ total: 4, count: 4 });
    expect(response.body.meta.pagination.links).toEqual({});
  });

  test('bad parameters are 400 bad_request with details naming each one', async () => {
    // Act
    const response = await api.request('GET', POSTS, {
      headers: admin,
      query: { per_page: 'ten', sort: 'likes', order: 'up', field_sets: '{oops', 'filter[]': 'colour:red', cursor: 'tampered' },
    });
    // Assess
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
    expect(Object.keys(response.body.error.details).sort()).toEqual(['field_sets', 'filter', 'order', 'per_page', 'sort']);
    const tampered = await api.request('GET', POSTS, { headers: admin, query: { cursor: 'eyJrIjp7fX0' } });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error.details).toHaveProperty('cursor');
  });
});

describe('bulk', () => {
  test('applies an action to existing ids, skips unknown ones and reports affected', async () => {
    // Prepare
    const targets = [ids[0], ids[1], 987_654];
    // Act
    const trashed = await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { ids: targets, action: 'trash' } });
    const listedTrash = await api.request('GET', POSTS, { headers: admin, query: { 'filter[]': 'status:trash' } });
    const restored = await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { ids: targets, action: 'restore' } });
    // Assess
    expect(trashed.status).toBe(200);
    expect(trashed.body.result).toEqual({ message: '2 posts moved to trash.', affected: 2 });
    expect(listedTrash.body.result.map((post: { id: number }) => post.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(restored.body.result).toEqual({ message: '2 posts restored.', affected: 2 });
  });

  test('more than 100 ids, no ids or an unknown action is 422', async () => {
    const tooMany = await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { ids: Array.from({ length: 101 }, (_, n) => n + 1), action: 'publish' } });
    const none = await api.request('POST', `${POSTS}/bulk/delete`, { headers: admin, body: { ids: [] } });
    const unknown = await api.request('POST', `${POSTS}/bulk`, { headers: admin, body: { ids: [1], action: 'explode' } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toMatchObject({ code: 'validation_failed', errors: { ids: ['At most 100 ids per bulk action.'] } });
    expect(none.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.errors).toHaveProperty('action');
  });

  test('POST bulk/delete deletes permanently like bulk delete', async () => {
    // Prepare
    const doomed = [ids[20], ids[21]];
    // Act
    const response = await api.request('POST', `${POSTS}/bulk/delete`, { headers: admin, body: { ids: [...doomed, 987_655] } });
    const after = await Promise.all(doomed.map((id) => api.request('GET', `${POSTS}/${id}`, { headers: admin })));
    const listed = await api.request('GET', POSTS, { headers: admin, query: { per_page: 1 } });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ message: '2 posts deleted permanently.', affected: 2 });
    expect(after.map((r) => r.status)).toEqual([404, 404]);
    expect(listed.body.meta.pagination.total).toBe(21);
  });
});
