/**
 * The media-processing function (not a route): S3 object-created notifications of `media/` keys,
 * delivered through SQS. Each message is processed on its own; a message that failed (storage or
 * table errors) is reported back for redelivery and, after the queue's receive limit, goes to the
 * dead-letter queue. The local gateway calls it the same way after every upload.
 */
import type { S3Event, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { processUpload } from '#domains/media/process-upload';
import { logger, errorFields, loggedHandler } from '#platform/logs/logger';

/** Object keys in S3 notifications are URL-encoded, spaces as '+'. */
const keyOf = (encoded: string): string => decodeURIComponent(encoded.replace(/\+/g, ' '));

function keysOf(body: string): string[] {
  const event = JSON.parse(body) as Partial<S3Event> & { Event?: string };
  // S3 sends one s3:TestEvent when the notification is configured: nothing to do.
  if (event.Event === 's3:TestEvent' || !Array.isArray(event.Records)) return [];
  return event.Records.filter((record) => record.eventName?.startsWith('ObjectCreated:')).map((record) => keyOf(record.s3.object.key));
}

async function handle(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const message of event.Records) {
    try {
      for (const key of keysOf(message.body)) {
        const result = await processUpload(key);
        logger.info('upload processed', { key, result });
      }
    } catch (error) {
      logger.error('upload processing failed', { message_id: message.messageId, ...errorFields(error) });
      batchItemFailures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures };
}

/** Its log lines carry the invocation (request id, function name, cold start). */
export const handler = loggedHandler(handle);
