/**
 * Inputs the fuzz tests once turned into 5xx answers, kept as plain examples so that they stay fixed
 * whatever the random generators produce.
 */
import { useLocalApi } from '#test/support/http';

const api = useLocalApi();

describe('a body key named __proto__', () => {
  test('is refused as an unknown field (422), not a 500', async () => {
    // Prepare
    const headers = { 'Api-Key': await api.clientKey(), 'Content-Type': 'application/json' };

    // Act
    const response = await api.request('POST', '/api/client/v3/auth/login', {
      headers,
      rawBody: '{"__proto__": {"isAdmin": true}, "email": "", "password": "x"}',
    });

    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.errors.__proto__).toEqual(['This field is not allowed.']);
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });
});

describe('a media duration too small for DynamoDB', () => {
  test('is stored rounded to milliseconds, not a 500', async () => {
    // Prepare
    const headers = await api.adminHeaders('admin');

    // Act
    const response = await api.request('POST', '/api/admin/v3/cms/media', {
      headers,
      body: { file_name: 'tiny.gif', mime_type: 'image/gif', size_bytes: 997, duration: 6.323765962353088e-228 },
    });

    // Assess
    expect(response.status).toBe(201);
    expect(response.body.result.meta_data.duration).toBe(0);
  });
});

describe('a page number beyond any 32-bit Limit', () => {
  test.each([
    ['admin comments of a post', (postId: number) => `/api/admin/v3/cms/post/${postId}/comments?page=999999999999&per_page=25`],
    ['admin posts with a search (a filtered skip)', () => '/api/admin/v3/cms/post?page=999999999999&per_page=25&search=title:a&searchFields=title:like'],
    ['admin posts', () => '/api/admin/v3/cms/post?page=999999999999&per_page=100'],
  ])('%s answers an empty page, not a 500', async (_label, pathOf) => {
    // Prepare
    const headers = await api.adminHeaders('admin');
    const created = await api.request('POST', '/api/admin/v3/cms/post', { headers, body: { title: 'A page far away', content: 'Body' } });
    // Act
    const response = await api.request('GET', pathOf(created.body.result.id), { headers });
    // Assess
    expect(response.status).toBe(200);
    const items = Array.isArray(response.body.result) ? response.body.result : response.body.result.comments;
    expect(items).toEqual([]);
  });
});
