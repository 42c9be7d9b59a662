/**
 * Many tags at once (a bulk import's tags): each with the items `createTag` writes (`newTagItems`: the
 * tag, its slug item, the collection's count), with one sequence update for every id, committed together, as many
 * as fit one transaction, the count moved by one summed `ADD` (combined-transaction.ts).
 *
 * A transaction cancelled by a condition (a slug taken in between) or refused is not untangled here:
 * its tags answer `TogetherNotWritten`, nothing of them written, and the caller creates them one at a
 * time (`createTag`), which tells which slug was taken. A transaction whose outcome is unknown (the
 * table unreachable, a timeout) is not sent again: its tags fail with the error.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#platform/db/client';
import { nextIds } from '#platform/db/sequences';
import { cancellationCodes, type TransactItem } from '#platform/db/transactions';
import { packedInOrder } from '#platform/db/combined-transaction';
import { isoNow } from '#platform/time';
import { newTagItems } from './tags-repository';
import type { Tag } from './tag';

export interface TogetherTag {
  name: string;
  slug: string;
  /** Items committed in the tag's transaction (an import's record of it), built from the tag as written. */
  alongside?: (tag: Tag) => TransactItem[];
}

/** The tag was not written because its transaction was cancelled: create it alone to learn why. */
export class TogetherNotWritten extends Error {
  constructor() {
    super('written with other tags in a transaction that was cancelled');
  }
}

export type TogetherTagOutcome = { tag: Tag; error?: undefined } | { error: unknown; tag?: undefined };

/** The outcome of each tag, in the order given; never throws for one tag's problem. */
export async function createTagsTogether(list: readonly TogetherTag[]): Promise<TogetherTagOutcome[]> {
  const outcomes: TogetherTagOutcome[] = new Array(list.length);
  if (list.length === 0) return outcomes;
  const firstId = await nextIds('tag', list.length);
  const now = isoNow();
  const writes = list.map((each, at) => {
    const tag: Tag = { id: firstId + at, name: each.name, slug: each.slug, createdAt: now, updatedAt: now };
    const items: TransactItem[] = [...newTagItems(tag).map((entry) => entry.item), ...(each.alongside?.(tag) ?? [])];
    return { at, tag, items };
  });
  for (const { together, taken } of packedInOrder(writes, (write) => write.items)) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: together.items }));
      for (const entry of taken) outcomes[entry.at] = { tag: entry.tag };
    } catch (error) {
      const cancelled = cancellationCodes(error) !== undefined;
      for (const entry of taken) outcomes[entry.at] = { error: cancelled ? new TogetherNotWritten() : error };
    }
  }
  return outcomes;
}
