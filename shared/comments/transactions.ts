/**
 * Transactions that read, decide and write under conditions: when another writer got there first (a
 * condition on the state that was read no longer holds, or DynamoDB cancelled the transaction for a
 * conflicting one), the attempt reads again and decides again, a bounded number of times.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { db } from '../db/client';
import { ServiceUnavailable } from '../errors';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type CommitOutcome = { committed: true } | { committed: false; conditionFailed: number[] };

const RACE_CODES = new Set(['ConditionalCheckFailed', 'TransactionConflict']);

/** Commits, or reports the items whose condition failed when the transaction lost a race. */
export async function commitUnlessRaced(items: TransactItem[]): Promise<CommitOutcome> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    return { committed: true };
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = error.CancellationReasons ?? [];
      const codes = reasons.map((reason) => reason?.Code ?? 'None');
      if (codes.some((code) => RACE_CODES.has(code)) && codes.every((code) => code === 'None' || RACE_CODES.has(code))) {
        return { committed: false, conditionFailed: codes.flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [index] : [])) };
      }
    }
    if (error instanceof Error && error.name === 'TransactionConflictException') return { committed: false, conditionFailed: [] };
    throw error;
  }
}

export const AGAIN: unique symbol = Symbol('again');

/** Handlers time out after 10 s: give up early enough to answer 503 rather than be cut off. */
export const SETTLE_BUDGET_MS = 5000;

/**
 * Runs `attempt` until it settles (returns anything but AGAIN), backing off with jitter between tries,
 * for at most SETTLE_BUDGET_MS of wall time (measured with the process timer, not the service clock
 * that tests may stop).
 */
export async function untilSettled<T>(attempt: () => Promise<T | typeof AGAIN>, budgetMs = SETTLE_BUDGET_MS): Promise<T> {
  const deadline = performance.now() + budgetMs;
  for (let round = 0; round === 0 || performance.now() < deadline; round++) {
    if (round > 0) {
      const ceiling = Math.min(250, 10 * 2 ** Math.min(round, 5));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
    const outcome = await attempt();
    if (outcome !== AGAIN) return outcome;
  }
  throw new ServiceUnavailable(1, 'Too many concurrent changes to this resource. Retry shortly.');
}
