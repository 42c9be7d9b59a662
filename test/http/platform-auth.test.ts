/**
 * Authentication and authorisation through the local API Gateway: client keys, admin credentials
 * (user tokens and machine keys), permissions, login and token tampering.
 */
import { nextMinute, pinClock, useLocalApi } from '#test/support/http';

const api = useLocalApi();

const LOGIN = '/api/client/v3/auth/login';
const API_KEYS = '/api/admin/v3/system/api-key';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('client routes', () => {
  test('a request without Api-Key is refused with 401 unauthorized "invalid key"', async () => {
    // Act
    const response = await api.request('POST', LOGIN, { body: { email: 'a@example.com', password: 'x' } });
    // Assess
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ status: false, error: { code: 'unauthorized', message: 'invalid key', details: {} } });
  });

  test('a request with an unknown key is refused with 401 unauthorized "invalid key"', async () => {
    // Act
    const response = await api.request('POST', LOGIN, {
      headers: { 'Api-Key': 'cms_this-key-was-never-issued-0123456789' },
      body: { email: 'a@example.com', password: 'x' },
    });
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'unauthorized', message: 'invalid key' });
  });

  test('the Api-Key header is read whatever its case', async () => {
    // Prepare
    const key = await api.clientKey();
    // Act
    const response = await api.request('POST', LOGIN, { headers: { 'API-KEY': key }, body: {} });
    // Assess: past the gateway, the handler validates the body
    expect(response.status).toBe(422);
  });
});

describe('admin routes', () => {
  test('a request without credentials is refused with 401 authentication_required', async () => {
    // Act
    const response = await api.request('GET', API_KEYS);
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('authentication_required');
  });

  test('a garbage bearer token is refused with 401 authentication_required', async () => {
    // Act
    const response = await api.request('GET', API_KEYS, { headers: { Authorization: 'Bearer not.a.token' } });
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('authentication_required');
  });

  test('a user without the permission gets 403 permission_denied naming the permission', async () => {
    // Prepare
    const headers = await api.adminHeaders('editor');
    // Act
    const response = await api.request('GET', API_KEYS, { headers });
    // Assess
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      status: false,
      error: { code: 'permission_denied', details: { required_permission: 'system.api_keys.list' } },
    });
  });

  test('an admin user token lists API keys', async () => {
    // Prepare
    const headers = await api.adminHeaders('admin');
    // Act
    const response = await api.request('GET', API_KEYS, { headers });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.status).toBe(true);
    expect(Array.isArray(response.body.result)).toBe(true);
  });

  test('an API key created with admin permissions can list keys, and only what it was given', async () => {
    // Prepare
    const machineKey = await api.adminKey(['system.api_keys.list']);
    // Act
    const listed = await api.request('GET', API_KEYS, { headers: { 'Api-Key': machineKey } });
    const created = await api.request('POST', API_KEYS, { headers: { 'Api-Key': machineKey }, body: { name: 'not allowed' } });
    // Assess
    expect(listed.status).toBe(200);
    expect(listed.body.result.length).toBeGreaterThan(0);
    expect(created.status).toBe(403);
    expect(created.body.error.details).toEqual({ required_permission: 'system.api_keys.create' });
  });

  test('a client-only API key cannot use admin routes', async () => {
    // Prepare
    const clientKey = await api.clientKey();
    // Act
    const response = await api.request('GET', API_KEYS, { headers: { 'Api-Key': clientKey } });
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('authentication_required');
  });
});

describe('login', () => {
  test('valid credentials return {data: {token, expires_at}} with expires_at in ISO 8601 with a UTC offset', async () => {
    // Prepare
    const user = await api.createUser({ roles: ['author'] });
    const before = Date.now();
    // Act
    const response = await api.request('POST', LOGIN, {
      headers: await api.clientHeaders(),
      body: { email: user.email, password: user.password },
    });
    // Assess
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['data']);
    expect(Object.keys(response.body.data).sort()).toEqual(['expires_at', 'refresh_token', 'token']);
    expect(response.body.data.token.split('.')).toHaveLength(3);
    expect(response.body.data.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/);
    const expiresAt = Date.parse(response.body.data.expires_at);
    expect(expiresAt).toBeGreaterThan(before);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
  });

  test('the email is matched whatever its case', async () => {
    // Prepare
    const user = await api.createUser();
    // Act
    const response = await api.request('POST', LOGIN, {
      headers: await api.clientHeaders(),
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    // Assess
    expect(response.status).toBe(200);
  });

  test('a wrong password is refused with 401 and no token', async () => {
    // Prepare
    const user = await api.createUser();
    // Act
    const response = await api.request('POST', LOGIN, {
      headers: await api.clientHeaders(),
      body: { email: user.email, password: 'not the password' },
    });
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.status).toBe(false);
    expect(JSON.stringify(response.body)).not.toContain('token');
  });

  test('an unknown email is refused like a wrong password', async () => {
    // Act
    const response = await api.request('POST', LOGIN, {
      headers: await api.clientHeaders(),
      body: { email: 'nobody-here@example.com', password: 'whatever' },
    });
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('invalid_credentials');
  });

  test.each(['inactive', 'banned'] as const)('a user whose account is %s cannot log in: 403 account_disabled', async (status) => {
    // Prepare
    const user = await api.createUser({ status });
    // Act
    const response = await api.request('POST', LOGIN, {
      headers: await api.clientHeaders(),
      body: { email: user.email, password: user.password },
    });
    // Assess
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('account_disabled');
    expect(JSON.stringify(response.body)).not.toContain('token');
  });

  test('after 5 failures further attempts are slowed down with 429 too_many_attempts and Retry-After', async () => {
    // Prepare
    const user = await api.createUser();
    const headers = { 'Api-Key': await api.clientKey() };
    const clock = pinClock(nextMinute() + 1_000);
    const attempt = (password: string) => api.request('POST', LOGIN, { headers, body: { email: user.email, password } });
    // Act
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push((await attempt('wrong')).status);
    const slowedWrong = await attempt('wrong');
    const slowedRight = await attempt(user.password);
    clock.advance(Number(slowedRight.headers['retry-after']) * 1000);
    const afterWaiting = await attempt(user.password);
    // Assess
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    expect(slowedWrong.status).toBe(429);
    expect(slowedWrong.body.error.code).toBe('too_many_attempts');
    expect(Number(slowedWrong.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(slowedRight.status).toBe(429);
    expect(afterWaiting.status).toBe(200);
  });
});

describe('tokens', () => {
  test('an expired token is refused with 401', async () => {
    // Prepare
    const clock = pinClock();
    const headers = await api.adminHeaders('admin');
    const fresh = await api.request('GET', API_KEYS, { headers });
    // Act
    clock.advance(24 * 3600 * 1000);
    const expired = await api.request('GET', API_KEYS, { headers });
    // Assess
    expect(fresh.status).toBe(200);
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('authentication_required');
  });

  test('a token with a flipped signature character is refused with 401', async () => {
    // Prepare
    const token = await api.tokenFor('admin');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const middle = Math.floor(signature.length / 2);
    const flipped = signature.slice(0, middle) + (signature[middle] === 'A' ? 'B' : 'A') + signature.slice(middle + 1);
    // Act
    const original = await api.request('GET', API_KEYS, { headers: { Authorization: `Bearer ${token}` } });
    const tampered = await api.request('GET', API_KEYS, { headers: { Authorization: `Bearer ${header}.${payload}.${flipped}` } });
    // Assess
    expect(original.status).toBe(200);
    expect(tampered.status).toBe(401);
    expect(tampered.body.error.code).toBe('authentication_required');
  });

  test('a token whose payload was changed (roles of another user) is refused with 401', async () => {
    // Prepare
    const editorToken = await api.tokenFor('editor');
    const admin = await api.createUser({ roles: ['admin'] });
    const [header, payload, signature] = editorToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${header}.${base64url({ ...claims, sub: String(admin.id) })}.${signature}`;
    // Act
    const response = await api.request('GET', API_KEYS, { headers: { Authorization: `Bearer ${forged}` } });
    // Assess
    expect(response.status).toBe(401);
  });

  test('an unsigned token (alg: none) is refused with 401', async () => {
    // Prepare
    const token = await api.tokenFor('admin');
    const payload = token.split('.')[1]!;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    // Act
    const response = await api.request('GET', API_KEYS, { headers: { Authorization: `Bearer ${unsigned}` } });
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('authentication_required');
  });
});
