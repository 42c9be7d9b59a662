/**
 * The bench's own patience with DynamoDB Local on a loaded machine: a call that failed for a reason
 * that passes (a socket hang-up, a refused connection, a timeout, throttling: `isDependencyDown`, or
 * the service's 503 for the same) is tried again, with backoff, up to a minute and a half. The
 * service's deadlines stay as deployed; only the bench's seeding and set-up wait longer. A full run
 * once ended after 13 minutes of seeding on one socket hang-up.
 */
import { isDependencyDown } from '#platform/db/dependency-faults';
import { ServiceUnavailable } from '#platform/errors';

export const RETRY_ATTEMPTS = 10;

export function isTransient(error: unknown): boolean {
  if (error instanceof ServiceUnavailable || isDependencyDown(error)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /socket hang up|ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT/.test(message);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `work()`, tried again while it fails transiently (at most RETRY_ATTEMPTS tries, 0.2 s to 15 s
 * apart). Only for work that may run twice: idempotent writes, or steps that check what the first
 * try did (`what` names it in the log line of each retry).
 */
export async function retryTransient<T>(what: string, work: () => Promise<T>, log?: (line: string) => void): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= RETRY_ATTEMPTS || !isTransient(error)) throw error;
      const wait = Math.min(15_000, 200 * 2 ** (attempt - 1));
      log?.(`${what}: ${error instanceof Error ? error.message : String(error)}; try ${attempt + 1} of ${RETRY_ATTEMPTS} in ${(wait / 1000).toFixed(1)} s`);
      await pause(wait);
    }
  }
}
