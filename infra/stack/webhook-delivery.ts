/**
 * Webhook delivery: an SQS FIFO queue (a message group per webhook and entity: one post's events reach
 * a receiver in order, other posts and webhooks are not held up) → the delivery function
 * (functions/webhooks/deliver.ts), one attempt per receive, backoff through the message's visibility,
 * and after MAX_ATTEMPTS receives (about 24 h) the dead-letter queue, which raises an alarm at one
 * message. The function's role: read webhooks, write the delivery log, the queue's receive calls and
 * ChangeMessageVisibility, its logs; nothing else. The stream function sends to the queue (table-stream.ts).
 */
import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { KEY_FAMILIES } from '#platform/db/key-families';
import { ATTEMPT_TIMEOUT_SECONDS, MAX_ATTEMPTS } from '#domains/webhooks/retry-policy';
import { WEBHOOK_DELIVERY_ENTRY } from '#infra/webhook-delivery-entry';
import { alarmOnFirstMessage, backgroundFunction, functionRole, parkingQueue } from './background-function';

/** Messages per invocation: SQS FIFO's most. */
export const DELIVERY_BATCH_SIZE = 10;
/** Every message of a batch may wait for its receiver's full timeout. */
export const DELIVERY_TIMEOUT = Duration.seconds(DELIVERY_BATCH_SIZE * ATTEMPT_TIMEOUT_SECONDS + 20);
export const DELIVERY_MEMORY_MB = 256;

export interface WebhookDeliveryProps {
  readonly table: ITable;
}

export class WebhookDelivery extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly function: NodejsFunction;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: WebhookDeliveryProps) {
    super(scope, id);
    const { table } = props;

    this.deadLetters = parkingQueue(this, 'DeadLetters', { fifo: true });
    this.queue = new Queue(this, 'Queue', {
      fifo: true,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Lambda's advice for SQS sources: six times the function timeout.
      visibilityTimeout: Duration.seconds(DELIVERY_TIMEOUT.toSeconds() * 6),
      // Longer than the whole retry schedule.
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: MAX_ATTEMPTS },
    });
    this.alarm = alarmOnFirstMessage(
      this,
      'DeadLettersAlarm',
      this.deadLetters,
      'Webhook deliveries that failed every attempt for about 24 hours: see the deliveries of the webhook and the dead-letter queue.',
    );

    const role = functionRole(this, 'CMS webhook delivery: reads webhooks, writes their delivery log, receives from its queue');
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:GetItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [KEY_FAMILIES.webhook] } },
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:PutItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [KEY_FAMILIES.webhookDelivery] } },
      }),
    );
    this.function = backgroundFunction(this, {
      name: 'webhook-delivery',
      entry: WEBHOOK_DELIVERY_ENTRY,
      description: 'Delivers signed webhook events (Standard Webhooks) from the webhook queue',
      memorySize: DELIVERY_MEMORY_MB,
      timeout: DELIVERY_TIMEOUT,
      role,
      environment: { TABLE_NAME: table.tableName, WEBHOOK_QUEUE_URL: this.queue.queueUrl },
    });
    // Grants ReceiveMessage, DeleteMessage, ChangeMessageVisibility and GetQueueAttributes on the queue:
    // ChangeMessageVisibility is also how the function sets a retry's delay.
    this.function.addEventSource(new SqsEventSource(this.queue, { batchSize: DELIVERY_BATCH_SIZE, reportBatchItemFailures: true }));
  }
}
