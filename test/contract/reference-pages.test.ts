/** The local gateway serves the OpenAPI document at /openapi.json and a readable reference at /docs. */
import { useLocalApi } from '#test/support/http';
import { routes } from '#platform/routes/index';

const api = useLocalApi();

describe('reference pages of the local gateway', () => {
  test('GET /openapi.json is the OpenAPI 3.1 document of every route, without credentials', async () => {
    // Act
    const response = await api.request('GET', '/openapi.json');

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body.openapi).toBe('3.1.0');
    const operationIds = Object.values(response.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(operationIds.sort()).toEqual(routes.map((route) => route.id).sort());
  });

  test('GET /docs is a self-contained HTML reference grouped by tag', async () => {
    // Act
    const response = await api.request('GET', '/docs');

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h2>admin cms/post</h2>');
    expect(response.body).toContain('/api/client/v3/auth/login');
    expect(response.body).not.toMatch(/<script|<link/);
  });

  test('other methods on the reference paths are not served', async () => {
    // Act
    const response = await api.request('POST', '/openapi.json', { body: {} });

    // Assess
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('resource_not_found');
  });
});
