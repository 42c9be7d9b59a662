/**
 * What the gateway itself answers: unknown routes, malformed and oversized bodies, CORS, failures
 * of authorizers and handlers (never with internals), the proxy event as handlers read it, and the
 * local media store that stands in for the bucket.
 */
import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { startLocalGateway } from '#infra/local/gateway';
import { RESPONSE_COMPRESSION_MIN_BYTES } from '#platform/routes/compression';
import { binding } from '#platform/routes/types';
import { rawRequest, useLocalApi, type ApiResponse } from '#test/support/http';

const api = useLocalApi();

const LOGIN = '/api/client/v3/auth/login';
const API_KEYS = '/api/admin/v3/system/api-key';

const LEAKS = /\n\s+at\s|"stack"|\.ts:\d+|node_modules|Exception|TypeError/;

function withTable<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const previous = process.env.TABLE_NAME;
  process.env.TABLE_NAME = name;
  return fn().finally(() => {
    process.env.TABLE_NAME = previous;
  });
}

describe('unknown routes', () => {
  test.each([
    ['GET', '/api/admin/v3/nothing-here'],
    ['GET', '/'],
    ['PUT', API_KEYS],
    ['HEAD', API_KEYS],
  ])('%s %s is 404 resource_not_found, not "Missing Authentication Token"', async (method, path) => {
    // Act
    const response = await api.request(method, path, { headers: await api.adminHeaders('admin') });
    // Assess
    expect(response.status).toBe(404);
    if (method !== 'HEAD') {
      expect(response.body).toEqual({ status: false, error: { code: 'resource_not_found', message: expect.any(String), details: {} } });
      expect(JSON.stringify(response.body)).not.toMatch(/Missing Authentication Token/i);
    }
  });

  test('an idle connection is kept a minute, not Node\'s 5 s (a client reusing it must not meet a closing socket)', async () => {
    // Act
    const response = await rawRequest(api.url, 'GET', API_KEYS, await api.adminHeaders('admin'));
    // Assess
    expect(response.status).toBe(200);
    expect(response.headers['keep-alive']).toBe('timeout=60');
  });

  test('a trailing slash reaches the route', async () => {
    // Act
    const response = await api.request('GET', `${API_KEYS}/`, { headers: await api.adminHeaders('admin') });
    // Assess
    expect(response.status).toBe(200);
  });
});

describe('request bodies', () => {
  test('a body that is not JSON is 400 bad_request', async () => {
    // Act
    const response = await api.request('POST', LOGIN, {
      headers: { 'Api-Key': await api.clientKey(), 'Content-Type': 'application/json' },
      rawBody: '{"email": "a@example.com", ',
    });
    // Assess
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: false, error: { code: 'bad_request' } });
  });

  test('a body over 10 MB is refused by the gateway with 413', async () => {
    // Act
    const response = await api.request('POST', LOGIN, {
      headers: { 'Api-Key': await api.clientKey(), 'Content-Type': 'application/json' },
      rawBody: `{"email": "${'a'.repeat(10 * 1024 * 1024)}"}`,
    });
    // Assess
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });
});

describe('CORS', () => {
  test('a preflight is answered 204 with the methods of the resource and the API headers', async () => {
    // Act
    const response = await api.request('OPTIONS', API_KEYS, {
      headers: { Origin: 'https://app.example.com', 'Access-Control-Request-Method': 'POST' },
    });
    // Assess
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']?.split(',')).toEqual(expect.arrayContaining(['GET', 'POST', 'OPTIONS']));
    expect(response.headers['access-control-allow-headers']).toMatch(/Api-Key/);
    expect(response.headers['access-control-allow-headers']).toMatch(/Authorization/);
  });

  test('gateway responses and handler answers carry the origin header', async () => {
    // Act
    const refused = await api.request('GET', API_KEYS);
    const answered = await api.request('GET', API_KEYS, { headers: await api.adminHeaders('admin') });
    // Assess
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(answered.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('failures never leak internals', () => {
  test('a handler failing on its dependency answers 500 internal_error with the request id and no stack trace', async () => {
    // Prepare: a cached session lets the request past the authorizer; the table then disappears
    const headers = await api.adminHeaders('admin');
    expect((await api.request('GET', API_KEYS, { headers })).status).toBe(200);
    // Act
    const response = await withTable('no-such-table', () => api.request('GET', API_KEYS, { headers }));
    // Assess
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      status: false,
      error: { code: 'internal_error', message: expect.any(String), request_id: response.headers['x-request-id'] },
    });
    expect(JSON.stringify(response.body)).not.toMatch(LEAKS);
  });

  test('an authorizer that cannot reach its table answers 503 service_unavailable with Retry-After', async () => {
    // Prepare
    const key = await api.clientKey();
    // Act
    const response = await withTable('no-such-table', () => api.request('POST', LOGIN, { headers: { 'Api-Key': key }, body: {} }));
    // Assess
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('service_unavailable');
    expect(response.headers['retry-after']).toBe('1');
    expect(JSON.stringify(response.body)).not.toMatch(LEAKS);
  });

  test('a route whose function cannot run answers 500 internal_error', async () => {
    // Prepare
    const broken = binding({ id: 'broken', method: 'GET', path: '/api/admin/v3/broken', entry: 'functions/does-not-exist.ts', audience: 'admin', permission: 'system.api_keys.list' });
    const gateway = await startLocalGateway({ quiet: true, routes: [broken] });
    try {
      const headers = await api.adminHeaders('admin');
      // Act
      const response = await fetch(`${gateway.url}/api/admin/v3/broken`, { headers });
      const body = await response.text();
      // Assess
      expect(response.status).toBe(500);
      expect(JSON.parse(body)).toMatchObject({ status: false, error: { code: 'internal_error' } });
      expect(body).not.toMatch(LEAKS);
      expect(body).not.toContain('does-not-exist');
    } finally {
      await gateway.close();
    }
  });

  test('no error answer of the platform carries a stack trace', async () => {
    // Prepare
    const key = await api.clientKey();
    const editor = await api.adminHeaders('editor');
    // Act
    const responses: ApiResponse[] = await Promise.all([
      api.request('POST', LOGIN, { body: {} }),
      api.request('POST', LOGIN, { headers: { 'Api-Key': key }, rawBody: '{' }),
      api.request('POST', LOGIN, { headers: { 'Api-Key': key }, body: { email: 'not-an-email', password: '' } }),
      api.request('POST', LOGIN, { headers: { 'Api-Key': key }, body: { email: 'x@example.com', password: 'wrong' } }),
      api.request('GET', API_KEYS, { headers: { Authorization: 'Bearer x' } }),
      api.request('GET', API_KEYS, { headers: editor }),
      api.request('GET', API_KEYS, { headers: await api.adminHeaders('admin'), query: { per_page: 1000 } }),
      api.request('GET', '/api/nowhere'),
    ]);
    // Assess
    expect(responses.map((response) => response.status)).toEqual([401, 400, 422, 401, 401, 403, 400, 404]);
    for (const response of responses) expect(JSON.stringify(response.body)).not.toMatch(LEAKS);
  });
});

describe('routing and integration like API Gateway', () => {
  const listEntry = 'functions/admin/system/api-keys/list.ts';
  const admin = { audience: 'admin' as const, permission: 'system.api_keys.list' };

  test('a literal segment wins over a {param}, and a resource without the method is not found', async () => {
    // Prepare: the literal resource's function is missing (500), the {id} one lists keys (200)
    const gateway = await startLocalGateway({
      quiet: true,
      routes: [
        binding({ id: 'by-id', method: 'GET', path: '/x/{id}', entry: listEntry, ...admin }),
        binding({ id: 'by-id-post', method: 'POST', path: '/x/{id}', entry: listEntry, ...admin }),
        binding({ id: 'literal', method: 'GET', path: '/x/bulk', entry: 'functions/does-not-exist.ts', ...admin }),
      ],
    });
    try {
      const headers = await api.adminHeaders('admin');
      // Act
      const literal = await fetch(`${gateway.url}/x/bulk`, { headers });
      const param = await fetch(`${gateway.url}/x/5`, { headers });
      const literalWithoutMethod = await fetch(`${gateway.url}/x/bulk`, { method: 'POST', headers });
      // Assess
      expect(literal.status).toBe(500);
      expect(param.status).toBe(200);
      expect(literalWithoutMethod.status).toBe(404);
    } finally {
      await gateway.close();
    }
  });

  test('a function answering something that is not a proxy result, or too slowly, gets a gateway error', async () => {
    // Prepare: the admin authorizer as an integration returns a policy, not {statusCode, body}
    const notProxy = binding({ id: 'not-proxy', method: 'GET', path: '/policy', entry: 'functions/authorizers/admin.ts', ...admin });
    const slow = binding({ id: 'slow', method: 'GET', path: '/slow', entry: listEntry, ...admin });
    const gateway = await startLocalGateway({ quiet: true, routes: [notProxy], integrationTimeoutMs: 29_000 });
    const impatient = await startLocalGateway({ quiet: true, routes: [slow], integrationTimeoutMs: 1 });
    try {
      const headers = await api.adminHeaders('admin');
      // Act
      const malformed = await fetch(`${gateway.url}/policy`, { headers });
      const timedOut = await fetch(`${impatient.url}/slow`, { headers });
      // Assess
      expect(malformed.status).toBe(500);
      expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('internal_error');
      expect(timedOut.status).toBe(503);
      expect(timedOut.headers.get('retry-after')).toBe('1');
    } finally {
      await gateway.close();
      await impatient.close();
    }
  });
});

describe('the proxy event handlers receive', () => {
  test('query parameters reach the handler and pagination links point back at this server', async () => {
    // Prepare
    const headers = await api.adminHeaders('admin');
    await api.clientKey();
    await api.clientKey();
    // Act
    const page = await api.request('GET', API_KEYS, { headers, query: { per_page: 1 } });
    const outOfRange = await api.request('GET', API_KEYS, { headers, query: { per_page: 0 } });
    // Assess
    expect(page.status).toBe(200);
    expect(page.body.result).toHaveLength(1);
    expect(page.body.meta.pagination.links.next).toMatch(new RegExp(`^${api.url}${API_KEYS}\\?.*page=2`));
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.error.code).toBe('bad_request');
    expect(outOfRange.body.error.details).toHaveProperty('per_page');
  });

  test('the handler request id is the gateway request id', async () => {
    // Act
    const response = await api.request('GET', API_KEYS, { headers: await api.adminHeaders('admin') });
    // Assess
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-request-id']).toBe(response.headers['x-amzn-requestid']);
  });
});

describe('local media store', () => {
  test('an unsigned upload is refused (signed uploads: test/http/local-uploads.test.ts) and a missing file is 404', async () => {
    // Act
    const escape = await fetch(`${api.url}/_local/uploads/..%2F..%2Fescape.txt`, { method: 'PUT', body: 'x' });
    const missing = await fetch(`${api.url}/_local/media/never/uploaded.png`);
    // Assess
    expect(escape.status).toBe(403);
    expect(missing.status).toBe(404);
  });
});

describe('content codings, as API Gateway with minimumCompressionSize', () => {
  const POSTS = '/api/client/v3/cms/post';

  const raw = (method: string, path: string, headers: Record<string, string>, body?: Buffer) => rawRequest(api.gateway.url, method, path, headers, body);

  beforeAll(async () => {
    const admin = await api.adminHeaders('admin');
    for (let index = 0; index < 3; index++) {
      const created = await api.request('POST', '/api/admin/v3/cms/post', { headers: admin, body: { title: `Compressed ${index}`, content: `<p>${'words '.repeat(100)}</p>`, status: 'published' } });
      expect(created.status).toBe(201);
    }
  });

  test('a response of a kilobyte or more goes gzip- or deflate-compressed to a client that puts either first, and decodes to the plain answer', async () => {
    // Prepare
    const headers = { 'Api-Key': await api.clientKey('codings') };
    // Act
    const plain = await raw('GET', POSTS, { ...headers, 'Accept-Encoding': 'identity' });
    const gzipped = await raw('GET', POSTS, { ...headers, 'Accept-Encoding': 'gzip, deflate, br' });
    const deflated = await raw('GET', POSTS, { ...headers, 'Accept-Encoding': 'deflate;q=0.9, gzip;q=0.5' });
    // Assess
    expect(plain.bytes.length).toBeGreaterThanOrEqual(RESPONSE_COMPRESSION_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.bytes.length);
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(deflated.headers['content-encoding']).toBe('deflate');
    // The view counts of the posts are no part of a list, so the three answers hold the same data.
    expect(JSON.parse(gunzipSync(gzipped.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
    expect(JSON.parse(inflateSync(deflated.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  test.each([
    ['no Accept-Encoding', {}],
    ['br first', { 'Accept-Encoding': 'br, gzip' }],
    ['gzip refused (q=0)', { 'Accept-Encoding': 'gzip;q=0, identity' }],
    ['any coding (*)', { 'Accept-Encoding': '*' }],
  ])('nothing is compressed with %s', async (_case, extra: Record<string, string>) => {
    // Act
    const response = await raw('GET', POSTS, { 'Api-Key': await api.clientKey('codings'), ...extra });
    // Assess
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.bytes.toString('utf8'))).toMatchObject({ status: true });
  });

  test('an answer under a kilobyte is sent plain whatever the client asks', async () => {
    // Act
    const response = await raw('GET', '/api/admin/v3/nothing-here', { 'Accept-Encoding': 'gzip' });
    // Assess
    expect(response.bytes.length).toBeLessThan(RESPONSE_COMPRESSION_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.bytes.toString('utf8'))).toMatchObject({ error: { code: 'resource_not_found' } });
  });

  test('a gzip-compressed request body reaches the handler decoded', async () => {
    // Prepare
    const body = gzipSync(Buffer.from(JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' })));
    // Act
    const response = await raw('POST', LOGIN, { 'Api-Key': await api.clientKey('codings'), 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body);
    // Assess: the handler read the JSON (a wrong login, not a body it could not parse).
    expect(response.status).toBe(401);
    expect(JSON.parse(response.bytes.toString('utf8'))).toMatchObject({ status: false, error: { code: 'invalid_credentials' } });
  });

  test.each([
    ['a coding API Gateway does not take', 'br', Buffer.from('{}')],
    ['bytes that are not gzip', 'gzip', Buffer.from('{"email": "a@example.com"}')],
  ])('%s is 415 unsupported_media_type', async (_case, coding, body) => {
    // Act
    const response = await raw('POST', LOGIN, { 'Api-Key': await api.clientKey('codings'), 'Content-Type': 'application/json', 'Content-Encoding': coding }, body);
    // Assess
    expect(response.status).toBe(415);
    expect(JSON.parse(response.bytes.toString('utf8'))).toEqual({ status: false, error: { code: 'unsupported_media_type', message: expect.any(String), details: {} } });
  });
});
