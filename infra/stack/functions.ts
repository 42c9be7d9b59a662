/**
 * One NodejsFunction per route and per authorizer, bundled by the local esbuild (bundling.ts), each
 * with its own log group, and the least privilege its route's needs call for (access.ts).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Arn, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Effect, Policy, PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, ParamsAndSecretsLayerVersion, ParamsAndSecretsLogLevel, ParamsAndSecretsVersions, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { RouteDef } from '#platform/routes/types';
import { lambdaBundling } from './bundling';
import { lambdaEntryOf } from './lambda-entries';
import { needsKey, needsOfRoute, tableStatements, type Needs } from './access';
import { FUNCTION_MEMORY_MB, HANDLER_TIMEOUT, LOG_RETENTION, STREAMED_HANDLER_TIMEOUT } from './settings';
import { functionObservability, observabilityEnvironment } from './observability';

/** The repository root: route entries are relative to it. */
export const PROJECT_ROOT = resolve(__dirname, '..', '..');

export interface HandlerResources {
  readonly table: ITable;
  readonly jwtSecret: ISecret;
  /** HMAC key of list cursors (only the list functions read it). */
  readonly cursorSecret: ISecret;
  /** Key material sealing TOTP secrets (only the functions that enrol or check codes read it). */
  readonly mfaKey: ISecret;
  /** Key of draft-preview tokens (only the preview route and the client post read it). */
  readonly previewKey: ISecret;
  /** REQUIRE_MFA_FOR, validated (the roles that must log in with a second factor), when set. */
  readonly requireMfaFor?: string;
  readonly mediaBucket: IBucket;
  /** Literal SSM parameter name holding the usage plan id (see CmsStack). */
  readonly usagePlanIdParameterName: string;
  /** Base URL of a CDN in front of the media bucket, when there is one (MEDIA_PUBLIC_BASE_URL). */
  readonly mediaPublicBaseUrl?: string;
  /** The webhook delivery queue (redeliver sends to it). */
  readonly webhookQueue: IQueue;
  /** The deployed stack's name, the first segment of log group names (`/<name>/lambda/<function>`). */
  readonly logGroupPrefix: string;
  /**
   * What the functions that send email read (MAIL_FROM, REGISTRATION, the links' settings) and the SES
   * identities they may send as (the sender's address and its domain); no sender, no grant.
   */
  readonly mail?: { readonly environment: Readonly<Record<string, string>>; readonly from?: string };
}

export interface FunctionSpec {
  readonly id: string;
  readonly entry: string;
  readonly description: string;
  readonly needs: Needs;
  readonly timeout: Duration;
  /** Route handlers render media objects (post thumbnails, avatars...); authorizers do not. */
  readonly rendersMedia: boolean;
}

export class Handlers extends Construct {
  /** Route id (or authorizer id) → function. */
  readonly functions = new Map<string, NodejsFunction>();
  /** Route id (or authorizer id) → the bundling options given to its NodejsFunction (which keeps none it can be asked for). */
  readonly bundling = new Map<string, BundlingOptions>();
  /** Needs (needsKey) → the role the functions with those needs share. */
  readonly roles = new Map<string, Role>();
  private readonly needsOfRole = new Map<Role, Needs>();
  private readonly needsOfFunction = new Map<string, Needs>();
  /** Each role's one inline policy: statements are added as functions join it (their log groups). */
  private readonly documents = new Map<Role, PolicyDocument>();
  private extension?: ParamsAndSecretsLayerVersion;

  constructor(
    scope: Construct,
    id: string,
    private readonly resources: HandlerResources,
  ) {
    super(scope, id);
  }

  addRoute(route: RouteDef): NodejsFunction {
    const fn = this.add({
      id: route.id,
      entry: lambdaEntryOf(route),
      description: `${route.method} ${route.path}`,
      needs: needsOfRoute(route),
      timeout: route.streamed ? STREAMED_HANDLER_TIMEOUT : HANDLER_TIMEOUT,
      rendersMedia: true,
    });
    // A site setting every route may act on (login asks for enrolment, a user's own factor cannot be turned off); authorizers never read it.
    if (this.resources.requireMfaFor) fn.addEnvironment('REQUIRE_MFA_FOR', this.resources.requireMfaFor);
    return fn;
  }

  add(spec: FunctionSpec): NodejsFunction {
    if (this.functions.has(spec.id)) throw new Error(`two functions named ${spec.id}: route ids must be unique`);
    const entry = join(PROJECT_ROOT, spec.entry);
    if (!existsSync(entry)) throw new Error(`${spec.id}: handler file ${spec.entry} does not exist`);
    const role = this.roleFor(spec.id, spec.needs);
    const logGroup = new LogGroup(this, `${spec.id}-logs`, {
      logGroupName: `/${this.resources.logGroupPrefix}/lambda/${spec.id}`,
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Only the function's own log group, instead of AWSLambdaBasicExecutionRole's logs:* on every group.
    this.documents.get(role)!.addStatements(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }),
    );

    const environment: Record<string, string> = { TABLE_NAME: this.resources.table.tableName, ...observabilityEnvironment(this) };
    if (spec.needs.jwt) environment.JWT_SECRET_ARN = this.resources.jwtSecret.secretArn;
    if (spec.needs.cursorKey) environment.CURSOR_SECRET_ARN = this.resources.cursorSecret.secretArn;
    if (spec.needs.mfaKey) environment.MFA_KEY_ARN = this.resources.mfaKey.secretArn;
    if (spec.needs.previewKey) environment.PREVIEW_KEY_ARN = this.resources.previewKey.secretArn;
    // Any route may render a media URL, which names the bucket (or the CDN in front of it); only the
    // media-bucket capability grants access to the objects.
    if (spec.rendersMedia || spec.needs.media) environment.MEDIA_BUCKET = this.resources.mediaBucket.bucketName;
    if (spec.rendersMedia && this.resources.mediaPublicBaseUrl) environment.MEDIA_PUBLIC_BASE_URL = this.resources.mediaPublicBaseUrl;
    if (spec.needs.apiGatewayKeys) environment.USAGE_PLAN_ID_PARAMETER = this.resources.usagePlanIdParameterName;
    if (spec.needs.webhookQueue) environment.WEBHOOK_QUEUE_URL = this.resources.webhookQueue.queueUrl;
    if (spec.needs.mail) Object.assign(environment, this.resources.mail?.environment);

    const bundling = lambdaBundling(spec.id);
    this.bundling.set(spec.id, bundling);
    const fn = new NodejsFunction(this, spec.id, {
      entry,
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      description: spec.description,
      runtime: Runtime.NODEJS_22_X,
      // Graviton: about 20 % cheaper per GB-second than x86 for the same work.
      architecture: Architecture.ARM_64,
      memorySize: FUNCTION_MEMORY_MB,
      timeout: spec.timeout,
      role,
      logGroup,
      ...functionObservability(this),
      environment,
      bundling,
      // Secrets and parameters are read at run time over localhost, with no SDK client in the bundle.
      paramsAndSecrets: spec.needs.jwt || spec.needs.cursorKey || spec.needs.mfaKey || spec.needs.apiGatewayKeys ? this.secretsExtension() : undefined,
    });
    this.functions.set(spec.id, fn);
    this.needsOfFunction.set(spec.id, spec.needs);
    return fn;
  }

  /**
   * Lets the functions that register client keys with API Gateway do so, once the usage plan exists:
   * exactly the three calls shared/domains/api-keys/gateway-registration.ts makes. API Gateway's ARN model
   * allows no tighter: a key is a regional resource of the account, not of an API, so creating one is
   * `POST /apikeys` (no id exists yet) and disabling one on revoke is `PATCH /apikeys/{id}` with the id
   * API Gateway assigned (hence `/apikeys/*`); attaching it is scoped to this stack's usage plan.
   * A separate policy, not the roles' own one: functions wait for their role, and the usage plan waits
   * (through the stage and its methods) for the functions. So it lives in `scope`, the API's stack,
   * where the usage plan is; a policy in the functions' nested stack would make it wait for the API.
   */
  grantApiKeyManagement(usagePlanId: string, scope: Construct): void {
    const roles = [...this.roles.values()].filter((role) => this.needsOfRole.get(role)?.apiGatewayKeys);
    if (roles.length === 0) return;
    const stack = Stack.of(scope);
    const apigateway = (path: string) => `arn:${stack.partition}:apigateway:${stack.region}::${path}`;
    new Policy(scope, 'ApiKeyManagement', {
      roles,
      statements: [
        new PolicyStatement({ effect: Effect.ALLOW, actions: ['apigateway:POST'], resources: [apigateway('/apikeys'), apigateway(`/usageplans/${usagePlanId}/keys`)] }),
        new PolicyStatement({ effect: Effect.ALLOW, actions: ['apigateway:PATCH'], resources: [apigateway('/apikeys/*')] }),
      ],
    });
  }

  /**
   * Lets the functions that revoke keys flush API Gateway's cached authorizer answers of the stage
   * (FlushStageAuthorizersCache), so that a revoked key is refused at once instead of for the cache's
   * 300 s: `apigateway:DELETE` on this stage's authorizer cache, nothing else of API Gateway. They
   * learn which stage from REST_API_ID and STAGE_NAME. In `scope`, the API's stack, for the reason
   * grantApiKeyManagement gives.
   */
  grantAuthorizerCacheFlush(restApiId: string, stageName: string, scope: Construct): void {
    const flushing = [...this.needsOfFunction].filter(([, needs]) => needs.authorizerCache).map(([id]) => this.functions.get(id)!);
    if (flushing.length === 0) return;
    for (const fn of flushing) {
      fn.addEnvironment('REST_API_ID', restApiId);
      fn.addEnvironment('STAGE_NAME', stageName);
    }
    const stack = Stack.of(scope);
    new Policy(scope, 'AuthorizerCacheFlush', {
      roles: [...new Set(flushing.map((fn) => fn.role as Role))],
      statements: [
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['apigateway:DELETE'],
          resources: [`arn:${stack.partition}:apigateway:${stack.region}::/restapis/${restApiId}/stages/${stageName}/cache/authorizers`],
        }),
      ],
    });
  }

  /**
   * The role of the functions with these needs, created for the first of them (named after it), with
   * one inline policy: no separate policy resource per role, and the function waits for its grants.
   */
  private roleFor(functionId: string, needs: Needs): Role {
    const key = needsKey(needs);
    const existing = this.roles.get(key);
    if (existing) return existing;
    const { table, jwtSecret, cursorSecret, mfaKey, previewKey, mediaBucket, usagePlanIdParameterName, webhookQueue } = this.resources;
    const document = new PolicyDocument({ statements: tableStatements(needs.table, table.tableArn) });
    const role = new Role(this, `${pascalCase(functionId)}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `CMS ${functionId} and any function with the same declared table access (its access, shared/platform/routes)`,
      inlinePolicies: { access: document },
    });
    const allow = (actions: string[], resources: string[]) => document.addStatements(new PolicyStatement({ effect: Effect.ALLOW, actions, resources }));
    if (needs.jwt) allow(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], [jwtSecret.secretArn]);
    if (needs.cursorKey) allow(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], [cursorSecret.secretArn]);
    if (needs.mfaKey) allow(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], [mfaKey.secretArn]);
    if (needs.previewKey) allow(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], [previewKey.secretArn]);
    if (needs.media) {
      // Objects only (keys generated per upload), no bucket-level action.
      allow(['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], [mediaBucket.arnForObjects('*')]);
    }
    if (needs.apiGatewayKeys) {
      // The ARN is built from the literal name, so the role does not wait for the parameter (nor the usage plan).
      const parameterArn = Arn.format(
        { service: 'ssm', resource: 'parameter', resourceName: usagePlanIdParameterName.replace(/^\//, '') },
        Stack.of(this),
      );
      allow(['ssm:GetParameter'], [parameterArn]);
    }
    if (needs.webhookQueue) allow(['sqs:SendMessage'], [webhookQueue.queueArn]);
    const from = this.resources.mail?.from;
    if (needs.mail && from) {
      // SES authorizes a send on the identity of the From address: the address itself, or its domain
      // when that is what was verified. Only as this sender, whatever the identity allows.
      const identity = (name: string) => Arn.format({ service: 'ses', resource: 'identity', resourceName: name }, Stack.of(this));
      document.addStatements(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['ses:SendEmail'],
          resources: [identity(from), identity(from.split('@')[1]!)],
          conditions: { StringEquals: { 'ses:FromAddress': from } },
        }),
      );
    }
    this.roles.set(key, role);
    this.needsOfRole.set(role, needs);
    this.documents.set(role, document);
    return role;
  }

  private secretsExtension(): ParamsAndSecretsLayerVersion {
    // The layer ARN follows each function's architecture (arm64 here) and region.
    this.extension ??= ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
      cacheEnabled: true,
      logLevel: ParamsAndSecretsLogLevel.WARN,
    });
    return this.extension;
  }
}

const pascalCase = (id: string): string => id.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
