/**
 * A consumer of the table's stream: the item types it reads (by sort key, the one attribute every
 * item of a type shares) and what it does with one record. The stream function's event filter, the
 * local pump's filter and the dispatcher all derive from these declarations, so a consumer sees the
 * same records in AWS and under `npm start`.
 */
import type { TableStreamRecord } from './stream-record';

export interface StreamConsumer {
  /** Names the consumer in logs. */
  name: string;
  /** Sort keys of the items it reads (`POST` = post items). */
  sortKeys: readonly string[];
  /**
   * Applies one record; must be idempotent (records are delivered at least once, in order per item).
   * It may leave work to the end of the batch (`BatchEnd`), done once however many records ask for it.
   */
  apply(record: TableStreamRecord): Promise<void | BatchEnd>;
}

/**
 * Work a consumer leaves to the end of its batch: run once per key, after every record of the batch
 * that could be applied was applied by every consumer (dispatch.ts).
 */
export interface BatchEnd {
  key: string;
  run(): Promise<void>;
}

/** Every sort key some consumer reads: the stream function's event filter. */
export const filteredSortKeys = (consumers: readonly StreamConsumer[]): string[] => [...new Set(consumers.flatMap((consumer) => consumer.sortKeys))].sort();

/** The event source mapping's filter pattern (Lambda event filtering syntax) for these consumers. */
export const eventFilterPattern = (consumers: readonly StreamConsumer[]) => ({ dynamodb: { Keys: { sk: { S: filteredSortKeys(consumers) } } } });

/** The same test on a raw record's keys (the local pump applies it as Lambda would). */
export function passesEventFilter(keys: Record<string, unknown> | undefined, consumers: readonly StreamConsumer[]): boolean {
  const sk = (keys?.sk as { S?: string } | undefined)?.S;
  return sk !== undefined && filteredSortKeys(consumers).includes(sk);
}
