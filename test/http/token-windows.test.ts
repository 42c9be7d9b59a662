/**
 * A login token dies on time: the principal cache of the admin authorizer and of the user routes
 * (shared/domains/accounts/sessions.ts) keeps a verified token for up to 30 s, but never past its `exp`
 * nor past the maximum token age. The clock is the service's, pinned and moved by the test.
 */
import { pinClock, useLocalApi } from '#test/support/http';

const api = useLocalApi();

const USERS = '/api/admin/v3/user/user';
const PROFILE = '/api/client/v3/user/profile';

afterEach(() => {
  delete process.env.TOKEN_MAX_AGE_SECONDS;
  delete process.env.JWT_TTL_SECONDS;
});

/** A token issued at the pinned time, with the `expires_at` the login answered. */
async function loginAt(roles: string[]): Promise<{ token: string; expiresAtMs: number }> {
  const user = await api.createUser({ roles });
  const response = await api.request('POST', '/api/client/v3/auth/login', {
    headers: { 'Api-Key': await api.clientKey('login') },
    body: { email: user.email, password: user.password },
  });
  return { token: response.body.data.token, expiresAtMs: Date.parse(response.body.data.expires_at) };
}

describe('a token used just before it expires', () => {
  test('opens admin routes until its exp, and is refused from exp on although the cache still holds it', async () => {
    // Prepare
    const clock = pinClock(Math.floor(Date.now() / 1000) * 1000);
    const { token, expiresAtMs } = await loginAt(['admin']);
    const headers = { Authorization: `Bearer ${token}` };
    clock.set(expiresAtMs - 1000);
    const lastSecond = await api.request('GET', USERS, { headers });
    // Act: well inside the cache's 30 s, but at the token's exp
    clock.set(expiresAtMs);
    const atExp = await api.request('GET', USERS, { headers });
    // Assess
    expect(lastSecond.status).toBe(200);
    expect(atExp.status).toBe(401);
    expect(atExp.body.error.code).toBe('authentication_required');
  });

  test('opens user routes until its exp, and is refused from exp on', async () => {
    // Prepare
    const clock = pinClock(Math.floor(Date.now() / 1000) * 1000);
    const { token, expiresAtMs } = await loginAt(['user']);
    const headers = { 'Api-Key': await api.clientKey(), Authorization: `Bearer ${token}` };
    clock.set(expiresAtMs - 1000);
    const lastSecond = await api.request('GET', PROFILE, { headers });
    // Act
    clock.set(expiresAtMs + 1);
    const afterExp = await api.request('GET', PROFILE, { headers });
    // Assess
    expect(lastSecond.status).toBe(200);
    expect(afterExp.status).toBe(401);
    expect(afterExp.body.error.code).toBe('authentication_required');
  });
});

describe('a token past the maximum token age', () => {
  test('is refused once older than the maximum age, though its exp is later and the cache holds it', async () => {
    // Prepare: tokens live a day, but none is accepted more than ten minutes after it was issued
    process.env.JWT_TTL_SECONDS = String(24 * 3600);
    process.env.TOKEN_MAX_AGE_SECONDS = '600';
    const issuedAt = Math.floor(Date.now() / 1000) * 1000;
    const clock = pinClock(issuedAt);
    const { token, expiresAtMs } = await loginAt(['admin']);
    const headers = { Authorization: `Bearer ${token}` };
    clock.set(issuedAt + 600_000);
    const atMaximumAge = await api.request('GET', USERS, { headers });
    // Act
    clock.set(issuedAt + 601_000);
    const pastMaximumAge = await api.request('GET', USERS, { headers });
    // Assess
    expect(expiresAtMs).toBe(issuedAt + 24 * 3600 * 1000);
    expect(atMaximumAge.status).toBe(200);
    expect(pastMaximumAge.status).toBe(401);
  });
});
