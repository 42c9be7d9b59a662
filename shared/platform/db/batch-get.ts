/**
 * BatchGetItem over any number of keys. DynamoDB takes at most 100 keys a call and may answer part
 * of them (throttling, its 16 MB response cap), returning the rest as `UnprocessedKeys`: those are
 * asked again with backoff, a bounded number of times. Keys still unprocessed then are an error,
 * never a silent partial answer (a missing item would read as "does not exist").
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { Key } from './keys';
import type { Item } from './attributes';

// BatchGetItem accepts at most 100 keys per call.
const BATCH_SIZE = 100;

export interface BatchGetOptions {
  /** Strongly consistent reads. */
  consistent?: boolean;
  /** What is read, for the error (`tags`, `media`...). */
  what?: string;
  /** Only these attributes (a ProjectionExpression and its names). */
  projection?: { expression: string; names: Record<string, string> };
}

/** Calls per chunk of 100 keys before giving up, the first included (about 2.5 s of backoff in all). */
export const BATCH_GET_ATTEMPTS = 8;

const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));

/**
 * The items found for `keys`, in no particular order; keys without an item are left out. The keys
 * must be distinct (DynamoDB refuses a call that repeats one). Chunks are read one after another.
 */
export async function batchGetItems(keys: readonly Key[], options: BatchGetOptions = {}): Promise<Item[]> {
  const { consistent = false, what, projection } = options;
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += BATCH_SIZE) {
    let pending: Item[] = keys.slice(start, start + BATCH_SIZE);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= BATCH_GET_ATTEMPTS) throw new Error(`${what ? `BatchGet of ${what}` : 'BatchGetItem'} left ${pending.length} keys unprocessed`);
      if (attempt > 0) await backoff(attempt);
      const output = await db.send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: pending,
              ...(consistent ? { ConsistentRead: true } : {}),
              ...(projection ? { ProjectionExpression: projection.expression, ExpressionAttributeNames: projection.names } : {}),
            },
          },
        }),
      );
      found.push(...(output.Responses?.[tableName()] ?? []));
      pending = output.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return found;
}
