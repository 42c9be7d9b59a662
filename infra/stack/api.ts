/**
 * The REST API, built from the route table: one resource per path, one Lambda proxy method per route,
 * the two Lambda authorizers, CORS preflights, the gateway responses in the spec's envelope, the
 * usage plan of client keys and the stage's access log.
 */
import { Duration, RemovalPolicy, Size } from 'aws-cdk-lib';
import {
  AccessLogField,
  AccessLogFormat,
  ApiKeySourceType,
  AuthorizationType,
  AwsIntegration,
  ResponseTransferMode,
  type CfnAuthorizer,
  LogGroupLogDestination,
  MethodLoggingLevel,
  Period,
  RequestAuthorizer,
  IdentitySource,
  type IResource,
  ResponseType,
  RestApi,
  type UsagePlan,
} from 'aws-cdk-lib/aws-apigateway';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDef } from '#platform/routes/types';
import { AUTHORIZERS } from '#platform/routes/authorizers';
import { GATEWAY_RESPONSES, USAGE_PLAN, gatewayResponseBody } from '#platform/routes/gateway-responses';
import { RESPONSE_COMPRESSION_MIN_BYTES } from '#platform/routes/compression';
import { ALLOWED_HEADERS, CORS_HEADERS } from '#platform/routes/cors';
import type { RouteFunctions } from './route-functions';
import { adminAuthorizerNeeds, clientAuthorizerNeeds } from './access';
import { AUTHORIZER_TIMEOUT, LOG_RETENTION, PREFLIGHT_MAX_AGE, STAGE_NAME, STAGE_THROTTLE } from './settings';
import { stackContext } from './stack-context';

/** Fields whose values are numbers, written unquoted so the access-log metric filters (api-metrics.ts) compare and sum them as numbers. */
const NUMERIC_ACCESS_LOG_FIELDS = ['status', 'latency'];

/** The stage's access log line: one JSON object per request. */
export function accessLogFormat(): string {
  const json = JSON.stringify({
    requestId: AccessLogField.contextRequestId(),
    ip: AccessLogField.contextIdentitySourceIp(),
    method: AccessLogField.contextHttpMethod(),
    resourcePath: AccessLogField.contextResourcePath(),
    status: AccessLogField.contextStatus(),
    latency: AccessLogField.contextResponseLatency(),
    responseType: AccessLogField.contextErrorResponseType(),
    authorizerError: AccessLogField.contextAuthorizerError(),
    integrationError: AccessLogField.contextIntegrationErrorMessage(),
  });
  return NUMERIC_ACCESS_LOG_FIELDS.reduce((format, field) => format.replace(new RegExp(`"${field}":"(\\$context\\.\\w+)"`), `"${field}":$1`), json);
}

export interface ApiProps {
  readonly routes: readonly RouteDef[];
  readonly handlers: RouteFunctions;
  /** Names the usage plan. */
  readonly name: string;
}

/** `'value'`: API Gateway reads header mappings as literals only when quoted. */
const literal = (value: string): string => `'${value}'`;

export class CmsApi extends Construct {
  readonly api: RestApi;
  readonly usagePlan: UsagePlan;
  readonly adminAuthorizer: RequestAuthorizer;
  readonly clientAuthorizer: RequestAuthorizer;
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { routes, handlers } = props;

    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
    this.api = new RestApi(this, 'Api', {
      restApiName: props.name,
      description: 'Headless CMS API v3',
      // The client authorizer returns the caller's Api-Key as usageIdentifierKey, so the usage plan
      // meters the spec's `Api-Key` header (API Gateway itself would only read `x-api-key`).
      apiKeySourceType: ApiKeySourceType.AUTHORIZER,
      // Responses of a kilobyte or more gzip- or deflate-compressed for clients that ask
      // (shared/platform/routes/compression.ts); the functions send them plain.
      minCompressionSize: Size.bytes(RESPONSE_COMPRESSION_MIN_BYTES),
      // Stage logging needs the account-wide API Gateway → CloudWatch Logs role (cdk.json turns it off by default).
      cloudWatchRole: true,
      deployOptions: {
        stageName: STAGE_NAME,
        accessLogDestination: new LogGroupLogDestination(this.accessLogs),
        accessLogFormat: AccessLogFormat.custom(accessLogFormat()),
        // Execution logs for errors only: what went wrong, without paying for every request's trace.
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        // Per-method (detailed) metrics cost per method and month; API-level metrics are free and always on.
        metricsEnabled: false,
        // X-Ray on the stage only with -c tracing=active (observability.ts says what it costs).
        tracingEnabled: stackContext(this).tracing === 'active',
        throttlingRateLimit: STAGE_THROTTLE.rateLimit,
        throttlingBurstLimit: STAGE_THROTTLE.burstLimit,
      },
    });

    // The stack outputs the URL itself (ApiUrl), under a stable name.
    this.api.node.tryRemoveChild('Endpoint');

    this.clientAuthorizer = new RequestAuthorizer(this, 'ClientAuthorizer', {
      handler: handlers.authorizers.add({
        id: AUTHORIZERS.client.id,
        entry: AUTHORIZERS.client.entry,
        description: 'Authorizer of client routes (Api-Key header)',
        needs: clientAuthorizerNeeds(),
        timeout: AUTHORIZER_TIMEOUT,
        rendersMedia: false,
      }),
      identitySources: [IdentitySource.header('Api-Key')],
      resultsCacheTtl: Duration.seconds(AUTHORIZERS.client.cacheTtlSeconds),
    });
    this.adminAuthorizer = new RequestAuthorizer(this, 'AdminAuthorizer', {
      handler: handlers.authorizers.add({
        id: AUTHORIZERS.admin.id,
        entry: AUTHORIZERS.admin.entry,
        description: 'Authorizer of admin routes (Bearer token or admin Api-Key)',
        needs: adminAuthorizerNeeds(),
        timeout: AUTHORIZER_TIMEOUT,
        rendersMedia: false,
      }),
      // Either header may carry the credential, and an identity source makes API Gateway refuse a
      // request lacking it before the authorizer runs: no identity source, which forbids caching.
      identitySources: [],
      resultsCacheTtl: Duration.seconds(AUTHORIZERS.admin.cacheTtlSeconds),
    });
    // CDK writes IdentitySource "" for an empty list; CloudFormation should see no identity source at all.
    (this.adminAuthorizer.node.defaultChild as CfnAuthorizer).addPropertyDeletionOverride('IdentitySource');

    const methodsOfResource = new Map<IResource, string[]>();
    for (const route of routes) {
      const resource = this.api.root.resourceForPath(route.path);
      this.addRouteMethod(resource, route, handlers);
      methodsOfResource.set(resource, [...(methodsOfResource.get(resource) ?? []), route.method]);
    }
    // Preflights only where a route lives: the intermediate path segments serve nothing to a browser.
    for (const [resource, methods] of methodsOfResource) {
      resource.addCorsPreflight({
        allowOrigins: ['*'],
        allowMethods: [...methods, 'OPTIONS'],
        allowHeaders: [...ALLOWED_HEADERS],
        maxAge: PREFLIGHT_MAX_AGE,
      });
    }

    for (const def of GATEWAY_RESPONSES) {
      this.api.addGatewayResponse(`GatewayResponse-${def.type}`, {
        type: ResponseType.of(def.type),
        statusCode: String(def.statusCode),
        responseHeaders: {
          ...Object.fromEntries(Object.entries(CORS_HEADERS).map(([name, value]) => [name, literal(value)])),
          'Content-Type': literal('application/json'),
          ...(def.retryAfterSeconds !== undefined ? { 'Retry-After': literal(String(def.retryAfterSeconds)) } : {}),
        },
        templates: { 'application/json': gatewayResponseBody(def) },
      });
    }

    this.usagePlan = this.api.addUsagePlan('ClientUsagePlan', {
      name: `${props.name}-clients`,
      description: 'Client API keys: the edge backstop of the exact per-key counters in DynamoDB',
      throttle: { rateLimit: USAGE_PLAN.throttle.rateLimit, burstLimit: USAGE_PLAN.throttle.burstLimit },
      quota: { limit: USAGE_PLAN.quota.limit, period: Period[USAGE_PLAN.quota.period] },
      apiStages: [{ api: this.api, stage: this.api.deploymentStage }],
    });
  }

  private addRouteMethod(resource: IResource, route: RouteDef, handlers: RouteFunctions): void {
    const admin = route.audience === 'admin';
    const handler = handlers.addRoute(route);
    // LambdaIntegration would put the invoke permission beside the method, in this stack, which
    // CloudFormation limits to 500 resources: the same Lambda proxy integration, with the permission
    // made below in the function's own (nested) stack, frees one resource per route here.
    // A streamed route is invoked with InvokeWithResponseStream, and API Gateway relays its answer as
    // it is written (shared/platform/http/response-streaming.ts).
    const integration = route.streamed
      ? new AwsIntegration({
          proxy: true,
          service: 'lambda',
          path: `2021-11-15/functions/${handler.functionArn}/response-streaming-invocations`,
          options: { responseTransferMode: ResponseTransferMode.STREAM },
        })
      : new AwsIntegration({ proxy: true, service: 'lambda', path: `2015-03-31/functions/${handler.functionArn}/invocations` });
    const method = resource.addMethod(
      route.method,
      integration,
      {
        operationName: route.id,
        authorizationType: AuthorizationType.CUSTOM,
        authorizer: admin ? this.adminAuthorizer : this.clientAuthorizer,
        // Client and client-user methods are metered by the usage plan; admin ones are not.
        apiKeyRequired: !admin,
      },
    );
    // Scoped to this method and path of this API (path parameters as `*`, as Method.methodArn has
    // them), on any of its stages: naming the stage would make the functions' stack wait for the stage,
    // which waits for the methods, which wait for the functions. The console's test-invoke permission
    // is left out: one permission per route.
    const path = method.resource.path.replace(/\{[^}]*\}/g, '*');
    handler.addPermission('ApiInvoke', { principal: new ServicePrincipal('apigateway.amazonaws.com'), sourceArn: this.api.arnForExecuteApi(route.method, path, '*') });
  }
}
