/**
 * The webhook delivery function (not a route): SQS FIFO messages, one attempt each
 * (shared/domains/webhooks/deliver.ts). A message to retry is made visible again after its backoff delay and
 * reported failed, with every later message of the batch (a FIFO batch must stop at its first failure
 * so that no group skips ahead); after MAX_ATTEMPTS receives SQS moves it to the dead-letter queue.
 * The local queue emulation (infra/local/webhook-queue.ts) calls it with the same events.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { errorFields, logger, loggedHandler } from '#platform/logs/logger';
import { deliverMessage } from '#domains/webhooks/deliver';
import { webhookQueue, type WebhookMessage } from '#domains/webhooks/queue';

async function handle(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    if (failures.length > 0) {
      failures.push({ itemIdentifier: record.messageId });
      continue;
    }
    try {
      const message = JSON.parse(record.body) as WebhookMessage;
      const next = await deliverMessage(message, Number(record.attributes.ApproximateReceiveCount) || 1);
      if (next.kind === 'done') continue;
      if (next.kind === 'retry') await webhookQueue().retryLater(record.receiptHandle, next.delaySeconds);
    } catch (error) {
      // The table or SQS failed us, not the receiver: the message comes back after the visibility timeout.
      logger.error('webhook message not handled', { message_id: record.messageId, ...errorFields(error) });
    }
    failures.push({ itemIdentifier: record.messageId });
  }
  return { batchItemFailures: failures };
}

/** Its log lines carry the invocation (request id, function name, cold start). */
export const handler = loggedHandler(handle);
