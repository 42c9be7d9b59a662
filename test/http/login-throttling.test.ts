/**
 * Login throttling through the local API Gateway: attempts are counted per (email, client address) and
 * per address, reserved before the password is checked, and never keep the rightful user out from
 * another address.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { ADDRESS_POLICY, PAIR_POLICY } from '#domains/accounts/login-failures';
import { nextMinute, pinClock, useLocalApi } from '#test/support/http';

const api = useLocalApi();

const LOGIN = '/api/client/v3/auth/login';

async function attemptsOf(key: { pk: string; sk: string }): Promise<number> {
  const output = await db.send(new GetCommand({ TableName: api.table.name, Key: key, ConsistentRead: true }));
  return Number(output.Item?.attempts ?? 0);
}

describe('login throttling', () => {
  test('twenty people logging in at once from one address (an office behind one NAT) are all let in', async () => {
    // Prepare
    const users = await Promise.all(Array.from({ length: 20 }, () => api.createUser()));
    const headers = { 'Api-Key': await api.clientKey() };
    // Act: every reservation contends for the same per-address counter
    const responses = await Promise.all(
      users.map((user) => api.request('POST', LOGIN, { headers, body: { email: user.email, password: user.password }, fromAddress: '127.0.0.28' })),
    );
    // Assess
    expect(responses.map((response) => response.status)).toEqual(users.map(() => 200));
    expect(await attemptsOf(keys.loginAddressAttempts('127.0.0.28'))).toBe(0);
  });

  test('a burst of 30 parallel wrong guesses checks exactly as many passwords as the policy allows', async () => {
    // Prepare
    const user = await api.createUser();
    const headers = { 'Api-Key': await api.clientKey() };
    pinClock(nextMinute() + 1_000);
    // Act
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => api.request('POST', LOGIN, { headers, body: { email: user.email, password: 'a guess' }, fromAddress: '127.0.0.21' })),
    );
    // Assess
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PAIR_POLICY.free);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - PAIR_POLICY.free);
    expect(await attemptsOf(keys.loginAttempts(user.email, '127.0.0.21'))).toBe(PAIR_POLICY.free);
    for (const response of responses.filter((each) => each.status === 429)) {
      expect(response.body.error.code).toBe('too_many_attempts');
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  test('failures from one address never refuse the rightful user from another address', async () => {
    // Prepare
    const user = await api.createUser();
    const headers = { 'Api-Key': await api.clientKey() };
    pinClock(nextMinute() + 1_000);
    for (let i = 0; i < 20; i++) {
      await api.request('POST', LOGIN, { headers, body: { email: user.email, password: 'wrong' }, fromAddress: '127.0.0.22' });
    }
    // Act
    const attacker = await api.request('POST', LOGIN, { headers, body: { email: user.email, password: user.password }, fromAddress: '127.0.0.22' });
    const owner = await api.request('POST', LOGIN, { headers, body: { email: user.email, password: user.password }, fromAddress: '127.0.0.23' });
    // Assess
    expect(attacker.status).toBe(429);
    expect(attacker.body.error.code).toBe('too_many_attempts');
    expect(owner.status).toBe(200);
    expect(owner.body.data.token).toEqual(expect.any(String));
  });

  test('a successful login clears the counter of its email and address', async () => {
    // Prepare
    const user = await api.createUser();
    const headers = { 'Api-Key': await api.clientKey() };
    const attempt = (password: string) => api.request('POST', LOGIN, { headers, body: { email: user.email, password }, fromAddress: '127.0.0.24' });
    pinClock(nextMinute() + 1_000);
    for (let i = 0; i < PAIR_POLICY.free - 1; i++) await attempt('wrong');
    // Act
    const success = await attempt(user.password);
    const failuresAfter = [];
    for (let i = 0; i < PAIR_POLICY.free; i++) failuresAfter.push((await attempt('wrong')).status);
    // Assess
    expect(success.status).toBe(200);
    expect(failuresAfter).toEqual(Array(PAIR_POLICY.free).fill(401));
  });

  test('spraying many emails from one address is slowed down for that address only', async () => {
    // Prepare
    const headers = { 'Api-Key': await api.clientKey() };
    const user = await api.createUser();
    pinClock(nextMinute() + 1_000);
    // Act
    const statuses = [];
    for (let i = 0; i < ADDRESS_POLICY.free + 1; i++) {
      const response = await api.request('POST', LOGIN, { headers, body: { email: `sprayed-${i}@example.com`, password: 'guess' }, fromAddress: '127.0.0.25' });
      statuses.push(response.status);
    }
    const elsewhere = await api.request('POST', LOGIN, { headers, body: { email: user.email, password: user.password }, fromAddress: '127.0.0.26' });
    // Assess
    expect(statuses.slice(0, ADDRESS_POLICY.free)).toEqual(Array(ADDRESS_POLICY.free).fill(401));
    expect(statuses[ADDRESS_POLICY.free]).toBe(429);
    expect(elsewhere.status).toBe(200);
  });

  test('after the wait the address may try again', async () => {
    // Prepare
    const user = await api.createUser();
    const headers = { 'Api-Key': await api.clientKey() };
    const clock = pinClock(nextMinute() + 1_000);
    const attempt = (password: string) => api.request('POST', LOGIN, { headers, body: { email: user.email, password }, fromAddress: '127.0.0.27' });
    for (let i = 0; i < PAIR_POLICY.free; i++) await attempt('wrong');
    const refused = await attempt(user.password);
    // Act
    clock.advance(Number(refused.headers['retry-after']) * 1000);
    const afterWaiting = await attempt(user.password);
    // Assess
    expect(refused.status).toBe(429);
    expect(afterWaiting.status).toBe(200);
  });
});

describe('password rehash', () => {
  test('a successful login stores an older, cheaper hash again at the current cost', async () => {
    // Prepare
    const before = process.env.SCRYPT_LOG2_N;
    process.env.SCRYPT_LOG2_N = '10';
    const user = await api.createUser();
    process.env.SCRYPT_LOG2_N = before;
    const headers = { 'Api-Key': await api.clientKey() };
    // Act
    const first = await api.request('POST', LOGIN, { headers, body: { email: user.email, password: user.password } });
    const stored = await db.send(new GetCommand({ TableName: api.table.name, Key: keys.user(user.id), ConsistentRead: true }));
    const second = await api.request('POST', LOGIN, { headers, body: { email: user.email, password: user.password } });
    // Assess
    expect(user.user.passwordHash).toMatch(/^scrypt\$1024\$/);
    expect(first.status).toBe(200);
    expect(String(stored.Item?.password_hash)).toMatch(new RegExp(`^scrypt\\$${2 ** Number(before)}\\$8\\$1\\$`));
    expect(second.status).toBe(200);
  });
});
