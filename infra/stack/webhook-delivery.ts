/**
 * Webhook delivery: an SQS FIFO queue (a message group per webhook and entity: one post's events reach
 * a receiver in order, other posts and webhooks are not held up) → the delivery function
 * (functions/webhooks/deliver.ts), one attempt per receive, backoff through the message's visibility,
 * and after MAX_ATTEMPTS receives (about 24 h) the dead-letter queue, which raises an alarm at one
 * message. The function's role: read webhooks, write the delivery log, the queue's receive calls and
 * ChangeMessageVisibility, its logs; nothing else. The stream function sends to the queue (table-stream.ts).
 */
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { KEY_FAMILIES } from '../../shared/db/key-families';
import { ATTEMPT_TIMEOUT_SECONDS, MAX_ATTEMPTS } from '../../shared/webhooks/retry-policy';
import { WEBHOOK_DELIVERY_ENTRY } from '../webhook-delivery-entry';
import { lambdaBundling } from './bundling';
import { PROJECT_ROOT } from './functions';
import { LOG_RETENTION } from './settings';

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

    this.deadLetters = new Queue(this, 'DeadLetters', {
      fifo: true,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
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
    this.alarm = new Alarm(this, 'DeadLettersAlarm', {
      alarmDescription: 'Webhook deliveries that failed every attempt for about 24 hours: see the deliveries of the webhook and the dead-letter queue.',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'CMS webhook delivery: reads webhooks, writes their delivery log, receives from its queue',
    });
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
    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/${Stack.of(this).stackName}/lambda/webhook-delivery`,
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(PROJECT_ROOT, WEBHOOK_DELIVERY_ENTRY),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      description: 'Delivers signed webhook events (Standard Webhooks) from the webhook queue',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: DELIVERY_MEMORY_MB,
      timeout: DELIVERY_TIMEOUT,
      role,
      logGroup,
      environment: { TABLE_NAME: table.tableName, WEBHOOK_QUEUE_URL: this.queue.queueUrl },
      bundling: lambdaBundling(),
    });
    // Grants ReceiveMessage, DeleteMessage, ChangeMessageVisibility and GetQueueAttributes on the queue:
    // ChangeMessageVisibility is also how the function sets a retry's delay.
    this.function.addEventSource(new SqsEventSource(this.queue, { batchSize: DELIVERY_BATCH_SIZE, reportBatchItemFailures: true }));
  }
}
