/**
 * Client limits through the gateway: the exact per-key counters (60 a minute, 1000 a day) answer
 * with X-RateLimit-* headers; the usage plan at the edge (token bucket, daily quota) backs them up.
 * Time is pinned with the service clock; nothing sleeps.
 */
import { startLocalGateway, type LocalGateway } from '#infra/local/gateway';
import { USAGE_PLAN } from '#platform/routes/index';
import { nextMinute, pinClock, useLocalApi, type ApiResponse } from '#test/support/http';

const api = useLocalApi();

const LOGIN = '/api/client/v3/auth/login';

/** An empty login body: admitted requests answer 422 after counting; refused ones 429. */
function call(key: string, baseUrl?: string): Promise<ApiResponse> {
  if (!baseUrl) return api.request('POST', LOGIN, { headers: { 'Api-Key': key }, body: {} });
  return fetch(`${baseUrl}${LOGIN}`, { method: 'POST', headers: { 'Api-Key': key, 'Content-Type': 'application/json' }, body: '{}' }).then(async (response) => {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: response.status, headers, body: await response.json() };
  });
}

function withEnv(name: string, value: string): () => void {
  const previous = process.env[name];
  process.env[name] = value;
  return () => {
    if (previous === undefined) delete process.env[name];
    else process.env[name] = previous;
  };
}

test('the 61st request in one minute gets 429 too_many_requests with Retry-After; earlier ones count down X-RateLimit-Remaining', async () => {
  // Prepare
  const key = await api.clientKey();
  const minuteStart = nextMinute();
  const clock = pinClock(minuteStart + 1_000);
  // Act: under one second apart, so the edge token bucket (1/s, burst 60) never runs dry first
  const responses: ApiResponse[] = [];
  for (let i = 0; i < 61; i++) {
    responses.push(await call(key));
    clock.advance(900);
  }
  // Assess
  const admitted = responses.slice(0, 60);
  expect(admitted.map((response) => response.status)).toEqual(Array(60).fill(422));
  expect(admitted.map((response) => response.headers['x-ratelimit-limit'])).toEqual(Array(60).fill('60'));
  expect(admitted.map((response) => Number(response.headers['x-ratelimit-remaining']))).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
  expect(new Set(admitted.map((response) => response.headers['x-ratelimit-reset']))).toEqual(new Set([String(minuteStart / 1000 + 60)]));
  const refused = responses[60]!;
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ status: false, error: { code: 'too_many_requests' } });
  expect(refused.headers['x-ratelimit-limit']).toBe('60');
  expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  expect(refused.headers['x-ratelimit-reset']).toBe(String(minuteStart / 1000 + 60));
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
});

test('the next minute admits the key again', async () => {
  // Prepare
  const key = await api.clientKey();
  const minuteStart = nextMinute();
  const clock = pinClock(minuteStart);
  for (let i = 0; i < 60; i++) {
    await call(key);
    clock.advance(500);
  }
  const refused = await call(key);
  // Act
  clock.set(minuteStart + 60_000);
  const nextMinuteResponse = await call(key);
  // Assess
  expect(refused.status).toBe(429);
  expect(nextMinuteResponse.status).toBe(422);
  expect(nextMinuteResponse.headers['x-ratelimit-remaining']).toBe('59');
});

test('the day limit is enforced too, and its window is the one reported when it is closer to running out', async () => {
  // Prepare
  const restoreEnv = withEnv('RATE_LIMIT_PER_DAY', '5');
  try {
    const key = await api.clientKey();
    const dayStart = Math.floor(Date.now() / 86_400_000 + 1) * 86_400_000;
    const clock = pinClock(dayStart + 3_600_000);
    // Act: one request a minute, so the minute window never binds
    const responses: ApiResponse[] = [];
    for (let i = 0; i < 6; i++) {
      responses.push(await call(key));
      clock.advance(60_000);
    }
    clock.set(dayStart + 86_400_000 + 1_000);
    const nextDay = await call(key);
    // Assess
    expect(responses.slice(0, 5).map((response) => response.status)).toEqual([422, 422, 422, 422, 422]);
    expect(responses.slice(0, 5).map((response) => response.headers['x-ratelimit-remaining'])).toEqual(['4', '3', '2', '1', '0']);
    expect(responses[0]!.headers['x-ratelimit-limit']).toBe('5');
    const refused = responses[5]!;
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(refused.headers['x-ratelimit-limit']).toBe('5');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.headers['x-ratelimit-reset']).toBe(String((dayStart + 86_400_000) / 1000));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(nextDay.status).toBe(422);
  } finally {
    restoreEnv();
  }
});

describe('100 parallel requests with one key in one minute', () => {
  let bare: LocalGateway | undefined;
  afterAll(async () => {
    await bare?.close();
  });

  test('exactly 60 succeed through the exact counters alone (usage plan off)', async () => {
    // Prepare
    bare = await startLocalGateway({ quiet: true, usagePlan: false });
    const key = await api.clientKey();
    pinClock(nextMinute() + 30_000);
    // Act
    const responses = await Promise.all(Array.from({ length: 100 }, () => call(key, bare!.url)));
    // Assess
    const admitted = responses.filter((response) => response.status === 422);
    const refused = responses.filter((response) => response.status === 429);
    expect(admitted).toHaveLength(60);
    expect(refused).toHaveLength(40);
    // Every admitted request got its own slot: remaining counts 59..0, each once.
    expect(admitted.map((response) => Number(response.headers['x-ratelimit-remaining'])).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(refused.every((response) => response.headers['x-ratelimit-remaining'] === '0' && response.headers['retry-after'])).toBe(true);
  });

  test('exactly 60 succeed through the full gateway (counters and usage plan)', async () => {
    // Prepare
    const key = await api.clientKey();
    pinClock(nextMinute() + 30_000);
    // Act
    const responses = await Promise.all(Array.from({ length: 100 }, () => call(key)));
    // Assess
    expect(responses.filter((response) => response.status === 422)).toHaveLength(60);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(40);
    expect(refused.every((response) => response.body.error.code === 'too_many_requests')).toBe(true);
    // The exact counters answered every refusal, not the edge: their headers are on each one.
    expect(refused.every((response) => response.headers['x-ratelimit-remaining'] === '0' && response.headers['x-ratelimit-limit'] === '60')).toBe(true);
  });
});

test('a burst of 61 with no time passing is refused by the exact counters, with Remaining 0 and the real reset', async () => {
  // Prepare
  const key = await api.clientKey();
  const minuteStart = nextMinute();
  pinClock(minuteStart + 10_000);
  // Act
  const responses: ApiResponse[] = [];
  for (let i = 0; i < 61; i++) responses.push(await call(key));
  // Assess
  expect(responses.slice(0, 60).every((response) => response.status === 422)).toBe(true);
  const refused = responses[60]!;
  expect(refused.status).toBe(429);
  expect(refused.headers['x-ratelimit-limit']).toBe('60');
  expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  expect(refused.headers['x-ratelimit-reset']).toBe(String(minuteStart / 1000 + 60));
  expect(refused.headers['retry-after']).toBe('50');
});

describe('usage plan backstop at the edge', () => {
  test('a burst beyond the token bucket with no time passing is throttled by the gateway with Retry-After 1', async () => {
    // Prepare: counters generous, so only the token bucket can refuse
    const restoreEnv = withEnv('RATE_LIMIT_PER_MINUTE', '1000');
    try {
      const key = await api.clientKey();
      const clock = pinClock(nextMinute());
      const burst: ApiResponse[] = [];
      for (let i = 0; i < USAGE_PLAN.throttle.burstLimit; i++) burst.push(await call(key));
      // Act
      const throttled = await call(key);
      clock.advance(1_000);
      const refilled = await call(key);
      // Assess
      expect(burst.every((response) => response.status === 422)).toBe(true);
      expect(throttled.status).toBe(429);
      expect(throttled.body).toEqual({ status: false, error: { code: 'too_many_requests', message: expect.any(String), details: {} } });
      expect(throttled.headers['retry-after']).toBe('1');
      expect(throttled.headers['x-ratelimit-limit']).toBeUndefined(); // answered by the gateway, not the handler
      expect(refilled.status).toBe(422);
    } finally {
      restoreEnv();
    }
  });

  test('the daily quota of the usage plan refuses with 429 and Retry-After once spent', async () => {
    // Prepare
    const restoreEnv = withEnv('RATE_LIMIT_PER_DAY', '100000');
    const gateway = await startLocalGateway({ quiet: true, usagePlan: { throttle: { rateLimit: 1000, burstLimit: 1000 }, quota: { limit: 3, period: 'DAY' } } });
    try {
      const key = await api.clientKey();
      pinClock(nextMinute());
      // Act
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await call(key, gateway.url)).status);
      const exhausted = await call(key, gateway.url);
      // Assess
      expect(statuses).toEqual([422, 422, 422]);
      expect(exhausted.status).toBe(429);
      expect(exhausted.body.error.code).toBe('too_many_requests');
      expect(Number(exhausted.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await gateway.close();
      restoreEnv();
    }
  });
});
