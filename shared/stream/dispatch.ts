/**
 * Hands each record of a stream batch to the consumers that read its item type, in order. The first
 * record that fails ends the batch and is reported (Lambda's partial batch response with
 * `ReportBatchItemFailures`): Lambda delivers again from that record, so later records of the shard
 * never overtake it, and those applied before it are not repeated. Consumers are idempotent, so a
 * repeat is harmless anyway.
 */
import { errorFields, logger } from '../logger';
import type { StreamConsumer } from './stream-consumer';
import { toStreamRecord, type RawStreamRecord } from './stream-record';

export interface BatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

export async function dispatchRecords(records: readonly RawStreamRecord[], consumers: readonly StreamConsumer[]): Promise<BatchResponse> {
  for (const raw of records) {
    const sequenceNumber = raw.dynamodb?.SequenceNumber ?? '';
    try {
      const record = toStreamRecord(raw);
      const sk = record.keys.sk;
      for (const consumer of consumers) {
        if (typeof sk === 'string' && consumer.sortKeys.includes(sk)) await consumer.apply(record);
      }
    } catch (error) {
      logger.error('stream record failed', { sequence_number: sequenceNumber, ...errorFields(error) });
      return { batchItemFailures: [{ itemIdentifier: sequenceNumber }] };
    }
  }
  return { batchItemFailures: [] };
}
