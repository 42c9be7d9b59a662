/**
 * Hands each record of a stream batch to the consumers that read its item type. Order matters per
 * item only (a post's changes must apply in order; two posts are independent), so records are grouped
 * by item key and the groups run side by side, each in order, stopping at its first failure. The
 * earliest failing record of the batch is reported (Lambda's partial batch response with
 * `ReportBatchItemFailures`): Lambda delivers the batch again from that record, so no record of any
 * item is skipped; records after it that had succeeded are delivered again, which idempotent consumers
 * ignore.
 *
 * Work a consumer leaves to the end of the batch (`BatchEnd`: the client lists' version, raised once for
 * a batch however many of its records change a list) runs after the records, once per key; when it
 * fails, the earliest record that asked for it is reported, so Lambda delivers it and the rest again.
 */
import { errorFields, logger } from '#platform/logs/logger';
import type { BatchEnd, StreamConsumer } from './stream-consumer';
import { toStreamRecord, type RawStreamRecord } from './stream-record';

export interface BatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

/** Items whose records are applied at once. */
const ITEM_CONCURRENCY = 10;

/** The batch's end work, by key, with the earliest record that asked for it. */
type BatchEnds = Map<string, { run: BatchEnd['run']; earliest: number }>;

async function applyRecord(raw: RawStreamRecord, index: number, consumers: readonly StreamConsumer[], ends: BatchEnds): Promise<void> {
  const record = toStreamRecord(raw);
  const sk = record.keys.sk;
  for (const consumer of consumers) {
    if (typeof sk !== 'string' || !consumer.sortKeys.includes(sk)) continue;
    const end = await consumer.apply(record);
    if (end) ends.set(end.key, { run: end.run, earliest: Math.min(index, ends.get(end.key)?.earliest ?? Infinity) });
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
  const ends: BatchEnds = new Map();
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const index of group) {
        const raw = records[index]!;
        try {
          await applyRecord(raw, index, consumers, ends);
        } catch (error) {
          logger.error('stream record failed', { sequence_number: raw.dynamodb?.SequenceNumber ?? '', ...errorFields(error) });
          earliestFailure = Math.min(earliestFailure, index);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ITEM_CONCURRENCY, queue.length) }, worker));
  for (const [key, end] of ends) {
    try {
      await end.run();
    } catch (error) {
      logger.error('stream batch end failed', { work: key, ...errorFields(error) });
      earliestFailure = Math.min(earliestFailure, end.earliest);
    }
  }
  if (earliestFailure === Infinity) return { batchItemFailures: [] };
  return { batchItemFailures: [{ itemIdentifier: records[earliestFailure]!.dynamodb?.SequenceNumber ?? '' }] };
}
