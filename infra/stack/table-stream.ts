/**
 * The table stream's consumer: DynamoDB Streams → the stream function (functions/stream/table-stream.ts),
 * through an event source mapping that filters on the item types its consumers read (the rest never
 * invokes it), reports failures per record, halves a failing batch to isolate the record, retries it a
 * few times and then sends its description to an on-failure queue (one message there raises an alarm).
 * The function has a role of its own: the search postings and their state items, a Query of the
 * webhooks, sending to the webhook queue, the posts' schedules in their group, and the comments of a
 * user whose display fields changed, nothing else.
 */
import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IQueue, Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STREAM_CONSUMERS } from '#domains/table-stream/consumers';
import { STREAM_DELIVERY } from '#platform/stream/delivery';
import { eventFilterPattern } from '#platform/stream/stream-consumer';
import { TABLE_STREAM_ENTRY } from '#infra/table-stream-entry';
import { KEY_FAMILIES } from '#platform/db/key-families';
import { alarmOnFirstMessage, backgroundFunction, functionRole, parkingQueue } from './background-function';
import type { ScheduledPublishing } from './scheduled-publishing';

/** A batch of 100 post records writes up to a few hundred items each (a new post's words and their vocabulary), 16 at a time. */
export const STREAM_TIMEOUT = Duration.seconds(120);
export const STREAM_MEMORY_MB = 512;

/** Partition families the consumers write: search word postings, vocabulary and rows. */
export const STREAM_WRITE_PARTITIONS = [KEY_FAMILIES.searchWord, KEY_FAMILIES.searchVocabulary, KEY_FAMILIES.searchState];
/** The client lists' version, which the stream raises (UpdateItem ADD). */
export const STREAM_UPDATE_PARTITIONS = [KEY_FAMILIES.comment, KEY_FAMILIES.listVersion];

export interface TableStreamProps {
  readonly table: ITable;
  /** Where the webhook consumer sends its events (webhook-delivery.ts). */
  readonly webhookQueue: IQueue;
  /** Where the schedule consumer keeps one schedule per scheduled post (scheduled-publishing.ts). */
  readonly scheduledPublishing: ScheduledPublishing;
}

export class TableStream extends Construct {
  readonly function: NodejsFunction;
  readonly failures: Queue;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: TableStreamProps) {
    super(scope, id);
    const { table, webhookQueue, scheduledPublishing } = props;

    this.failures = parkingQueue(this, 'Failures');
    this.alarm = alarmOnFirstMessage(
      this,
      'FailuresAlarm',
      this.failures,
      'Table stream records the consumer failed to apply (search may miss a change): see the stream function logs and the queue.',
    );

    const role = functionRole(this, 'CMS table stream consumer: reads the stream, writes search postings, reads webhooks, sends to the webhook queue');
    // The webhook consumer lists the webhooks (one partition) and sends their events to the queue.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [KEY_FAMILIES.webhook] } },
      }),
    );
    webhookQueue.grantSendMessages(role);
    // The schedule consumer creates, moves and deletes the posts' schedules (its group only).
    scheduledPublishing.grantManageSchedules(role);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        // BatchGetItem: the markers of the vocabulary of a post's new words.
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': STREAM_WRITE_PARTITIONS } },
      }),
    );
    // The comment-author consumer reads a user's comments (comments by author, lp3 `UC#<user>`) and
    // rewrites their `author` (shared/domains/comments/refresh-comment-authors.ts).
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: [`${table.tableArn}/index/lp3`],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [KEY_FAMILIES.commentsByAuthor] } },
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': STREAM_UPDATE_PARTITIONS } },
      }),
    );
    this.function = backgroundFunction(this, {
      name: 'table-stream',
      entry: TABLE_STREAM_ENTRY,
      description: 'Applies table stream records to their consumers (search postings, webhook events, post schedules)',
      memorySize: STREAM_MEMORY_MB,
      timeout: STREAM_TIMEOUT,
      role,
      environment: { TABLE_NAME: table.tableName, WEBHOOK_QUEUE_URL: webhookQueue.queueUrl, ...scheduledPublishing.environment() },
    });
    // Grants the role the stream reads (DescribeStream, GetRecords, GetShardIterator, ListStreams) and
    // SendMessage on the failure queue.
    this.function.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: STREAM_DELIVERY.batchSize,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: STREAM_DELIVERY.retryAttempts,
        maxRecordAge: Duration.hours(STREAM_DELIVERY.maxRecordAgeHours),
        onFailure: new SqsDlq(this.failures),
        filters: [FilterCriteria.filter(eventFilterPattern(STREAM_CONSUMERS))],
      }),
    );
  }
}
