/** The backoff schedule: growing delays that add up to just under 24 hours; which answers are retried. */
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, isRetryableStatus, retryDelaySeconds } from '#domains/webhooks/retry-policy';

describe('webhook retry policy', () => {
  test('delays never shrink and add up to between 20 and 24 hours', () => {
    const total = RETRY_DELAYS_SECONDS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(20 * 3600);
    expect(total).toBeLessThanOrEqual(24 * 3600);
    RETRY_DELAYS_SECONDS.forEach((delay, index) => expect(delay).toBeGreaterThanOrEqual(RETRY_DELAYS_SECONDS[index - 1] ?? 0));
    // SQS's ChangeMessageVisibility accepts at most 12 hours.
    expect(Math.max(...RETRY_DELAYS_SECONDS)).toBeLessThanOrEqual(12 * 3600);
  });

  test('attempt n waits the nth delay; after the last attempt none is left', () => {
    expect(retryDelaySeconds(1)).toBe(5);
    expect(retryDelaySeconds(2)).toBe(30);
    expect(retryDelaySeconds(MAX_ATTEMPTS - 1)).toBe(RETRY_DELAYS_SECONDS.at(-1));
    expect(retryDelaySeconds(MAX_ATTEMPTS)).toBeUndefined();
  });

  test('5xx, 408 and 429 are retried; other 4xx and 3xx are final', () => {
    for (const status of [500, 502, 503, 504, 408, 429]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 410, 422, 301, 302]) expect(isRetryableStatus(status)).toBe(false);
  });
});
