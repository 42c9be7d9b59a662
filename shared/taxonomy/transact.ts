/**
 * One `TransactWriteItems` whose items carry labels, so that a cancelled transaction says which
 * conditions failed (`slug`, `parent`, `self`...) instead of an index the caller must count.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { db } from '../db/client';

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

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

export async function transact(items: readonly LabelledItem[]): Promise<void> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items.map((entry) => entry.item) }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = new Set<string>();
      error.CancellationReasons?.forEach((reason, index) => {
        if (reason?.Code === 'ConditionalCheckFailed') failed.add(items[index]?.label ?? `#${index}`);
      });
      if (failed.size > 0) throw new ConditionsFailed(failed);
    }
    throw error;
  }
}
