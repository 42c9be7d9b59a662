/**
 * The webhook queue: messages from the stream consumer (and redelivery requests) to the delivery
 * function. In AWS an SQS FIFO queue (WEBHOOK_QUEUE_URL), a message group per webhook and entity so
 * that one post's events reach a receiver in order while other posts and webhooks go on; locally the
 * in-process emulation (infra/local/webhook-queue.ts) registers itself here. SQS is called with signed
 * requests (shared/platform/aws/) rather than an SDK client, which would weigh on the stream function's bundle.
 */
import { createHash } from 'node:crypto';
import { awsRequest } from '#platform/aws/aws-request';

export interface WebhookMessage {
  webhookId: number;
  /** The `webhook-id` header: stable for the event, on every attempt and redelivery. */
  messageId: string;
  eventType: string;
  /** The entity whose events keep their order (`post:12`). */
  group: string;
  /** The JSON payload `{type, timestamp, data}`, exactly as signed and sent. */
  body: string;
  /** Set on a redelivery requested by an admin: SQS must not drop it as a duplicate of the first send. */
  redelivery?: string;
}

export interface WebhookQueue {
  send(messages: readonly WebhookMessage[]): Promise<void>;
  /** Makes a received message visible again after `seconds` (its next attempt). */
  retryLater(receiptHandle: string, seconds: number): Promise<void>;
}

let localQueue: WebhookQueue | undefined;

/** Under `npm start` and in tests: the in-process queue. */
export function registerLocalWebhookQueue(queue: WebhookQueue | undefined): void {
  localQueue = queue;
}

const sqsTarget = (action: string) => ({ 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `AmazonSQS.${action}` });

function sqsEndpoint(queueUrl: string): URL {
  return new URL(`${new URL(queueUrl).origin}/`);
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

const sqsQueue = (queueUrl: string): WebhookQueue => ({
  async send(messages) {
    for (let start = 0; start < messages.length; start += 10) {
      const entries = messages.slice(start, start + 10).map((message, index) => ({
        Id: String(index),
        MessageBody: JSON.stringify(message),
        MessageGroupId: `${message.webhookId}:${message.group}`,
        // A stream record delivered twice sends the same message twice: SQS drops the copy (5 minutes).
        MessageDeduplicationId: digest(`${message.webhookId}\n${message.messageId}\n${message.redelivery ?? ''}`),
      }));
      const answer = await awsRequest('sqs', 'POST', sqsEndpoint(queueUrl), { QueueUrl: queueUrl, Entries: entries }, sqsTarget('SendMessageBatch'));
      const failed = (answer.body as { Failed?: { Id: string; Message?: string }[] } | null)?.Failed ?? [];
      if (failed.length > 0) throw new Error(`SQS refused ${failed.length} webhook messages: ${failed[0]!.Message ?? ''}`);
    }
  },
  async retryLater(receiptHandle, seconds) {
    await awsRequest('sqs', 'POST', sqsEndpoint(queueUrl), { QueueUrl: queueUrl, ReceiptHandle: receiptHandle, VisibilityTimeout: seconds }, sqsTarget('ChangeMessageVisibility'));
  },
});

export function webhookQueue(): WebhookQueue {
  const queueUrl = process.env.WEBHOOK_QUEUE_URL;
  if (queueUrl) return sqsQueue(queueUrl);
  if (localQueue) return localQueue;
  throw new Error('no webhook queue: WEBHOOK_QUEUE_URL is not set and no local queue is registered');
}
