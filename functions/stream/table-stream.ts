/**
 * The table stream function (not a route): DynamoDB Streams records of the item types its consumers
 * read (the event source mapping filters the rest out), dispatched in order; the first failing record
 * is reported so Lambda retries from it (bisecting the batch), then sends it to the on-failure queue.
 * The local stream pump (infra/local/stream-pump.ts) calls it with the same records.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { STREAM_CONSUMERS } from '#domains/table-stream/consumers';
import { dispatchRecords, type BatchResponse } from '#platform/stream/dispatch';
import type { RawStreamRecord } from '#platform/stream/stream-record';
import { loggedHandler } from '#platform/logs/logger';

async function handle(event: DynamoDBStreamEvent): Promise<BatchResponse> {
  return dispatchRecords(event.Records as RawStreamRecord[], STREAM_CONSUMERS);
}

/** Its log lines carry the invocation (request id, function name, cold start). */
export const handler = loggedHandler(handle);
