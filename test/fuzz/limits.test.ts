/**
 * Every limit of docs/limits.md answers its documented error, just over the limit, and the request
 * just at the limit is not refused for it. Errors change nothing.
 */
import { LIMITS } from '#platform/http/endpoint';
import { MAX_PER_PAGE } from '#platform/http/pagination';
import { MAX_BULK_IDS, MAX_TAGS, TITLE_MAX_CHARS } from '#domains/posts/model/post';
import { useLocalApi } from '#test/support/http';
import { deepJson } from './support/hostile';
import { snapshotTable } from './support/table-snapshot';

const api = useLocalApi();
let admin: Record<string, string>;

beforeAll(async () => {
  admin = await api.adminHeaders('admin');
});

const json = (headers: Record<string, string>) => ({ ...headers, 'Content-Type': 'application/json' });

describe('body size', () => {
  test(`a JSON body over ${LIMITS.bodyBytes} bytes is 413 payload_too_large and writes nothing`, async () => {
    // Prepare
    const before = await snapshotTable();
    const body = JSON.stringify({ name: 'x'.repeat(LIMITS.bodyBytes) });

    // Act
    const response = await api.request('POST', '/api/admin/v3/cms/tag', { headers: json(admin), rawBody: body });

    // Assess
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
    expect(response.body.error.details.max_bytes).toBe(LIMITS.bodyBytes);
    expect((await snapshotTable()).digest).toBe(before.digest);
  });

  test('a body just under the limit is read (and judged by the schema: 422 for a name that long)', async () => {
    // Act
    const response = await api.request('POST', '/api/admin/v3/cms/tag', { headers: json(admin), rawBody: JSON.stringify({ name: 'x'.repeat(LIMITS.bodyBytes - 100) }) });

    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.errors.name).toBeDefined();
  });

  test('a body over the gateway limit (10 MB) is refused by the gateway with 413 too', async () => {
    // Act
    const response = await api.request('POST', '/api/admin/v3/cms/tag', { headers: json(admin), rawBody: Buffer.alloc(10 * 1024 * 1024 + 1, 'x') });

    // Assess
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });
});

describe('JSON nesting depth', () => {
  test(`a body nesting deeper than ${LIMITS.bodyDepth} levels is 400 bad_request`, async () => {
    // Act
    const response = await api.request('POST', '/api/admin/v3/cms/tag', { headers: json(admin), rawBody: deepJson(LIMITS.bodyDepth + 1) });

    // Assess
    expect(response.status).toBe(400);
    expect(response.body.error.details.body[0]).toContain(`${LIMITS.bodyDepth} levels`);
  });

  test('1000 levels are refused the same way, without a stack overflow', async () => {
    // Act
    const response = await api.request('PUT', '/api/client/v3/user/preferences', { headers: json(await api.clientUserHeaders()), rawBody: deepJson(1000, 'array') });

    // Assess
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
  });

  test(`${LIMITS.bodyDepth} levels are read (and judged by the schema)`, async () => {
    // Act
    const response = await api.request('POST', '/api/admin/v3/cms/tag', { headers: json(admin), rawBody: deepJson(LIMITS.bodyDepth) });

    // Assess
    expect(response.status).toBe(422);
  });
});

describe('query language', () => {
  test(`search over ${LIMITS.searchChars} characters is 400 with details.search`, async () => {
    // Act
    const response = await api.request('GET', '/api/admin/v3/cms/post', { headers: admin, query: { search: 's'.repeat(LIMITS.searchChars + 1) } });

    // Assess
    expect(response.status).toBe(400);
    expect(response.body.error.details.search).toEqual([`search may not be longer than ${LIMITS.searchChars} characters.`]);
  });

  test(`search of ${LIMITS.searchChars} characters is accepted`, async () => {
    // Act
    const response = await api.request('GET', '/api/admin/v3/cms/post', { headers: admin, query: { search: 's'.repeat(LIMITS.searchChars) } });

    // Assess
    expect(response.status).toBe(200);
  });

  test(`more than ${LIMITS.filters} filters are 400 with details.filter`, async () => {
    // Act
    const filters = Array.from({ length: LIMITS.filters + 1 }, () => 'status:draft');
    const response = await api.request('GET', '/api/admin/v3/cms/post', { headers: admin, query: { 'filter[]': filters } });

    // Assess
    expect(response.status).toBe(400);
    expect(response.body.error.details.filter).toContain(`At most ${LIMITS.filters} filters.`);
  });

  test(`a query value over ${LIMITS.queryValueChars} characters is 400, on client routes in their error form`, async () => {
    // Act
    const response = await api.request('GET', '/api/v3/client/posts', { headers: await api.clientHeaders(), query: { includes: 'x'.repeat(LIMITS.queryValueChars + 1) } });

    // Assess
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'bad_request', message: expect.any(String), details: { includes: [expect.stringContaining(`${LIMITS.queryValueChars}`)] } } });
  });

  test(`per_page over ${MAX_PER_PAGE} is 400, ${MAX_PER_PAGE} is accepted`, async () => {
    // Act
    const over = await api.request('GET', '/api/admin/v3/cms/tag', { headers: admin, query: { per_page: MAX_PER_PAGE + 1 } });
    const at = await api.request('GET', '/api/admin/v3/cms/tag', { headers: admin, query: { per_page: MAX_PER_PAGE } });

    // Assess
    expect(over.status).toBe(400);
    expect(over.body.error.details.per_page).toBeDefined();
    expect(at.status).toBe(200);
  });
});

describe('body fields', () => {
  test(`more than ${MAX_BULK_IDS} bulk ids are 422 and change nothing`, async () => {
    // Prepare
    const before = await snapshotTable();

    // Act
    const response = await api.request('POST', '/api/admin/v3/cms/post/bulk', {
      headers: admin,
      body: { action: 'trash', ids: Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => index + 1) },
    });

    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.errors.ids).toBeDefined();
    expect((await snapshotTable()).digest).toBe(before.digest);
  });

  test(`a title over ${TITLE_MAX_CHARS} characters and more than ${MAX_TAGS} tags are 422, field by field`, async () => {
    // Act
    const response = await api.request('POST', '/api/admin/v3/cms/post', {
      headers: admin,
      body: { title: 't'.repeat(TITLE_MAX_CHARS + 1), content: 'c', tag_ids: Array.from({ length: MAX_TAGS + 1 }, (_, index) => index + 1) },
    });

    // Assess
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error.errors)).toEqual(expect.arrayContaining(['title', 'tag_ids']));
  });
});
