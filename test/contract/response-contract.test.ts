/** The contract check itself can fail: it catches undocumented statuses, drifted shapes and missing headers. */
import { responseContractProblems } from './response-contract';

const apiKey = { id: 1, name: 'k', prefix: 'cms_ab', admin_permissions: [], created_at: '2024-01-15T10:30:00.000000Z', revoked_at: null };
const rateHeaders = { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '59', 'x-ratelimit-reset': '1700000000' };

describe('responseContractProblems', () => {
  test('accepts an answer the document describes', async () => {
    // Act
    const problems = await responseContractProblems({
      method: 'GET',
      path: '/api/admin/v3/system/api-key?page=1',
      status: 200,
      headers: {},
      body: { status: true, result: [apiKey], meta: { pagination: { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1, links: {} } } },
    });

    // Assess
    expect(problems).toEqual([]);
  });

  test('names a status the operation does not document', async () => {
    // Act
    const problems = await responseContractProblems({ method: 'GET', path: '/api/admin/v3/system/api-key', status: 418, headers: {}, body: {} });

    // Assess
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('answered 418, a status the OpenAPI document does not list');
  });

  test('names a field the schema does not have and a wrong type', async () => {
    // Act
    const problems = await responseContractProblems({
      method: 'GET',
      path: '/api/admin/v3/system/api-key',
      status: 200,
      headers: {},
      body: { status: true, result: [{ ...apiKey, id: 'one', secret: 'leaked' }] },
    });

    // Assess
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('/result/0/id must be integer');
    expect(problems[0]).toContain('"additionalProperty":"secret"');
  });

  test('requires the error envelope of the status, e.g. required_permission on an admin 403', async () => {
    // Act
    const problems = await responseContractProblems({
      method: 'DELETE',
      path: '/api/admin/v3/cms/post/7',
      status: 403,
      headers: {},
      body: { status: false, error: { code: 'permission_denied', message: 'no' } },
    });

    // Assess
    expect(problems.join('\n')).toContain("must have required property 'details'");
  });

  test('requires the alternative error form on /api/v3 paths for handler errors', async () => {
    // Act
    const problems = await responseContractProblems({
      method: 'GET',
      path: '/api/v3/client/posts/1',
      status: 404,
      headers: rateHeaders,
      body: { status: false, error: { code: 'resource_not_found', message: 'no' } },
    });

    // Assess
    expect(problems.join('\n')).toContain('does not match');
  });

  test('requires the rate-limit headers on a client success and Retry-After on a 429', async () => {
    // Act
    const success = await responseContractProblems({ method: 'GET', path: '/api/v3/client/categories', status: 200, headers: {}, body: { data: [] } });
    const limited = await responseContractProblems({
      method: 'GET',
      path: '/api/v3/client/categories',
      status: 429,
      headers: {},
      body: { status: false, error: { code: 'too_many_requests', message: 'slow down', details: {} } },
    });

    // Assess
    expect(success).toEqual(expect.arrayContaining([expect.stringContaining('without the required header X-RateLimit-Limit')]));
    expect(limited).toEqual([expect.stringContaining('without the required header Retry-After')]);
  });

  test('accepts narrowed items where field_sets or excludes may narrow them, as the document states, and only there', async () => {
    // Prepare
    const page = { pagination: { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1 } };

    // Act: the same kind of answer where the route narrows items (posts) and where it does not (API keys)
    const narrowed = await responseContractProblems({ method: 'GET', path: '/api/admin/v3/cms/post', status: 200, headers: {}, body: { status: true, result: [{ id: 1, title: 'Kept' }], meta: page } });
    const partial = await responseContractProblems({ method: 'GET', path: '/api/admin/v3/system/api-key', status: 200, headers: {}, body: { status: true, result: [{ id: 1, name: 'k' }], meta: page } });

    // Assess
    expect(narrowed).toEqual([]);
    expect(partial.join('\n')).toContain('does not match');
  });

  test('leaves answers off the route table alone (unknown routes, media store, docs)', async () => {
    // Act
    const problems = await responseContractProblems({ method: 'GET', path: '/nowhere', status: 404, headers: {}, body: 'not json' });

    // Assess
    expect(problems).toEqual([]);
  });
});
