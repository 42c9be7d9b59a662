/**
 * Two-factor login (TOTP, RFC 6238) through the local gateway: enrolment, its first code, login in
 * two steps, recovery codes, turning it off, the administrator's reset, REQUIRE_MFA_FOR's enrolment
 * at login, and every refusal (a wrong, reused or expired code; an mfa_token used twice, late or
 * altered; enrolment while enrolled; turning off without a code), each of which changes nothing.
 * Time is the service clock, pinned, so codes are computed for the step the service will see.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Secret } from 'otpauth';
import { db } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { PAIR_POLICY } from '#domains/accounts/login-failures';
import { stepAt, totpCode } from '#domains/accounts/totp';
import { nextMinute, pinClock, useLocalApi, type PinnedClock, type TestUser } from '#test/support/http';

const api = useLocalApi();

const LOGIN = '/api/client/v3/auth/login';
const SECOND_STEP = '/api/client/v3/auth/login/mfa';
const ENROL_AT_LOGIN = '/api/client/v3/auth/login/mfa/totp';
const TOTP = '/api/client/v3/user/mfa/totp';
const VERIFY = '/api/client/v3/user/mfa/totp/verify';
const USERS = '/api/admin/v3/user/user';
const AUDIT = '/api/admin/v3/system/audit-log';

let clientKey: string;
let address = 40;
/** Each test logs in from its own address: the throttle's counters of one never slow another. */
let from: string;

beforeEach(async () => {
  // A key per test: a test sends more than the minute's 60 requests a key may.
  clientKey = await api.clientKey('two-factor');
  from = `127.0.0.${address++}`;
});

interface Enrolled {
  person: TestUser;
  secret: Uint8Array;
  recoveryCodes: string[];
  /** Client key and the person's token from before the factor was on. */
  headers: Record<string, string>;
}

const secretOf = (base32: string): Uint8Array => Secret.fromBase32(base32).bytes;
const codeAt = (secret: Uint8Array, clock: PinnedClock, steps = 0): string => totpCode(secret, stepAt(Math.floor(clock.now() / 1000)) + steps);

async function mfaItem(userId: number) {
  return (await db.send(new GetCommand({ TableName: api.table.name, Key: keys.userMfa(userId), ConsistentRead: true }))).Item;
}

async function passwordStep(person: TestUser, password = person.password) {
  return api.request('POST', LOGIN, { headers: { 'Api-Key': clientKey }, body: { email: person.email, password }, fromAddress: from });
}

async function secondStep(mfaToken: string, code: string) {
  return api.request('POST', SECOND_STEP, { headers: { 'Api-Key': clientKey }, body: { mfa_token: mfaToken, code }, fromAddress: from });
}

/** A new user with TOTP on (enrolled, first code verified at the clock's step). */
async function enrolled(clock: PinnedClock, roles: string[] = ['user']): Promise<Enrolled> {
  const person = await api.createUser({ roles });
  const headers = { 'Api-Key': clientKey, Authorization: `Bearer ${await api.tokenFor(person)}` };
  const enrolment = await api.request('POST', TOTP, { headers });
  if (enrolment.status !== 201) throw new Error(`enrolment: ${enrolment.status} ${JSON.stringify(enrolment.body)}`);
  const secret = secretOf(enrolment.body.result.secret);
  const verified = await api.request('POST', VERIFY, { headers, body: { code: codeAt(secret, clock) }, fromAddress: from });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  clock.advance(30_000); // the verified step is spent: the next code is the next step's
  return { person, secret, recoveryCodes: enrolment.body.result.recovery_codes, headers };
}

async function auditActions(userId: number, adminHeaders: Record<string, string>): Promise<string[]> {
  const listed = await api.request('GET', AUDIT, { headers: adminHeaders, query: { per_page: 100 } });
  return (listed.body.result as any[]).filter((entry) => entry.target.type === 'user' && entry.target.id === userId).map((entry) => entry.action);
}

describe('enrolment', () => {
  test('answers the secret, the otpauth URL and ten recovery codes once; the table holds the secret sealed and the codes hashed', async () => {
    // Prepare
    const person = await api.createUser();
    const headers = { 'Api-Key': clientKey, Authorization: `Bearer ${await api.tokenFor(person)}` };
    // Act
    const response = await api.request('POST', TOTP, { headers });
    const item = await mfaItem(person.id);
    const status = await api.request('GET', TOTP, { headers });
    // Assess
    expect(response.status).toBe(201);
    const { secret, otpauth_url: url, recovery_codes: codes } = response.body.result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toBe(`otpauth://totp/127.0.0.1:${encodeURIComponent(person.email)}?issuer=127.0.0.1&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(codes).toHaveLength(10);
    expect(item).toMatchObject({ state: 'pending', sealed_secret: expect.stringMatching(/^v1\./) });
    const stored = JSON.stringify(item, (_key, value) => (value instanceof Set ? [...value] : value));
    expect(stored).not.toContain(secret);
    for (const code of codes) expect(stored).not.toContain(code);
    expect((item!.recovery as Set<string>).size).toBe(10);
    expect(status.body.result).toEqual({ enabled: false, enrolment_pending: true, recovery_codes_left: 0, required: false });
  });

  test('a wrong code leaves the enrolment pending; the right one turns it on, and the secret is never shown again', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const person = await api.createUser();
    const headers = { 'Api-Key': clientKey, Authorization: `Bearer ${await api.tokenFor(person)}` };
    const enrolment = (await api.request('POST', TOTP, { headers })).body.result;
    const secret = secretOf(enrolment.secret);
    const right = codeAt(secret, clock);
    const wrong = right === '000000' ? '000001' : '000000';
    // Act
    const refused = await api.request('POST', VERIFY, { headers, body: { code: wrong }, fromAddress: from });
    const pendingAfter = await mfaItem(person.id);
    const accepted = await api.request('POST', VERIFY, { headers, body: { code: right }, fromAddress: from });
    const status = await api.request('GET', TOTP, { headers });
    const admin = await api.request('GET', `${USERS}/${person.id}`, { headers: await api.adminHeaders('admin') });
    // Assess
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'validation_failed', errors: { code: ['The code is incorrect, expired or was already used.'] } });
    expect(pendingAfter?.state).toBe('pending');
    expect(accepted.status).toBe(200);
    expect(status.body.result).toEqual({ enabled: true, enrolment_pending: false, recovery_codes_left: 10, required: false });
    expect(admin.body.result.mfa_enabled).toBe(true);
    expect(JSON.stringify([status.body, admin.body])).not.toContain(enrolment.secret);
  });

  test('while enrolled is refused (409) and changes nothing', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, headers } = await enrolled(clock);
    const before = await mfaItem(person.id);
    // Act
    const again = await api.request('POST', TOTP, { headers });
    // Assess
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('mfa_already_enabled');
    expect(await mfaItem(person.id)).toEqual(before);
  });

  test('verifying with nothing enrolled is refused (409)', async () => {
    // Prepare
    const headers = await api.clientUserHeaders();
    // Act
    const response = await api.request('POST', VERIFY, { headers, body: { code: '123456' } });
    // Assess
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('mfa_not_enrolled');
  });
});

describe('login in two steps', () => {
  test('a correct password answers mfa_required and an mfa_token, no token; the token and a current code answer the login token', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, secret } = await enrolled(clock);
    // Act
    const first = await passwordStep(person);
    const second = await secondStep(first.body.data.mfa_token, codeAt(secret, clock));
    const profile = await api.request('GET', '/api/client/v3/user/profile', { headers: { 'Api-Key': clientKey, Authorization: `Bearer ${second.body.data.token}` } });
    // Assess
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ mfa_required: true, mfa_token: expect.stringMatching(/^[\w-]{43}$/), expires_at: expect.any(String), enrolment_required: false });
    expect(Date.parse(first.body.data.expires_at)).toBe(Math.floor(clock.now() / 1000) * 1000 + 300_000);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ token: expect.any(String), expires_at: expect.any(String), refresh_token: expect.any(String) });
    expect(profile.body.result.id).toBe(person.id);
  });

  test('the codes of the step before and after are accepted too', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, secret } = await enrolled(clock);
    clock.advance(60_000);
    // Act
    const late = await secondStep((await passwordStep(person)).body.data.mfa_token, codeAt(secret, clock, -1));
    const early = await secondStep((await passwordStep(person)).body.data.mfa_token, codeAt(secret, clock, +1));
    // Assess
    expect([late.status, early.status]).toEqual([200, 200]);
  });

  test('a code is never accepted twice, nor one older than the last accepted', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, secret } = await enrolled(clock);
    const code = codeAt(secret, clock);
    await secondStep((await passwordStep(person)).body.data.mfa_token, code);
    const before = await mfaItem(person.id);
    // Act
    const reused = await secondStep((await passwordStep(person)).body.data.mfa_token, code);
    const older = await secondStep((await passwordStep(person)).body.data.mfa_token, codeAt(secret, clock, -1));
    // Assess
    for (const refused of [reused, older]) {
      expect(refused.status).toBe(401);
      expect(refused.body.error).toEqual({ code: 'invalid_mfa_code', message: 'The code is incorrect, expired or was already used.' });
    }
    expect(await mfaItem(person.id)).toEqual(before);
  });

  test('a code two steps old is refused as expired', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, secret } = await enrolled(clock);
    const code = codeAt(secret, clock);
    const { mfa_token: mfaToken } = (await passwordStep(person)).body.data;
    clock.advance(60_000);
    // Act
    const response = await secondStep(mfaToken, code);
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('invalid_mfa_code');
  });

  test('an mfa_token is single-use, valid five minutes, and refused when altered, each with a clear message', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, secret } = await enrolled(clock);
    const used = (await passwordStep(person)).body.data.mfa_token;
    await secondStep(used, codeAt(secret, clock));
    const late = (await passwordStep(person)).body.data.mfa_token;
    const fresh = (await passwordStep(person)).body.data.mfa_token;
    const altered = `${fresh.slice(0, -1)}${fresh.endsWith('A') ? 'B' : 'A'}`;
    // Act
    const twice = await secondStep(used, codeAt(secret, clock, 1));
    const alteredAnswer = await secondStep(altered, codeAt(secret, clock, 1));
    clock.advance(300_000);
    const lateAnswer = await secondStep(late, codeAt(secret, clock));
    // Assess
    expect(twice.status).toBe(401);
    expect(twice.body.error).toEqual({ code: 'invalid_mfa_token', message: 'The mfa_token was already used: log in with your password again.' });
    expect(alteredAnswer.body.error).toEqual({ code: 'invalid_mfa_token', message: 'The mfa_token is not valid: log in with your password again.' });
    expect(lateAnswer.status).toBe(401);
    expect(lateAnswer.body.error).toEqual({ code: 'invalid_mfa_token', message: 'The mfa_token has expired (it is valid for 5 minutes): log in with your password again.' });
  });

  test('a wrong password is refused as before, without an mfa_token', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person } = await enrolled(clock);
    // Act
    const response = await passwordStep(person, 'not the password');
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('invalid_credentials');
  });

  test('a password change between the steps ends the mfa_token', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, secret } = await enrolled(clock);
    const mfaToken = (await passwordStep(person)).body.data.mfa_token;
    await api.request('PUT', `${USERS}/${person.id}`, { headers: await api.adminHeaders('admin'), body: { password: 'a brand new password' } });
    // Act
    const response = await secondStep(mfaToken, codeAt(secret, clock));
    // Assess
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('invalid_mfa_token');
  });
});

describe('recovery codes', () => {
  test('each logs in once, its use is audited, and the count goes down', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, recoveryCodes, headers } = await enrolled(clock);
    const [code] = recoveryCodes;
    // Act
    const first = await secondStep((await passwordStep(person)).body.data.mfa_token, code!.toUpperCase());
    const again = await secondStep((await passwordStep(person)).body.data.mfa_token, code!);
    const status = await api.request('GET', TOTP, { headers });
    const actions = await auditActions(person.id, await api.adminHeaders('admin'));
    // Assess
    expect(first.status).toBe(200);
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('invalid_mfa_code');
    expect(status.body.result.recovery_codes_left).toBe(9);
    // Enrolment and its first code happen at the same (pinned) millisecond: their order is not the test's.
    expect(actions[0]).toBe('user.mfa_recovery_code_use');
    expect(actions.slice(1).sort()).toEqual(['user.create', 'user.mfa_enable', 'user.mfa_enrol']);
  });

  test('the same recovery code sent twice at once logs in once', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, recoveryCodes } = await enrolled(clock);
    const tokens = [(await passwordStep(person)).body.data.mfa_token, (await passwordStep(person)).body.data.mfa_token];
    // Act
    const answers = await Promise.all(tokens.map((mfaToken) => secondStep(mfaToken, recoveryCodes[0]!)));
    // Assess
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(((await mfaItem(person.id))!.recovery as Set<string>).size).toBe(9);
  });

  test('one mfa_token sent twice at once with two good codes logs in once', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, recoveryCodes } = await enrolled(clock);
    const mfaToken = (await passwordStep(person)).body.data.mfa_token;
    // Act
    const answers = await Promise.all([secondStep(mfaToken, recoveryCodes[0]!), secondStep(mfaToken, recoveryCodes[1]!)]);
    // Assess
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(((await mfaItem(person.id))!.recovery as Set<string>).size).toBe(9);
  });
});

describe('wrong codes count as failed logins', () => {
  test('after the free attempts of the pair the address must wait (429), another address is not slowed', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, secret } = await enrolled(clock);
    const mfaToken = (await passwordStep(person)).body.data.mfa_token;
    const wrong = codeAt(secret, clock) === '000000' ? '111111' : '000000';
    // Act: the password step took one of the pair's free attempts, and a correct password does not give it back
    const statuses: number[] = [];
    for (let i = 0; i < PAIR_POLICY.free; i++) statuses.push((await secondStep(mfaToken, wrong)).status);
    const right = await secondStep(mfaToken, codeAt(secret, clock));
    from = `127.0.0.${address++}`;
    const elsewhere = await secondStep(mfaToken, codeAt(secret, clock));
    // Assess
    expect(statuses).toEqual([...Array(PAIR_POLICY.free - 1).fill(401), 429]);
    expect(right.status).toBe(429);
    expect(right.body.error.code).toBe('too_many_attempts');
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(elsewhere.status).toBe(200);
  });

  test('logging in again with the password does not reset the count of wrong codes', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, secret } = await enrolled(clock);
    const wrong = codeAt(secret, clock) === '000000' ? '111111' : '000000';
    // Act: password, wrong code, again and again
    const statuses: number[] = [];
    for (let i = 0; i < PAIR_POLICY.free; i++) {
      const first = await passwordStep(person);
      statuses.push(first.status);
      if (first.status !== 200) break;
      statuses.push((await secondStep(first.body.data.mfa_token, wrong)).status);
    }
    // Assess: each round costs two attempts of the pair, and no correct password clears them
    expect(statuses.slice(0, PAIR_POLICY.free - 1)).toEqual([200, 401, 200, 401]);
    expect(statuses).toContain(429);
  });
});

describe('turning it off', () => {
  test('without a code or with a wrong one is refused (422) and changes nothing; with a current code it is off and the password alone logs in', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, secret, headers } = await enrolled(clock);
    const before = await mfaItem(person.id);
    const wrong = codeAt(secret, clock) === '000000' ? '111111' : '000000';
    // Act
    const noBody = await api.request('DELETE', TOTP, { headers, fromAddress: from });
    const noCode = await api.request('DELETE', TOTP, { headers, body: {}, fromAddress: from });
    const wrongCode = await api.request('DELETE', TOTP, { headers, body: { code: wrong }, fromAddress: from });
    const unchanged = await mfaItem(person.id);
    const off = await api.request('DELETE', TOTP, { headers, body: { code: codeAt(secret, clock) }, fromAddress: from });
    const login = await passwordStep(person);
    const actions = await auditActions(person.id, await api.adminHeaders('admin'));
    // Assess
    expect(noBody.status).toBe(422);
    expect(noCode.status).toBe(422);
    expect(noCode.body.error.errors.code).toBeDefined();
    expect(wrongCode.status).toBe(422);
    expect(unchanged).toEqual(before);
    expect(off.status).toBe(200);
    expect(await mfaItem(person.id)).toBeUndefined();
    expect(login.body.data).toEqual({ token: expect.any(String), expires_at: expect.any(String), refresh_token: expect.any(String) });
    expect(actions[0]).toBe('user.mfa_disable');
  });

  test('a recovery code turns it off too (a lost phone)', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, recoveryCodes, headers } = await enrolled(clock);
    // Act
    const off = await api.request('DELETE', TOTP, { headers, body: { code: recoveryCodes[3] }, fromAddress: from });
    // Assess
    expect(off.status).toBe(200);
    expect(await mfaItem(person.id)).toBeUndefined();
  });

  test('when it is not on is refused (409)', async () => {
    // Act
    const response = await api.request('DELETE', TOTP, { headers: await api.clientUserHeaders(), body: { code: '123456' } });
    // Assess
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('mfa_not_enabled');
  });
});

describe('the administrator reset', () => {
  test('an admin with user.users.update removes the factor, audited; the user logs in with the password again', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person } = await enrolled(clock);
    const admin = await api.createUser({ roles: ['admin'] });
    const adminHeaders = await api.adminHeaders(admin);
    // Act
    const reset = await api.request('DELETE', `${USERS}/${person.id}/mfa`, { headers: adminHeaders });
    const login = await passwordStep(person);
    const listed = await api.request('GET', AUDIT, { headers: adminHeaders, query: { actor: `user:${admin.id}`, action: 'user.mfa_reset' } });
    // Assess
    expect(reset.status).toBe(200);
    expect(reset.body.result).toMatchObject({ id: person.id, mfa_enabled: false });
    expect(await mfaItem(person.id)).toBeUndefined();
    expect(login.body.data.token).toEqual(expect.any(String));
    expect(listed.body.result).toHaveLength(1);
    expect(listed.body.result[0]).toMatchObject({ target: { type: 'user', id: person.id }, before: { mfa_enabled: true }, after: { mfa_enabled: false } });
  });

  test('nobody resets their own, a caller without user.users.update is refused, and nor may a lesser one reset a greater account', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person: admin, headers: adminSession } = await enrolled(clock, ['admin']);
    const { person: target } = await enrolled(clock, ['admin']);
    const machine = { 'Api-Key': await api.adminKey(['user.users.update']) };
    const editor = await api.adminHeaders('editor');
    // Act
    const own = await api.request('DELETE', `${USERS}/${admin.id}/mfa`, { headers: { Authorization: adminSession.Authorization! } });
    const byMachine = await api.request('DELETE', `${USERS}/${target.id}/mfa`, { headers: machine });
    const byEditor = await api.request('DELETE', `${USERS}/${target.id}/mfa`, { headers: editor });
    // Assess
    expect(own.status).toBe(403);
    expect(own.body.error.message).toMatch(/^Nobody may reset their own second factor/);
    expect(byMachine.status).toBe(403);
    expect(byMachine.body.error.details.required_permission).toBe('cms.posts.list');
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.error.details.required_permission).toBe('user.users.update');
    expect(await mfaItem(admin.id)).toBeDefined();
    expect(await mfaItem(target.id)).toBeDefined();
  });

  test('a user without a second factor cannot be reset (409)', async () => {
    // Prepare
    const person = await api.createUser();
    // Act
    const response = await api.request('DELETE', `${USERS}/${person.id}/mfa`, { headers: await api.adminHeaders('admin') });
    // Assess
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('mfa_not_enrolled');
  });
});

describe('REQUIRE_MFA_FOR', () => {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.REQUIRE_MFA_FOR;
    process.env.REQUIRE_MFA_FOR = 'editor';
  });
  afterEach(() => {
    if (before === undefined) delete process.env.REQUIRE_MFA_FOR;
    else process.env.REQUIRE_MFA_FOR = before;
  });

  test('a password-only login of a required role enrols with its mfa_token, and its first code turns the factor on and logs in', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const editor = await api.createUser({ roles: ['editor'] });
    // Act
    const first = await passwordStep(editor);
    const mfaToken = first.body.data.mfa_token;
    const early = await secondStep(mfaToken, '123456');
    const enrolment = await api.request('POST', ENROL_AT_LOGIN, { headers: { 'Api-Key': clientKey }, body: { mfa_token: mfaToken } });
    const secret = secretOf(enrolment.body.data.secret);
    const second = await secondStep(mfaToken, codeAt(secret, clock));
    const headers = { 'Api-Key': clientKey, Authorization: `Bearer ${second.body.data.token}` };
    const status = await api.request('GET', TOTP, { headers });
    clock.advance(30_000);
    const off = await api.request('DELETE', TOTP, { headers, body: { code: codeAt(secret, clock) }, fromAddress: from });
    const next = await passwordStep(editor);
    // Assess
    expect(first.body.data).toEqual({ mfa_required: true, mfa_token: expect.any(String), expires_at: expect.any(String), enrolment_required: true });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('mfa_enrolment_missing');
    expect(enrolment.status).toBe(201);
    expect(enrolment.body.data.recovery_codes).toHaveLength(10);
    expect(second.status).toBe(200);
    expect(second.body.data.token).toEqual(expect.any(String));
    expect(status.body.result).toEqual({ enabled: true, enrolment_pending: false, recovery_codes_left: 10, required: true });
    expect(off.status).toBe(409);
    expect(off.body.error.code).toBe('mfa_required_for_role');
    expect(next.body.data).toMatchObject({ mfa_required: true, enrolment_required: false });
  });

  test('roles it does not name log in with the password alone; an mfa_token of an enrolled user cannot enrol again', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const author = await api.createUser({ roles: ['author'] });
    const { person } = await enrolled(clock);
    const mfaToken = (await passwordStep(person)).body.data.mfa_token;
    // Act
    const login = await passwordStep(author);
    const enrolment = await api.request('POST', ENROL_AT_LOGIN, { headers: { 'Api-Key': clientKey }, body: { mfa_token: mfaToken } });
    // Assess
    expect(login.body.data).toEqual({ token: expect.any(String), expires_at: expect.any(String), refresh_token: expect.any(String) });
    expect(enrolment.status).toBe(409);
    expect(enrolment.body.error.code).toBe('mfa_already_enabled');
  });
});

describe('the audit log', () => {
  test('records enrolment, turning on, turning off, each naming the user as actor and never a secret or code', async () => {
    // Prepare
    const clock = pinClock(nextMinute() + 1_000);
    const { person, secret, headers, recoveryCodes } = await enrolled(clock);
    await api.request('DELETE', TOTP, { headers, body: { code: codeAt(secret, clock) }, fromAddress: from });
    const adminHeaders = await api.adminHeaders('admin');
    // Act
    const listed = await api.request('GET', AUDIT, { headers: adminHeaders, query: { actor: `user:${person.id}`, per_page: 100 } });
    // Assess
    const actions = (listed.body.result as any[]).map((entry) => entry.action);
    expect(actions[0]).toBe('user.mfa_disable');
    expect(actions.slice(1).sort()).toEqual(['user.mfa_enable', 'user.mfa_enrol']);
    for (const entry of listed.body.result as any[]) expect(entry.target).toEqual({ type: 'user', id: person.id });
    const text = JSON.stringify(listed.body);
    expect(text).not.toMatch(/sealed|v1\./);
    for (const code of recoveryCodes) expect(text).not.toContain(code);
  });
});
