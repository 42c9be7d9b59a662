/**
 * Hands each record of a stream batch to the consumers that read its item type. Order matters per
 * item only (a post's changes must apply in order; two posts are independent), so records are grouped
 * by item key and the groups run side by side, each in order, stopping at its first failure. The
 * earliest failing record of the batch is reported (Lambda's partial batch response with
 * `ReportBatchItemFailures`): Lambda delivers the batch again from that record, so no record of any
 * item is skipped; records after it that had succeeded are delivered again, which idempotent consumers
 * ignore.
 */
import { errorFields, logger } from '#platform/logs/logger';
import type { StreamConsumer } from './stream-consumer';
import { toStreamRecord, type RawStreamRecord } from './stream-record';

export interface BatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

/** Items whose records are applied at once. */
const ITEM_CONCURRENCY = 10;

async function applyRecord(raw: RawStreamRecord, consumers: readonly StreamConsumer[]): Promise<void> {
  const record = toStreamRecord(raw);
  const sk = record.keys.sk;
  for (const consumer of consumers) {
    if (typeof sk === 'string' && consumer.sortKeys.includes(sk)) await consumer.apply(record);
  }
}

const itemKey = (raw: RawStreamRecord): string => JSON.stringify(raw.dynamodb?.Keys ?? null);

export async function dispatchRecords(records: readonly RawStreamRecord[], consumers: readonly StreamConsumer[]): Promise<BatchResponse> {
  const groups = new Map<string, number[]>();
  records.forEach((raw, index) => {
    const key = itemKey(raw);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const queue = [...groups.values()];
  let earliestFailure = Infinity;
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const index of group) {
        const raw = records[index]!;
        try {
          await applyRecord(raw, consumers);
        } catch (error) {
          logger.error('stream record failed', { sequence_number: raw.dynamodb?.SequenceNumber ?? '', ...errorFields(error) });
          earliestFailure = Math.min(earliestFailure, index);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ITEM_CONCURRENCY, queue.length) }, worker));
  if (earliestFailure === Infinity) return { batchItemFailures: [] };
  return { batchItemFailures: [{ itemIdentifier: records[earliestFailure]!.dynamodb?.SequenceNumber ?? '' }] };
}
