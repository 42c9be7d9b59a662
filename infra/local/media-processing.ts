/**
 * Under `npm start`, what S3 → SQS → Lambda does in AWS: after every stored upload the local gateway
 * invokes the same processing function with the same event (an SQS message holding the S3
 * notification). It runs after the upload is answered, as in AWS; `idle()` waits for what is running.
 * As the queue's redrive policy does, a message that fails is received again, up to MAX_RECEIVES
 * times, and then parked in `deadLetters` (the dead-letter queue, whose first message raises an alarm).
 */
import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger, errorFields } from '#platform/logs/logger';

/** Receives of a message before it is dead-lettered, as the stack's queue sets it (infra/stack/media-processing.ts). */
export const LOCAL_MAX_RECEIVES = 3;

export type ProcessingHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

/** The SQS event S3 would send for an object created at `key`. */
export function objectCreatedEvent(key: string, size: number, receiveCount = 1): SQSEvent {
  const notification = {
    Records: [
      {
        eventVersion: '2.1',
        eventSource: 'aws:s3',
        eventName: 'ObjectCreated:Put',
        eventTime: new Date().toISOString(),
        s3: { bucket: { name: 'local-media' }, object: { key: encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+'), size } },
      },
    ],
  };
  const messageId = randomUUID();
  return {
    Records: [
      {
        messageId,
        receiptHandle: messageId,
        body: JSON.stringify(notification),
        attributes: {
          ApproximateReceiveCount: String(receiveCount),
          SentTimestamp: String(Date.now()),
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:local:000000000000:media-uploads',
        awsRegion: 'local',
      },
    ],
  };
}

export class LocalMediaProcessing {
  private readonly running = new Set<Promise<void>>();
  /** Uploads whose processing failed every receive. */
  readonly deadLetters: { key: string; size: number }[] = [];

  constructor(private readonly handler: () => Promise<ProcessingHandler>) {}

  /** Starts processing `key`; a failure is received again, then dead-lettered. */
  uploaded(key: string, size: number): void {
    const run = (async () => {
      for (let receive = 1; receive <= LOCAL_MAX_RECEIVES; receive++) {
        try {
          const answer = await (await this.handler())(objectCreatedEvent(key, size, receive));
          if (answer.batchItemFailures.length === 0) return;
          logger.warn('local media processing failed', { key, receive });
        } catch (error) {
          logger.warn('local media processing failed', { key, receive, ...errorFields(error) });
        }
      }
      logger.error('local media processing failed every receive: dead-lettered', { key });
      this.deadLetters.push({ key, size });
    })();
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
