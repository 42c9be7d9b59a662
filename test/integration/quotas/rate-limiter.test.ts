import { consumeQuota } from '#platform/quotas/rate-limiter';
import { setClock } from '#platform/clock';
import { RateLimited } from '#platform/errors';
import { useTestTable } from '#test/support/table';

useTestTable();

const MINUTE_START = Date.UTC(2026, 0, 15, 10, 30, 0);
let restoreClock: () => void = () => undefined;
let now = MINUTE_START;

beforeEach(() => {
  now = MINUTE_START;
  restoreClock = setClock(() => now);
});
afterEach(() => restoreClock());

async function outcome(keyId: number): Promise<'ok' | RateLimited> {
  try {
    await consumeQuota(keyId);
    return 'ok';
  } catch (error) {
    if (error instanceof RateLimited) return error;
    throw error;
  }
}

describe('per-key quotas', () => {
  test('admits 60 requests in a minute and refuses the 61st with the minute window', async () => {
    // Prepare
    const keyId = 1;
    const remaining: number[] = [];
    // Act
    for (let i = 0; i < 60; i++) {
      now = MINUTE_START + i * 900;
      remaining.push((await consumeQuota(keyId)).minute.remaining);
    }
    now = MINUTE_START + 59_000;
    const refused = await outcome(keyId);
    // Assess
    expect(remaining[0]).toBe(59);
    expect(remaining[59]).toBe(0);
    expect(refused).toBeInstanceOf(RateLimited);
    const error = refused as RateLimited;
    expect(error.window).toEqual({ limit: 60, remaining: 0, reset: MINUTE_START / 1000 + 60 });
    expect(error.retryAfterSeconds).toBe(1);
  });

  test('a new minute starts a fresh minute window but keeps counting the day', async () => {
    // Prepare
    const keyId = 2;
    for (let i = 0; i < 60; i++) await consumeQuota(keyId);
    // Act
    now = MINUTE_START + 60_000;
    const next = await consumeQuota(keyId);
    // Assess
    expect(next.minute.remaining).toBe(59);
    expect(next.day.remaining).toBe(1000 - 61);
  });

  test('refused requests do not consume the daily quota', async () => {
    // Prepare
    const keyId = 3;
    for (let i = 0; i < 60; i++) await consumeQuota(keyId);
    // Act
    for (let i = 0; i < 5; i++) await outcome(keyId);
    now = MINUTE_START + 60_000;
    const next = await consumeQuota(keyId);
    // Assess
    expect(next.day.remaining).toBe(1000 - 61);
  });

  test('the daily limit refuses with the day window once spent', async () => {
    // Prepare
    const keyId = 4;
    process.env.RATE_LIMIT_PER_DAY = '5';
    try {
      for (let i = 0; i < 5; i++) {
        now = MINUTE_START + i * 60_000;
        await consumeQuota(keyId);
      }
      // Act
      now = MINUTE_START + 10 * 60_000;
      const refused = await outcome(keyId);
      // Assess
      expect(refused).toBeInstanceOf(RateLimited);
      const dayEnd = (Math.floor(MINUTE_START / 86_400_000) + 1) * 86_400;
      expect((refused as RateLimited).window).toEqual({ limit: 5, remaining: 0, reset: dayEnd });
      expect((refused as RateLimited).retryAfterSeconds).toBe(dayEnd - (MINUTE_START / 1000 + 600));
    } finally {
      delete process.env.RATE_LIMIT_PER_DAY;
    }
  });

  test('100 concurrent requests of one key in one minute: exactly 60 are admitted', async () => {
    // Prepare
    const keyId = 5;
    // Act
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => outcome(keyId)));
    // Assess
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(60);
    expect(outcomes.filter((o) => o instanceof RateLimited)).toHaveLength(40);
  });

  test('keys are counted apart', async () => {
    // Prepare
    for (let i = 0; i < 60; i++) await consumeQuota(6);
    // Act
    const other = await consumeQuota(7);
    // Assess
    expect(other.minute.remaining).toBe(59);
  });
});
