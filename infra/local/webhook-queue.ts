/**
 * Under `npm start` and in tests, what SQS FIFO and its event source mapping do in AWS for webhook
 * deliveries: messages wait in groups (webhook and entity), only a group's first message is handed to
 * the delivery function (functions/webhooks/deliver.ts, the same one the stack deploys), one at a
 * time, with its receive count; `retryLater` (the function's ChangeMessageVisibility) hides it until
 * its next attempt, a timer brings it back; after MAX_ATTEMPTS receives it goes to `deadLetters`
 * (the dead-letter queue). Duplicate sends within five minutes are dropped, as SQS deduplication does.
 *
 * `drain()` delivers until no group has a message due; `drain({ fastForward: true })` treats every
 * backoff delay as elapsed, so a test sees a whole retry sequence without waiting hours.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { errorFields, logger } from '#platform/logs/logger';
import { MAX_ATTEMPTS } from '#domains/webhooks/retry-policy';
import { registerLocalWebhookQueue, type WebhookMessage, type WebhookQueue } from '#domains/webhooks/queue';
import { WEBHOOK_DELIVERY_ENTRY } from '#infra/webhook-delivery-entry';
import { SerialLoop } from './serial-loop';

type DeliveryHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

interface Waiting {
  id: string;
  message: WebhookMessage;
  receives: number;
  /** Epoch ms before which it is invisible (a backoff delay). */
  visibleAt: number;
  receipt?: string;
}

/** Without an explicit delay, a failed message is visible again after this (the queue's visibility timeout). */
const VISIBILITY_TIMEOUT_MS = 30_000;
const DEDUPLICATION_MS = 5 * 60_000;

export class LocalWebhookQueue implements WebhookQueue {
  private readonly groups = new Map<string, Waiting[]>();
  private readonly sentRecently = new Map<string, number>();
  private readonly loop = new SerialLoop('local webhook queue');
  readonly deadLetters: WebhookMessage[] = [];

  constructor(private readonly handler: () => Promise<DeliveryHandler>) {}

  async send(messages: readonly WebhookMessage[]): Promise<void> {
    const now = Date.now();
    for (const [id, at] of this.sentRecently) if (now - at > DEDUPLICATION_MS) this.sentRecently.delete(id);
    for (const message of messages) {
      const dedup = `${message.webhookId}\n${message.messageId}\n${message.redelivery ?? ''}`;
      if (this.sentRecently.has(dedup)) continue;
      this.sentRecently.set(dedup, now);
      const group = `${message.webhookId}:${message.group}`;
      this.groups.set(group, [...(this.groups.get(group) ?? []), { id: randomUUID(), message, receives: 0, visibleAt: 0 }]);
    }
  }

  async retryLater(receiptHandle: string, seconds: number): Promise<void> {
    for (const waiting of this.groups.values()) {
      const head = waiting[0];
      if (head?.receipt === receiptHandle) head.visibleAt = Date.now() + seconds * 1000;
    }
  }

  /** Messages not yet delivered, dropped or dead. */
  get pending(): number {
    let count = 0;
    for (const waiting of this.groups.values()) count += waiting.length;
    return count;
  }

  drain(options: { fastForward?: boolean } = {}): Promise<void> {
    return this.loop.run(() => this.drainNow(options.fastForward ?? false));
  }

  /** Delivers every `intervalMs` until `stop()` (`npm start`). */
  start(intervalMs = 250): void {
    this.loop.every(intervalMs, () => this.drain());
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async drainNow(fastForward: boolean): Promise<void> {
    for (;;) {
      const due = [...this.groups.entries()].filter(([, waiting]) => waiting[0] && (fastForward || waiting[0].visibleAt <= Date.now()));
      if (due.length === 0) return;
      // Groups are independent: delivered side by side, each in order.
      await Promise.all(due.map(([group, waiting]) => this.receive(group, waiting)));
    }
  }

  private async receive(group: string, waiting: Waiting[]): Promise<void> {
    const head = waiting[0]!;
    head.receives += 1;
    head.receipt = randomUUID();
    head.visibleAt = Date.now() + VISIBILITY_TIMEOUT_MS;
    const event: SQSEvent = {
      Records: [
        {
          messageId: head.id,
          receiptHandle: head.receipt,
          body: JSON.stringify(head.message),
          attributes: {
            ApproximateReceiveCount: String(head.receives),
            SentTimestamp: String(Date.now()),
            SenderId: 'local',
            ApproximateFirstReceiveTimestamp: String(Date.now()),
            MessageGroupId: group,
          },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: 'arn:aws:sqs:local:000000000000:webhooks.fifo',
          awsRegion: 'local',
        },
      ],
    };
    let failed: boolean;
    try {
      failed = (await (await this.handler())(event)).batchItemFailures.length > 0;
    } catch (error) {
      logger.error('local webhook delivery function failed', errorFields(error));
      failed = true;
    }
    if (!failed) {
      waiting.shift();
    } else if (head.receives >= MAX_ATTEMPTS) {
      // SQS's redrive policy: maxReceiveCount reached.
      waiting.shift();
      this.deadLetters.push(head.message);
    }
    if (waiting.length === 0) this.groups.delete(group);
  }
}

const queues = new Map<string, LocalWebhookQueue>();

/** The queue of one table (tests switch tables per file), registered as the process's webhook queue. */
export function localWebhookQueue(tableName: string): LocalWebhookQueue {
  let queue = queues.get(tableName);
  if (!queue) {
    queue = new LocalWebhookQueue(async () => {
      const module = (await import(path.resolve(__dirname, '..', '..', WEBHOOK_DELIVERY_ENTRY))) as { handler: DeliveryHandler };
      return module.handler;
    });
    queues.set(tableName, queue);
  }
  registerLocalWebhookQueue(queue);
  return queue;
}
