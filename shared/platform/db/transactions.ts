/**
 * `TransactWriteItems` and the reading of its cancellations: which items' conditions failed, by
 * index or by label; and transactions that read, decide and write under conditions, where losing a
 * race to another writer (a condition on the state read no longer holds, or DynamoDB cancelled the
 * transaction for a conflicting one) means reading again and deciding again, within a time budget.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { db } from './client';
import { ServiceUnavailable } from '#platform/errors';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The code of each item of a cancelled transaction (`None` where the item was fine); undefined for any other error. */
export function cancellationCodes(error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason?.Code ?? 'None');
}

/** Indexes of the items whose condition failed in a cancelled transaction; empty for any other error. */
export function failedConditions(error: unknown): number[] {
  return (cancellationCodes(error) ?? []).flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [index] : []));
}

export interface LabelledItem {
  label: string;
  item: TransactItem;
}

/** Conditions of a transaction that were not met; `labels` names them. */
export class ConditionsFailed extends Error {
  constructor(readonly labels: ReadonlySet<string>) {
    super(`transaction conditions failed: ${[...labels].join(', ')}`);
  }
}

/**
 * One transaction whose items carry labels, so that a cancelled one says which conditions failed
 * (`slug`, `parent`, `self`...: `ConditionsFailed`) instead of an index the caller must count.
 */
export async function transact(items: readonly LabelledItem[]): Promise<void> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items.map((entry) => entry.item) }));
  } catch (error) {
    const failed = new Set(failedConditions(error).map((index) => items[index]?.label ?? `#${index}`));
    if (failed.size > 0) throw new ConditionsFailed(failed);
    throw error;
  }
}

export type CommitOutcome = { committed: true } | { committed: false; conditionFailed: number[] };

const RACE_CODES = new Set(['ConditionalCheckFailed', 'TransactionConflict']);

/** Commits, or reports the items whose condition failed when the transaction lost a race. */
export async function commitUnlessRaced(items: TransactItem[]): Promise<CommitOutcome> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    return { committed: true };
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes && codes.some((code) => RACE_CODES.has(code)) && codes.every((code) => code === 'None' || RACE_CODES.has(code))) {
      return { committed: false, conditionFailed: failedConditions(error) };
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
