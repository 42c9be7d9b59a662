/**
 * The whole service in one stack: the table, the media bucket, the JWT secret, the REST API, and one
 * function per route in a nested stack per audience (route-functions.ts says why). Everything
 * route-shaped comes from the route table.
 */
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { routes as routeTable } from '#platform/routes/index';
import { parseRequiredMfaRoles } from '#platform/auth/required-mfa';
import type { RouteDef } from '#platform/routes/types';
import { CmsApi } from './api';
import { RouteFunctions } from './route-functions';
import { createMediaBucket } from './media-bucket';
import { createMediaDistribution } from './media-cdn';
import { MediaProcessing } from './media-processing';
import { createTable } from './table';
import { TableStream } from './table-stream';
import { WebhookDelivery } from './webhook-delivery';
import { ScheduledPublishing } from './scheduled-publishing';
import { acknowledgeNagFindings } from './nag-suppressions';
import { Monitoring } from './monitoring';
import { stackContext } from './stack-context';
import { STAGE_NAME } from './settings';

export interface CmsStackProps extends StackProps {
  /** The route table; always the real one outside tests of the stack's own mechanics. */
  readonly routes?: readonly RouteDef[];
  /**
   * Base URL media are served from. Default: the stack's own CloudFront distribution in front of the
   * (private) bucket; set it for a custom domain in front of that distribution.
   */
  readonly mediaPublicBaseUrl?: string;
  /**
   * Where callers reach the API (a custom domain), the start of `links.next` and every absolute URL
   * the API builds. Default: the stage URL.
   */
  readonly publicBaseUrl?: string;
  /**
   * REQUIRE_MFA_FOR: role names, comma-separated, whose members must log in with a second factor
   * (`-c REQUIRE_MFA_FOR=admin,editor`); validated here, so an unknown role fails the synthesis.
   */
  readonly requireMfaFor?: string;
}

export class CmsStack extends Stack {
  readonly handlers: RouteFunctions;
  readonly cmsApi: CmsApi;
  readonly mediaProcessing: MediaProcessing;
  readonly tableStream: TableStream;
  readonly webhookDelivery: WebhookDelivery;
  readonly scheduledPublishing: ScheduledPublishing;
  /** The media bucket and where its files are served: the console's hosting stack names both in its CSP. */
  readonly mediaBucket: IBucket;
  readonly mediaBaseUrl: string;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: CmsStackProps = {}) {
    const { routes = routeTable, mediaPublicBaseUrl, publicBaseUrl, requireMfaFor, ...stackProps } = props;
    const requiredMfaRoles = parseRequiredMfaRoles(requireMfaFor);
    super(scope, id, { description: 'Serverless headless CMS (API v3)', ...stackProps });

    // First: a context value the stack cannot use stops the synth before anything is built.
    const context = stackContext(this);
    const table = createTable(this, context.existingTable);
    this.webhookDelivery = new WebhookDelivery(this, 'WebhookDelivery', { table });
    this.scheduledPublishing = new ScheduledPublishing(this, 'ScheduledPublishing', { table });
    this.tableStream = new TableStream(this, 'TableStream', {
      table,
      webhookQueue: this.webhookDelivery.queue,
      scheduledPublishing: this.scheduledPublishing,
    });
    const mediaBucket = createMediaBucket(this);
    const mediaDistribution = createMediaDistribution(this, mediaBucket);
    const mediaBaseUrl = mediaPublicBaseUrl ?? `https://${mediaDistribution.distributionDomainName}`;
    this.mediaBucket = mediaBucket;
    this.mediaBaseUrl = mediaBaseUrl;
    this.mediaProcessing = new MediaProcessing(this, 'MediaProcessing', { bucket: mediaBucket, table, mediaPublicBaseUrl: mediaBaseUrl });
    const jwtSecret = new Secret(this, 'JwtSecret', {
      description: 'HS256 key signing the CMS user tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    // A second secret, so that the list functions that seal cursors cannot sign tokens.
    const cursorSecret = new Secret(this, 'CursorSecret', {
      description: 'HMAC-SHA256 key sealing the CMS list cursors (links.next)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    // A third, so that only the functions that enrol or check second-factor codes can open TOTP secrets.
    const mfaKey = new Secret(this, 'MfaKey', {
      description: 'Key material of the AES-256-GCM key sealing CMS users\' TOTP secrets (rotating it makes every enrolled user enrol again)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    // A fourth: a preview token opens one draft to anyone holding it, so no login-token function can mint one.
    const previewKey = new Secret(this, 'PreviewKey', {
      description: 'HMAC key signing CMS draft-preview tokens (rotating it ends every preview link handed out)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    // The usage plan id cannot be a function's environment variable: the plan waits for the stage,
    // the stage for its methods, the methods for the functions. Functions get this literal name and
    // read the id at run time instead.
    const usagePlanIdParameterName = `/${this.stackName}/usage-plan-id`;

    this.handlers = new RouteFunctions(this, {
      table,
      jwtSecret,
      cursorSecret,
      mfaKey,
      previewKey,
      ...(requiredMfaRoles.length > 0 ? { requireMfaFor: requiredMfaRoles.join(',') } : {}),
      mediaBucket,
      usagePlanIdParameterName,
      mediaPublicBaseUrl: mediaBaseUrl,
      webhookQueue: this.webhookDelivery.queue,
      logGroupPrefix: this.stackName,
      mail: {
        from: context.mailFrom,
        environment: { ...(context.mailFrom ? { MAIL_FROM: context.mailFrom } : {}), REGISTRATION: context.registration, ...context.linkSettings },
      },
    });
    if (!context.mailFrom) {
      const notice = 'No -c mailFrom=<sender>: registration and password reset cannot send their emails (docs/accounts.md)';
      // A warning where registration is open (it cannot work without mail); otherwise a note, so that a
      // newcomer's first synth prints nothing to wonder about.
      if (context.registration === 'open') Annotations.of(this).addWarningV2('cms:mailFrom', notice);
      else Annotations.of(this).addInfo(notice);
    }
    this.cmsApi = new CmsApi(this, 'Http', { routes, handlers: this.handlers, name: this.stackName });
    const usagePlanId = this.cmsApi.usagePlan.usagePlanId;

    new StringParameter(this, 'UsagePlanIdParameter', {
      parameterName: usagePlanIdParameterName,
      description: 'Usage plan of client API keys (read by the API-key admin functions)',
      stringValue: usagePlanId,
    });
    this.handlers.grantApiKeyManagement(usagePlanId);
    this.handlers.grantAuthorizerCacheFlush(this.cmsApi.api.restApiId, STAGE_NAME);
    // Built from the RestApi's id, not `api.url`: that names the deployment stage, which waits for
    // every method and so for the functions (a cycle). Links never come from request headers.
    const stageUrl = `https://${this.cmsApi.api.restApiId}.execute-api.${this.region}.${this.urlSuffix}/${STAGE_NAME}`;
    for (const fn of this.handlers.functions.values()) {
      fn.addEnvironment('PUBLIC_BASE_URL', publicBaseUrl ?? stageUrl);
      for (const [name, value] of Object.entries(context.site)) fn.addEnvironment(name, value);
    }
    // The background functions that rewrite posts (scheduled publishing, the stream's consumers) read a
    // post's language, whose default is the site's: they need DEFAULT_LANGUAGE, and no public URL.
    if (context.site.DEFAULT_LANGUAGE !== undefined) {
      for (const fn of [this.scheduledPublishing.function, this.tableStream.function]) fn.addEnvironment('DEFAULT_LANGUAGE', context.site.DEFAULT_LANGUAGE);
    }

    this.monitoring = new Monitoring(this, 'Monitoring', {
      alarmEmail: context.alarmEmail,
      routes,
      accessLogs: this.cmsApi.accessLogs,
      handlers: this.handlers,
      backgroundFunctions: new Map([
        ['media-processing', this.mediaProcessing.function],
        ['table-stream', this.tableStream.function],
        ['webhook-delivery', this.webhookDelivery.function],
        ['scheduled-publishing', this.scheduledPublishing.function],
      ]),
      table,
      streamFunction: this.tableStream.function,
      deadLetters: new Map([
        ['table stream', this.tableStream.failures],
        ['webhook delivery', this.webhookDelivery.deadLetters],
        ['media processing', this.mediaProcessing.deadLetterQueue],
        ['scheduled publishing', this.scheduledPublishing.failures],
      ]),
    });

    new CfnOutput(this, 'ApiUrl', { value: this.cmsApi.api.url, description: 'Base URL of the API; routes follow it (…/prod/api/…)' });
    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'DynamoDB table (TABLE_NAME for the cms tool)' });
    new CfnOutput(this, 'MediaBucketName', { value: mediaBucket.bucketName, description: 'S3 bucket of uploaded media' });
    new CfnOutput(this, 'MediaBaseUrl', { value: mediaBaseUrl, description: 'Where media are served (CloudFront, or -c mediaPublicBaseUrl)' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.alarmTopic.topic.topicArn, description: 'SNS topic every alarm notifies (subscribe chat or pager here: docs/operations.md)' });
    new CfnOutput(this, 'JwtSecretArn', { value: jwtSecret.secretArn, description: 'Key signing user tokens (rotation: docs/operations.md)' });
    new CfnOutput(this, 'CursorSecretArn', { value: cursorSecret.secretArn, description: 'Key sealing list cursors (rotation: docs/operations.md)' });
    new CfnOutput(this, 'DashboardName', { value: this.stackName, description: 'CloudWatch dashboard of this stack' });
    new CfnOutput(this, 'UsagePlanId', { value: usagePlanId, description: 'Usage plan of client keys (USAGE_PLAN_ID for the cms tool)' });
    new CfnOutput(this, 'RestApiId', { value: this.cmsApi.api.restApiId, description: 'The REST API (REST_API_ID for the cms tool: key revoke flushes its authorizer cache)' });
    new CfnOutput(this, 'StageName', { value: STAGE_NAME, description: 'The API stage (STAGE_NAME for the cms tool)' });

    acknowledgeNagFindings(this);
  }
}
