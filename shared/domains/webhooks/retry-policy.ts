/**
 * When a delivery is tried again, and when it stops. The delays after each failed attempt add up to
 * just under 24 hours (23 h 42 min 35 s); the attempt after the last delay that fails parks the
 * message in the dead-letter queue. The same table drives SQS (the delivery function sets the
 * message's visibility to the delay) and the local queue emulation (a timer).
 */
export const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1800, 3600, 7200, 14_400, 28_800, 28_800] as const;

/** Attempts in all: the first one and one per delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** Seconds a receiver has to answer before the attempt counts as a timeout. */
export const ATTEMPT_TIMEOUT_SECONDS = 10;

/** The delay before attempt `attempt + 1` after attempt `attempt` (1-based) failed; undefined when none is left. */
export function retryDelaySeconds(attempt: number): number | undefined {
  return RETRY_DELAYS_SECONDS[attempt - 1];
}

/** 5xx, 408 and 429 are worth another try; any other 4xx (and 3xx: redirects are not followed) is final. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}
