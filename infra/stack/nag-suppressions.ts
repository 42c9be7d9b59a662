/**
 * cdk-nag (AwsSolutions) findings this stack accepts, each on the narrowest construct and finding,
 * each with the reason. Everything else is fixed in the stack instead (access and execution logs,
 * stage throttling, PITR, SSL-only bucket, own log groups instead of AWSLambdaBasicExecutionRole).
 */
import type { CfnResource, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { NagSuppressions } from 'cdk-nag';
import type { CmsApi } from './api';
import type { RouteFunctions } from './route-functions';
import type { MediaProcessing } from './media-processing';
import type { TableStream } from './table-stream';
import type { WebhookDelivery } from './webhook-delivery';
import type { ScheduledPublishing } from './scheduled-publishing';
import type { Monitoring } from './monitoring';

/** The parts of the stack (cms-stack.ts) whose findings are acknowledged here. */
export interface NaggedStack extends Stack {
  readonly handlers: RouteFunctions;
  readonly cmsApi: CmsApi;
  readonly mediaProcessing: MediaProcessing;
  readonly tableStream: TableStream;
  readonly webhookDelivery: WebhookDelivery;
  readonly scheduledPublishing: ScheduledPublishing;
  readonly monitoring: Monitoring;
}

export function acknowledgeNagFindings(stack: NaggedStack): void {
  const { handlers, cmsApi } = stack;
  const mediaBucket = stack.node.findChild('MediaBucket');
  const arnOf = (construct: IConstruct) => `<${stack.getLogicalId(construct.node.defaultChild as CfnResource)}.Arn>`;

  for (const fn of handlers.functions.values()) {
    NagSuppressions.addResourceSuppressions(fn, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'nodejs22.x is pinned on purpose: bundles target node22 and the benchmark measured this runtime; moving to a newer one is a deliberate change with a new benchmark run.',
      },
    ]);
  }

  const iamFindings = [
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'Media routes create and delete objects whose keys are generated per upload: PutObject, GetObject and DeleteObject on the objects of this bucket only, no bucket-level action.',
      // In a functions' nested stack the bucket's ARN is a parameter named after the bucket.
      appliesTo: [`Resource::${arnOf(mediaBucket)}/*`, { regex: '/^Resource::<referenceto\\w*MediaBucket\\w*Arn>\\/\\*$/' }],
    },
    {
      id: 'AwsSolutions-IAM5',
      reason:
        'Revoking a client key disables it in API Gateway by the key id API Gateway assigned when the key was created; those ids cannot be known in advance. Only PATCH is allowed on them.',
      appliesTo: ['Resource::arn:<AWS::Partition>:apigateway:<AWS::Region>::/apikeys/*'],
    },
  ];
  for (const role of handlers.roles) NagSuppressions.addResourceSuppressions(role, iamFindings, true);
  const apiKeyManagement = stack.node.tryFindChild('ApiKeyManagement');
  if (apiKeyManagement) NagSuppressions.addResourceSuppressions(apiKeyManagement, iamFindings, true);

  NagSuppressions.addResourceSuppressions(cmsApi.api, [
    {
      id: 'AwsSolutions-APIG2',
      reason:
        "Request bodies are validated by each handler's zod schema, because the contract answers invalid bodies with 422 validation_failed and per-field errors, which API Gateway model validation cannot produce (it answers a 400 with one message).",
    },
  ]);
  NagSuppressions.addResourceSuppressions(cmsApi.api.deploymentStage, [
    {
      id: 'AwsSolutions-APIG3',
      reason:
        'No WAF web ACL for now: it costs a monthly fee per ACL and rule plus per request, and abuse is bounded by the Lambda authorizers, the usage plan, the stage throttle and the exact per-key quotas. It can be associated with the stage later without changing the API.',
    },
  ]);
  for (const method of cmsApi.api.methods) {
    if (method.httpMethod === 'OPTIONS') continue; // CORS preflights carry no credentials by design; nag does not flag them
    NagSuppressions.addResourceSuppressions(method, [
      {
        id: 'AwsSolutions-COG4',
        reason:
          'Authorization is done by the two Lambda authorizers: the spec authenticates clients with an Api-Key header and users with HS256 tokens issued by this service (POST /auth/login), not with Cognito user pools.',
      },
    ]);
  }
  NagSuppressions.addResourceSuppressions(cmsApi.api.node.findChild('CloudWatchRole'), [
    {
      id: 'AwsSolutions-IAM4',
      reason:
        "AmazonAPIGatewayPushToCloudWatchLogs is AWS's policy for API Gateway's account-wide logging role, which writes to log groups API Gateway names and creates itself (API-Gateway-Execution-Logs_<api id>/<stage>).",
      appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs'],
    },
  ]);

  NagSuppressions.addResourceSuppressions(stack.node.findChild('JwtSecret'), [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'The secret is the HS256 token signing key: rotating it ends every session at once (tokens carry no key id to let two keys overlap), so it is rotated deliberately as docs/deploy.md describes, not on a schedule.',
    },
  ]);

  NagSuppressions.addResourceSuppressions(stack.node.findChild('CursorSecret'), [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'The secret seals list cursors: rotating it only makes cursors handed out before invalid (400, the client starts from page 1 again), so it is rotated deliberately with the token key, not on a schedule.',
    },
  ]);

  NagSuppressions.addResourceSuppressions(stack.node.findChild('MfaKey'), [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'The secret is the key material sealing TOTP secrets: rotating it makes every sealed secret unreadable, so every enrolled user would have to enrol again (docs/security.md, Two-factor login); it is never rotated on a schedule.',
    },
  ]);

  NagSuppressions.addResourceSuppressions(stack.node.findChild('PreviewKey'), [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'The secret signs draft-preview tokens, which expire within a week at most: rotating it only ends the preview links handed out before (docs/sites.md), so it is rotated deliberately, not on a schedule.',
    },
  ]);

  NagSuppressions.addResourceSuppressions(mediaBucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        'Objects are written only through short-lived presigned URLs that authenticated admin requests obtain, and those requests are in the API access log; a server access log bucket would add cost and a bucket that itself cannot be logged.',
    },
  ]);

  acknowledgeMediaFindings(stack);
}

/** The media CDN and processing (media-cdn.ts, media-processing.ts). */
function acknowledgeMediaFindings(stack: NaggedStack): void {
  const mediaBucket = stack.node.findChild('MediaBucket');
  const arnOf = (construct: IConstruct) => `<${stack.getLogicalId(construct.node.defaultChild as CfnResource)}.Arn>`;
  NagSuppressions.addResourceSuppressions(stack.node.findChild('MediaDistribution'), [
    {
      id: 'AwsSolutions-CFR1',
      reason: 'Media are the public content of the CMS, readable from every country as the API is; no geographic restriction is part of the product.',
    },
    {
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF web ACL, as for the API: it costs a monthly fee per ACL and rule plus per request, the distribution only serves GET/HEAD of static objects, and one can be associated later without changing anything else.',
    },
    {
      id: 'AwsSolutions-CFR3',
      reason:
        "No standard access logs: they need a log bucket with ACLs enabled, which this stack avoids; the distribution's CloudWatch metrics (requests, errors, bytes) cover operations, and every upload is in the API access log.",
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        'The default *.cloudfront.net certificate does not let the minimum TLS version be chosen; a deployer with a custom domain (-c mediaPublicBaseUrl) puts a certificate with TLSv1.2_2021 in front of it.',
    },
  ]);
  const processing = stack.mediaProcessing;
  NagSuppressions.addResourceSuppressions(processing.function, [
    {
      id: 'AwsSolutions-L1',
      reason:
        'nodejs22.x is pinned on purpose, as for every function: the bundle targets node22 and the sharp layer is installed for it; moving is a deliberate change with a new benchmark run.',
    },
  ]);
  NagSuppressions.addResourceSuppressions(
    processing.node.findChild('Role'),
    [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'Processing reads and deletes uploads under media/ and incoming/ and writes and deletes renditions under renditions/, whose keys are generated per media id; nothing else in the bucket and no bucket-level action.',
        appliesTo: [`Resource::${arnOf(mediaBucket)}/media/*`, `Resource::${arnOf(mediaBucket)}/incoming/*`, `Resource::${arnOf(mediaBucket)}/renditions/*`],
      },
    ],
    true,
  );
  const tableStream = stack.tableStream;
  NagSuppressions.addResourceSuppressions(tableStream.function, [
    {
      id: 'AwsSolutions-L1',
      reason: 'nodejs22.x is pinned on purpose, as for every function: the bundle targets node22; moving is a deliberate change with a new benchmark run.',
    },
  ]);
  NagSuppressions.addResourceSuppressions(tableStream.failures, [
    {
      id: 'AwsSolutions-SQS3',
      reason: "This queue is the event source mapping's on-failure destination, the stream consumer's dead-letter queue: it holds the descriptions of records that failed every retry, and nothing reads it but an operator.",
    },
  ]);
  NagSuppressions.addResourceSuppressions(
    tableStream.node.findChild('Role'),
    [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'dynamodb:ListStreams has no resource-level permission (AWS requires "*"); CDK grants it with the stream reads, which are scoped to this table\'s stream.',
        appliesTo: ['Resource::*'],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'The schedule consumer creates, moves and deletes one schedule per scheduled post, named after the post (post-<id>): the names cannot be listed in advance, so the grant is every schedule of the stack\'s own schedule group, and nothing outside it.',
        appliesTo: [{ regex: '/^Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule\\/<ScheduledPublishingGroup\\w+>\\/\\*$/' }],
      },
    ],
    true,
  );
  NagSuppressions.addResourceSuppressions(stack.scheduledPublishing.failures, [
    {
      id: 'AwsSolutions-SQS3',
      reason: "This queue is scheduled publishing's dead-letter queue (the schedules' and the publish function's on-failure destination): it holds publications that failed every retry, and nothing reads it but an operator.",
    },
  ]);
  NagSuppressions.addResourceSuppressions(stack.monitoring.alarmTopic.topic, [
    {
      id: 'AwsSolutions-SNS2',
      reason:
        'The alarm topic is not encrypted: CloudWatch alarms cannot publish to a topic under the AWS-managed SNS key, and an alarm message holds alarm names and figures, no content or personal data. TLS is enforced.',
    },
  ]);
  NagSuppressions.addResourceSuppressions(stack.scheduledPublishing.function, [
    {
      id: 'AwsSolutions-L1',
      reason: 'nodejs22.x is pinned on purpose, as for every function: the bundle targets node22; moving is a deliberate change with a new benchmark run.',
    },
  ]);
  NagSuppressions.addResourceSuppressions(stack.webhookDelivery.function, [
    {
      id: 'AwsSolutions-L1',
      reason: 'nodejs22.x is pinned on purpose, as for every function: the bundle targets node22; moving is a deliberate change with a new benchmark run.',
    },
  ]);
  const notifications = stack.node.tryFindChild('BucketNotificationsHandler050a0587b7544547bf325f094a3db834');
  if (notifications) {
    NagSuppressions.addResourceSuppressions(
      notifications,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            "CDK's own deployment-time handler that writes the bucket's notification configuration (S3 object-created -> the uploads queue); it runs only during deploys and its role is CDK's, with AWSLambdaBasicExecutionRole for its logs.",
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
      ],
      true,
    );
  }
}
