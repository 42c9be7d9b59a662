/**
 * Upload, then processing: S3 object-created events of uploads (`media/` keys, served as they are, and
 * `incoming/` keys, images never served) go to an SQS queue, which runs the media-processing function
 * (arm64, sharp from its layer). A message that fails three times moves to a dead-letter queue, and one
 * message there raises an alarm. The function has a role of its own: read and update media items, read
 * and delete uploads, write and delete renditions (an image's public original among them).
 */
import { tableStatements } from './access';
import { MEDIA_PROCESSING_ACCESS, MEDIA_PROCESSING_ID } from '#infra/media-processing-entry';
import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { EventType, type Bucket } from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { PRIVATE_UPLOAD_PREFIX } from '#domains/media/media';
import { MEDIA_PROCESSING_ENTRY } from '#infra/media-processing-entry';
import { lambdaBundling } from './bundling';
import { createSharpLayer } from './sharp-layer';
import { alarmOnFirstMessage, backgroundFunction, functionRole, parkingQueue } from './background-function';

/**
 * A 25 MB upload decodes in well under a second at this size (one vCPU from 1,769 MB; npm run bench,
 * media section); the memory also holds a decoded image up to the pixel limit (40 MP x 4 bytes).
 */
export const PROCESSING_MEMORY_MB = 2048;
export const PROCESSING_TIMEOUT = Duration.seconds(60);
/** AWS's advice: a visibility timeout of six times the function's timeout, so retries never overlap a run. */
const VISIBILITY_TIMEOUT = Duration.seconds(PROCESSING_TIMEOUT.toSeconds() * 6);
export const MAX_RECEIVES = 3;
/** Where uploads land (shared/domains/media/media.ts, storageKeyOf); renditions are written elsewhere, so they never come back as events. */
export const UPLOAD_PREFIXES = ['media/', PRIVATE_UPLOAD_PREFIX] as const;

export interface MediaProcessingProps {
  readonly bucket: Bucket;
  readonly table: ITable;
  readonly mediaPublicBaseUrl: string;
}

export class MediaProcessing extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly function: NodejsFunction;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: MediaProcessingProps) {
    super(scope, id);
    const { bucket, table } = props;

    this.deadLetterQueue = parkingQueue(this, 'DeadLetters');
    this.queue = new Queue(this, 'Uploads', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: VISIBILITY_TIMEOUT,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVES },
    });
    for (const prefix of UPLOAD_PREFIXES) bucket.addEventNotification(EventType.OBJECT_CREATED, new SqsDestination(this.queue), { prefix });

    this.alarm = alarmOnFirstMessage(
      this,
      'DeadLettersAlarm',
      this.deadLetterQueue,
      'Media uploads whose processing failed three times (their items stay processing): see the function logs.',
    );

    const role = functionRole(this, 'CMS media processing: media items, uploads and renditions only');
    // Its declared table access (shared/platform/routes/access-fragments.ts names the fragments): the media items only.
    for (const statement of tableStatements(MEDIA_PROCESSING_ACCESS, table.tableArn)) role.addToPrincipalPolicy(statement);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['s3:GetObject', 's3:DeleteObject'],
        resources: UPLOAD_PREFIXES.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:PutObject', 's3:DeleteObject'], resources: [bucket.arnForObjects('renditions/*')] }),
    );
    const bundling = lambdaBundling();
    this.function = backgroundFunction(this, {
      name: 'media-processing',
      entry: MEDIA_PROCESSING_ENTRY,
      description: 'Checks uploaded media, measures images and writes their renditions',
      memorySize: PROCESSING_MEMORY_MB,
      timeout: PROCESSING_TIMEOUT,
      role,
      environment: { TABLE_NAME: table.tableName, MEDIA_BUCKET: bucket.bucketName, MEDIA_PUBLIC_BASE_URL: props.mediaPublicBaseUrl },
      // sharp is native: it comes from the layer (linux-arm64 prebuilt), not from the bundle.
      bundling: { ...bundling, externalModules: [...(bundling.externalModules ?? []), 'sharp'] },
      layers: [createSharpLayer(this)],
    });
    this.function.addEventSource(new SqsEventSource(this.queue, { batchSize: 5, reportBatchItemFailures: true }));
  }
}
