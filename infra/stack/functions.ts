/**
 * One NodejsFunction per route and per authorizer, bundled by the local esbuild (bundling.ts), each
 * with its own log group, and the least privilege its route's needs call for (access.ts).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Arn, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Effect, Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, ParamsAndSecretsLayerVersion, ParamsAndSecretsLogLevel, ParamsAndSecretsVersions, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { RouteDef } from '../../shared/routes/types';
import { lambdaBundling } from './bundling';
import { lambdaEntryOf } from './lambda-entries';
import { IDEMPOTENCY_PARTITION_PATTERN, QUOTA_PARTITION_PATTERN, needsOfRoute, profileName, type Needs } from './access';
import { FUNCTION_MEMORY_MB, HANDLER_TIMEOUT, LOG_RETENTION } from './settings';

/** The repository root: route entries are relative to it. */
export const PROJECT_ROOT = resolve(__dirname, '..', '..');

export interface HandlerResources {
  readonly table: ITable;
  readonly jwtSecret: ISecret;
  /** HMAC key of list cursors (only the list functions read it). */
  readonly cursorSecret: ISecret;
  readonly mediaBucket: IBucket;
  /** Literal SSM parameter name holding the usage plan id (see CmsStack). */
  readonly usagePlanIdParameterName: string;
  /** Base URL of a CDN in front of the media bucket, when there is one (MEDIA_PUBLIC_BASE_URL). */
  readonly mediaPublicBaseUrl?: string;
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
  /** Profile name → the role its functions share. */
  readonly roles = new Map<string, Role>();
  private readonly needsOfProfile = new Map<string, Needs>();
  private extension?: ParamsAndSecretsLayerVersion;

  constructor(
    scope: Construct,
    id: string,
    private readonly resources: HandlerResources,
  ) {
    super(scope, id);
  }

  addRoute(route: RouteDef): NodejsFunction {
    return this.add({
      id: route.id,
      entry: lambdaEntryOf(route),
      description: `${route.method} ${route.path}`,
      needs: needsOfRoute(route),
      timeout: HANDLER_TIMEOUT,
      rendersMedia: true,
    });
  }

  add(spec: FunctionSpec): NodejsFunction {
    if (this.functions.has(spec.id)) throw new Error(`two functions named ${spec.id}: route ids must be unique`);
    const entry = join(PROJECT_ROOT, spec.entry);
    if (!existsSync(entry)) throw new Error(`${spec.id}: handler file ${spec.entry} does not exist`);
    const role = this.roleFor(spec.needs);
    const logGroup = new LogGroup(this, `${spec.id}-logs`, {
      logGroupName: `/${Stack.of(this).stackName}/lambda/${spec.id}`,
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Only the function's own log group, instead of AWSLambdaBasicExecutionRole's logs:* on every group.
    logGroup.grantWrite(role);

    const environment: Record<string, string> = { TABLE_NAME: this.resources.table.tableName };
    if (spec.needs.jwt) environment.JWT_SECRET_ARN = this.resources.jwtSecret.secretArn;
    if (spec.needs.cursorKey) environment.CURSOR_SECRET_ARN = this.resources.cursorSecret.secretArn;
    // Any route may render a media URL, which names the bucket (or the CDN in front of it); only the
    // media-bucket capability grants access to the objects.
    if (spec.rendersMedia || spec.needs.media) environment.MEDIA_BUCKET = this.resources.mediaBucket.bucketName;
    if (spec.rendersMedia && this.resources.mediaPublicBaseUrl) environment.MEDIA_PUBLIC_BASE_URL = this.resources.mediaPublicBaseUrl;
    if (spec.needs.apiGatewayKeys) environment.USAGE_PLAN_ID_PARAMETER = this.resources.usagePlanIdParameterName;

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
      environment,
      bundling: lambdaBundling(),
      // Secrets and parameters are read at run time over localhost, with no SDK client in the bundle.
      paramsAndSecrets: spec.needs.jwt || spec.needs.cursorKey || spec.needs.apiGatewayKeys ? this.secretsExtension() : undefined,
    });
    this.functions.set(spec.id, fn);
    return fn;
  }

  /**
   * Lets the functions that register client keys with API Gateway do so, once the usage plan exists.
   * A separate policy, not the roles' default one: functions wait for their default policy, and the
   * usage plan waits (through the stage and its methods) for the functions.
   */
  grantApiKeyManagement(usagePlanId: string): void {
    const roles = [...this.roles].filter(([profile]) => this.needsOfProfile.get(profile)?.apiGatewayKeys).map(([, role]) => role);
    if (roles.length === 0) return;
    const stack = Stack.of(this);
    const apigateway = (path: string) => `arn:${stack.partition}:apigateway:${stack.region}::${path}`;
    new Policy(this, 'ApiKeyManagement', {
      roles,
      statements: [
        new PolicyStatement({ effect: Effect.ALLOW, actions: ['apigateway:POST'], resources: [apigateway('/apikeys')] }),
        new PolicyStatement({ effect: Effect.ALLOW, actions: ['apigateway:GET', 'apigateway:PATCH'], resources: [apigateway('/apikeys/*')] }),
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ['apigateway:POST', 'apigateway:GET'],
          resources: [apigateway(`/usageplans/${usagePlanId}/keys`)],
        }),
      ],
    });
  }

  private roleFor(needs: Needs): Role {
    const profile = profileName(needs);
    const existing = this.roles.get(profile);
    if (existing) return existing;
    const { table, jwtSecret, cursorSecret, mediaBucket, usagePlanIdParameterName } = this.resources;
    const role = new Role(this, `${profile}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `CMS functions that need: ${profile}`,
    });
    if (needs.tableWrite) table.grantReadWriteData(role);
    else table.grantReadData(role);
    if (needs.quotaWrite) role.addToPrincipalPolicy(narrowWrite(table, ['dynamodb:UpdateItem'], QUOTA_PARTITION_PATTERN));
    if (needs.idempotencyWrite) {
      role.addToPrincipalPolicy(narrowWrite(table, ['dynamodb:PutItem', 'dynamodb:DeleteItem'], IDEMPOTENCY_PARTITION_PATTERN));
    }
    if (needs.jwt) jwtSecret.grantRead(role);
    if (needs.cursorKey) cursorSecret.grantRead(role);
    if (needs.media) {
      mediaBucket.grantPut(role);
      mediaBucket.grantRead(role);
      mediaBucket.grantDelete(role);
    }
    if (needs.apiGatewayKeys) {
      // The ARN is built from the literal name, so the role does not wait for the parameter (nor the usage plan).
      const parameterArn = Arn.format(
        { service: 'ssm', resource: 'parameter', resourceName: usagePlanIdParameterName.replace(/^\//, '') },
        Stack.of(this),
      );
      role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['ssm:GetParameter'], resources: [parameterArn] }));
    }
    this.roles.set(profile, role);
    this.needsOfProfile.set(profile, needs);
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

/** A write limited to one family of partitions (dynamodb:LeadingKeys), e.g. the quota counters. */
function narrowWrite(table: ITable, actions: string[], partitionPattern: string): PolicyStatement {
  return new PolicyStatement({
    effect: Effect.ALLOW,
    actions,
    resources: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [partitionPattern] } },
  });
}
