/**
 * Readers' accounts through the local gateway: registration behind REGISTRATION with the email read
 * from the local outbox, verification, password reset, rotating refresh tokens and logout, and every
 * refusal (registration closed, a weak password, an invalid address, an altered, used or expired token,
 * a reused or revoked refresh token), each of which changes nothing. No answer tells whether an address
 * has an account, and a burst of requests cannot flood an inbox.
 */
import { findUserByEmail } from '#domains/users/users-repository';
import { clearSessionCaches } from '#domains/accounts/sessions';
import { MAIL_POLICY } from '#domains/accounts/account-throttle';
import { pinClock, useLocalApi, type TestUser } from '#test/support/http';
import { latestToken, outbox } from '#test/support/mail';

const api = useLocalApi();

const AUTH = '/api/client/v3/auth';
const PROFILE = '/api/client/v3/user/profile';
const AUDIT = '/api/admin/v3/system/audit-log';
const PASSWORD = 'a long and unusual passphrase 42';

let clientKey: string;
let address = 10;
/** Each test comes from its own client address: the throttle's counters of one never slow another. */
let from: string;
let registrationBefore: string | undefined;
let serial = 0;
const newAddress = () => `reader-${Date.now().toString(36)}-${serial++}@example.com`;

beforeEach(async () => {
  clientKey = await api.clientKey('readers');
  from = `127.0.1.${address++}`;
  registrationBefore = process.env.REGISTRATION;
  process.env.REGISTRATION = 'open';
});

afterEach(() => {
  if (registrationBefore === undefined) delete process.env.REGISTRATION;
  else process.env.REGISTRATION = registrationBefore;
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request('POST', `${AUTH}/${path}`, { headers: { 'Api-Key': clientKey, ...headers }, body, fromAddress: from });

async function auditActions(userId: number): Promise<string[]> {
  const listed = await api.request('GET', AUDIT, { headers: await api.adminHeaders('admin'), query: { per_page: 100 } });
  return (listed.body.result as any[]).filter((entry) => entry.target.type === 'user' && entry.target.id === userId).map((entry) => entry.action);
}

/** A registered and verified reader, logged in: their session answer. */
async function registeredReader(email = newAddress()) {
  expect((await post('register', { email, password: PASSWORD })).status).toBe(202);
  expect((await post('verify-email', { token: await latestToken(api, email) })).status).toBe(200);
  const login = await post('login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return { email, session: login.body.data as { token: string; expires_at: string; refresh_token: string } };
}

describe('registration', () => {
  test('is closed unless REGISTRATION=open: 403 registration_closed, no account, no email', async () => {
    // Prepare
    delete process.env.REGISTRATION;
    const email = newAddress();
    // Act
    const response = await post('register', { email, password: PASSWORD });
    // Assess
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: false, error: expect.objectContaining({ code: 'registration_closed' }) });
    expect(await findUserByEmail(email)).toBeUndefined();
    expect(await outbox(api, email)).toEqual([]);
  });

  test('sends a verification email; the account logs in only once the link is followed', async () => {
    // Prepare
    const email = newAddress();
    // Act
    const registered = await post('register', { email, password: PASSWORD, first_name: 'Neda' });
    const [mail] = await outbox(api, email);
    const early = await post('login', { email, password: PASSWORD });
    const verified = await post('verify-email', { token: await latestToken(api, email) });
    const login = await post('login', { email, password: PASSWORD });
    // Assess
    expect(registered.status).toBe(202);
    expect(registered.body.data.message).toMatch(/Check your inbox/);
    expect(mail).toMatchObject({ to: email, subject: 'Confirm your email address', created_at: expect.any(String) });
    expect(mail!.text).toContain(`${api.url}/verify-email?token=`);
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('email_not_verified');
    expect(verified.status).toBe(200);
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({ token: expect.any(String), expires_at: expect.any(String), refresh_token: expect.any(String) });
    const user = (await findUserByEmail(email))!;
    expect(user).toMatchObject({ roles: ['user'], firstName: 'Neda', emailVerified: true, status: 'active' });
    expect(await auditActions(user.id)).toEqual(expect.arrayContaining(['user.create', 'user.email_verify']));
  });

  test('answers the same for a taken address, whose owner is told by email and whose password is unchanged', async () => {
    // Prepare
    const owner = await api.createUser({ email: newAddress() });
    const stranger = newAddress();
    // Act
    const taken = await post('register', { email: owner.email, password: PASSWORD });
    const fresh = await post('register', { email: stranger, password: PASSWORD });
    // Assess
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    const [told] = await outbox(api, owner.email);
    expect(told!.subject).toBe('Someone tried to register with your address');
    expect((await post('login', { email: owner.email, password: owner.password })).status).toBe(200);
    expect((await post('login', { email: owner.email, password: PASSWORD })).status).toBe(401);
  });

  test('writes the email in Persian, right to left, for a reader who prefers it', async () => {
    // Prepare
    const email = newAddress();
    // Act
    await post('register', { email, password: PASSWORD }, { 'Accept-Language': 'fa-IR,fa;q=0.9,en;q=0.5' });
    // Assess
    const [mail] = await outbox(api, email);
    expect(mail!.subject).toBe('نشانی ایمیل خود را تأیید کنید');
    expect(mail!.html).toContain('<html lang="fa" dir="rtl">');
    expect(mail!.text).toContain('token=');
  });

  test.each([
    ['too short', 'short1', 'The password must be at least 8 characters.'],
    ['one character over and over', 'aaaaaaaaaaaa', 'The password must use at least 4 different characters.'],
    ['the email inside', 'my newcomer@example.com!', 'The password must not contain the email address.'],
  ])('refuses a weak password (%s) naming the rule, and writes nothing', async (_case, password, rule) => {
    // Prepare
    const email = 'newcomer@example.com';
    // Act
    const response = await post('register', { email, password });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.errors.password).toContain(rule);
    expect(await findUserByEmail(email)).toBeUndefined();
    expect(await outbox(api, email)).toEqual([]);
  });

  test('refuses an invalid address and unknown fields with 422', async () => {
    // Act
    const invalid = await post('register', { email: 'not an address', password: PASSWORD });
    const extra = await post('register', { email: newAddress(), password: PASSWORD, roles: ['admin'] });
    // Assess
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.errors.email).toEqual(['The email must be a valid email address.']);
    expect(extra.status).toBe(422);
  });

  test('a verification token works once, not altered, not after 24 hours', async () => {
    // Prepare
    const clock = pinClock();
    const email = newAddress();
    const late = newAddress();
    await post('register', { email, password: PASSWORD });
    await post('register', { email: late, password: PASSWORD });
    const token = await latestToken(api, email);
    const lateToken = await latestToken(api, late);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    // Act
    const alteredAnswer = await post('verify-email', { token: altered });
    const first = await post('verify-email', { token });
    const second = await post('verify-email', { token });
    clock.advance(24 * 3600 * 1000 + 1000);
    const expired = await post('verify-email', { token: lateToken });
    // Assess
    expect(alteredAnswer.status).toBe(400);
    expect(alteredAnswer.body.error).toMatchObject({ code: 'invalid_token', details: { reason: 'unknown' } });
    expect(first.status).toBe(200);
    expect(second.body.error).toMatchObject({ code: 'invalid_token', details: { reason: 'used' } });
    expect(expired.body.error).toMatchObject({ code: 'invalid_token', details: { reason: 'expired' } });
    expect((await findUserByEmail(late))!.emailVerified).toBe(false);
  });

  test('two verifications with one token at once: one succeeds, the other is told it was used', async () => {
    // Prepare
    const email = newAddress();
    await post('register', { email, password: PASSWORD });
    const token = await latestToken(api, email);
    // Act
    const answers = await Promise.all([post('verify-email', { token }), post('verify-email', { token })]);
    // Assess
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  test('a burst of registrations for one address sends at most a few emails, from one client address or many', async () => {
    // Prepare
    const email = newAddress();
    // Act: 12 at once from this test's address, then 12 more from 12 other addresses.
    const burst = await Promise.all(Array.from({ length: 12 }, () => post('register', { email, password: PASSWORD })));
    const spread = await Promise.all(
      Array.from({ length: 12 }, (_, n) => api.request('POST', `${AUTH}/register`, { headers: { 'Api-Key': clientKey }, body: { email, password: PASSWORD }, fromAddress: `127.0.2.${n + 1}` })),
    );
    // Assess
    const sent = await outbox(api, email);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(MAIL_POLICY.free);
    expect(burst.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    expect(new Set([...burst, ...spread].map((answer) => answer.status))).toEqual(new Set([202, 429]));
    const refused = burst.find((answer) => answer.status === 429)!;
    expect(refused.body.error.code).toBe('too_many_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  test('answers the same for an unknown address, and emails only a known one', async () => {
    // Prepare
    const person = await api.createUser({ email: newAddress() });
    const nobody = newAddress();
    // Act
    const known = await post('forgot-password', { email: person.email });
    const unknown = await post('forgot-password', { email: nobody });
    // Assess
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await outbox(api, nobody)).toEqual([]);
    const [mail] = await outbox(api, person.email);
    expect(mail!.subject).toBe('Reset your password');
    expect(mail!.text).toContain(`${api.url}/reset-password?token=`);
  });

  test('sets the password, refuses every older login token and refresh token, and is audited', async () => {
    // Prepare
    const { email, session } = await registeredReader();
    const before = await api.request('GET', PROFILE, { headers: { 'Api-Key': clientKey, Authorization: `Bearer ${session.token}` } });
    await post('forgot-password', { email });
    const token = await latestToken(api, email);
    // Act
    const reset = await post('reset-password', { token, password: 'another long passphrase 43' });
    clearSessionCaches(); // the principal cache's 30 s, passed
    const older = await api.request('GET', PROFILE, { headers: { 'Api-Key': clientKey, Authorization: `Bearer ${session.token}` } });
    const olderRefresh = await post('refresh', { refresh_token: session.refresh_token });
    const again = await post('reset-password', { token, password: 'a third long passphrase 44' });
    // Assess
    expect(before.status).toBe(200);
    expect(reset.status).toBe(200);
    expect(older.status).toBe(401);
    expect(olderRefresh.status).toBe(401);
    expect(olderRefresh.body.error).toMatchObject({ code: 'invalid_refresh_token', details: { reason: 'revoked' } });
    expect(again.body.error).toMatchObject({ code: 'invalid_token', details: { reason: 'used' } });
    expect((await post('login', { email, password: PASSWORD })).status).toBe(401);
    expect((await post('login', { email, password: 'another long passphrase 43' })).status).toBe(200);
    expect(await auditActions((await findUserByEmail(email))!.id)).toContain('user.password_reset');
  });

  test('a weak password or a late token changes nothing', async () => {
    // Prepare
    const clock = pinClock();
    const person: TestUser = await api.createUser({ email: newAddress() });
    await post('forgot-password', { email: person.email });
    const token = await latestToken(api, person.email);
    // Act
    const weak = await post('reset-password', { token, password: 'zzzzzzzzzz' });
    clock.advance(3600 * 1000 + 1000);
    const late = await post('reset-password', { token, password: 'another long passphrase 43' });
    // Assess
    expect(weak.status).toBe(422);
    expect(weak.body.error.errors.password).toEqual(['The password must use at least 4 different characters.']);
    expect(late.body.error).toMatchObject({ code: 'invalid_token', details: { reason: 'expired' } });
    expect((await findUserByEmail(person.email))!.passwordHash).toBe(person.user.passwordHash);
  });

  test('is throttled per address and email: 429 with Retry-After past the free attempts', async () => {
    // Prepare
    const email = newAddress();
    // Act
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await post('forgot-password', { email }));
    // Assess
    expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(answers[3]!.status).toBe(429);
    expect(answers[3]!.body.error.code).toBe('too_many_attempts');
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('refresh tokens and logout', () => {
  test('a refresh answers a working token and the next refresh token; the one sent is spent', async () => {
    // Prepare
    const { session } = await registeredReader();
    // Act
    const first = await post('refresh', { refresh_token: session.refresh_token });
    const second = await post('refresh', { refresh_token: first.body.data.refresh_token });
    const profile = await api.request('GET', PROFILE, { headers: { 'Api-Key': clientKey, Authorization: `Bearer ${second.body.data.token}` } });
    // Assess
    expect(first.status).toBe(200);
    expect(first.body.data.refresh_token).not.toBe(session.refresh_token);
    expect(second.status).toBe(200);
    expect(profile.status).toBe(200);
  });

  test('presenting a rotated token revokes the whole family', async () => {
    // Prepare
    const { email, session } = await registeredReader();
    const rotated = await post('refresh', { refresh_token: session.refresh_token });
    // Act
    const reuse = await post('refresh', { refresh_token: session.refresh_token });
    const rightful = await post('refresh', { refresh_token: rotated.body.data.refresh_token });
    // Assess
    expect(reuse.status).toBe(401);
    expect(reuse.body.error).toMatchObject({ code: 'invalid_refresh_token', details: { reason: 'reused' } });
    expect(rightful.status).toBe(401);
    expect(rightful.body.error.details.reason).toBe('revoked');
    expect(await auditActions((await findUserByEmail(email))!.id)).toContain('user.refresh_revoke');
  });

  test("logout revokes the caller's refresh family, not another login's", async () => {
    // Prepare
    const { email, session } = await registeredReader();
    const other = (await post('login', { email, password: PASSWORD })).body.data;
    // Act
    const logout = await post('logout', undefined, { Authorization: `Bearer ${session.token}` });
    const afterLogout = await post('refresh', { refresh_token: session.refresh_token });
    const otherLogin = await post('refresh', { refresh_token: other.refresh_token });
    // Assess
    expect(logout.status).toBe(200);
    expect(afterLogout.body.error).toMatchObject({ code: 'invalid_refresh_token', details: { reason: 'revoked' } });
    expect(otherLogin.status).toBe(200);
  });

  test('logout needs a user token', async () => {
    // Act
    const response = await post('logout', undefined);
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('authentication_required');
  });

  test.each([['garbage', 'not a token'], ['well formed, never issued', `${'A'.repeat(22)}.${'B'.repeat(43)}`]])('refuses a refresh token that is %s', async (_case, token) => {
    // Act
    const response = await post('refresh', { refresh_token: token });
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'invalid_refresh_token', details: { reason: 'unknown' } });
  });
});
