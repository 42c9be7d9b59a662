import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AUTHORIZERS, routes } from '#platform/routes/index';
import { CmsStack } from '#infra/stack/cms-stack';
import { flatTemplate } from '#infra/tools/flat-template';
import { needsOfRoute } from '#infra/stack/access';
import { FUNCTION_MEMORY_MB, HANDLER_TIMEOUT, STREAMED_HANDLER_TIMEOUT } from '#infra/stack/settings';
import { TABLE } from '#platform/db/table-definition';
import { synthesizeWithoutBundling } from './synthesized-stack';
import { findCycle, referencedIds } from './template-model';

const { app, stack, template, resources, rootResources, logicalId } = synthesizeWithoutBundling();
const tableId = logicalId(stack.node.findChild('Table'));
const bucketId = logicalId(stack.node.findChild('MediaBucket'));
const secretId = logicalId(stack.node.findChild('JwtSecret'));
const mfaKeyId = logicalId(stack.node.findChild('MfaKey'));

const functionCases = [
  ...routes.map((route) => ({ id: route.id, timeout: (route.streamed ? STREAMED_HANDLER_TIMEOUT : HANDLER_TIMEOUT).toSeconds(), route: true, needs: needsOfRoute(route) })),
  { id: AUTHORIZERS.client.id, timeout: 5, route: false, needs: { jwt: false, cursorKey: false, media: false, apiGatewayKeys: false, mfaKey: false } },
  { id: AUTHORIZERS.admin.id, timeout: 5, route: false, needs: { jwt: true, cursorKey: false, media: false, apiGatewayKeys: false, mfaKey: false } },
];

function functionProperties(id: string): Record<string, unknown> {
  const fn = stack.handlers.functions.get(id);
  if (!fn) throw new Error(`no function ${id}`);
  return resources[logicalId(fn)]!.Properties!;
}

describe('the functions', () => {
  test('exist once per route and per authorizer, plus media processing, the table stream consumer, webhook delivery, scheduled publishing and CDK\'s bucket-notification handler', () => {
    // Act
    const count = Object.values(resources).filter((resource) => resource.Type === 'AWS::Lambda::Function').length;
    // Assess
    expect(count).toBe(routes.length + 2 + 5);
  });

  test.each(functionCases.map((c) => [c.id, c] as const))('%s runs on arm64 nodejs22.x with its own log group', (id, c) => {
    // Act
    const properties = functionProperties(id);
    // Assess
    expect(properties.Runtime).toBe('nodejs22.x');
    expect(properties.Architectures).toEqual(['arm64']);
    expect(properties.MemorySize).toBe(FUNCTION_MEMORY_MB);
    expect(properties.Timeout).toBe(c.timeout);
    expect(properties.Handler).toBe('index.handler');
    const logGroupId = [...referencedIds((properties.LoggingConfig as Record<string, unknown>).LogGroup)][0]!;
    expect(resources[logGroupId]!.Type).toBe('AWS::Logs::LogGroup');
    expect(resources[logGroupId]!.Properties!.RetentionInDays).toBeGreaterThan(0);
  });

  test.each(functionCases.map((c) => [c.id, c] as const))('%s gets exactly the configuration its needs call for', (id, c) => {
    // Act
    const properties = functionProperties(id);
    const variables = (properties.Environment as { Variables: Record<string, unknown> }).Variables;
    // Assess
    expect(variables.TABLE_NAME).toEqual({ Ref: tableId });
    expect(JSON.stringify(variables)).not.toContain('source-maps');
    expect('JWT_SECRET_ARN' in variables).toBe(c.needs.jwt);
    if (c.needs.jwt) expect(variables.JWT_SECRET_ARN).toEqual({ Ref: secretId });
    // Every route may render media URLs, which name the bucket; authorizers render none.
    expect('MEDIA_BUCKET' in variables).toBe(c.route);
    if (c.route) expect(variables.MEDIA_BUCKET).toEqual({ Ref: bucketId });
    expect('USAGE_PLAN_ID_PARAMETER' in variables).toBe(c.needs.apiGatewayKeys);
    // The stage whose authorizer cache a revocation flushes: only where the route may flush it.
    const flushes = 'authorizerCache' in c.needs && c.needs.authorizerCache;
    expect('REST_API_ID' in variables).toBe(flushes);
    expect('STAGE_NAME' in variables).toBe(flushes);
    if (flushes) expect(variables.STAGE_NAME).toBe('prod');
    // Only the list functions read the cursor key, and it is not the token key.
    expect('CURSOR_SECRET_ARN' in variables).toBe(c.needs.cursorKey);
    if (c.needs.cursorKey) expect(variables.CURSOR_SECRET_ARN).not.toEqual({ Ref: secretId });
    // Only the functions that enrol or check second-factor codes can open TOTP secrets.
    expect('MFA_KEY_ARN' in variables).toBe(c.needs.mfaKey);
    if (c.needs.mfaKey) expect(variables.MFA_KEY_ARN).toEqual({ Ref: mfaKeyId });
    // No REQUIRE_MFA_FOR in this synthesis: no function is told to require a second factor.
    expect('REQUIRE_MFA_FOR' in variables).toBe(false);
    // Links start from the configured public URL (the stage URL here), never from request headers.
    expect('PUBLIC_BASE_URL' in variables).toBe(true);
    // The secrets extension serves the secrets and the usage plan parameter over localhost.
    const extension = JSON.stringify(properties.Layers ?? []);
    expect(extension.includes('arm64')).toBe(c.needs.jwt || c.needs.cursorKey || c.needs.mfaKey || c.needs.apiGatewayKeys);
  });

  test('tell the API-key functions the literal name of the parameter that holds the usage plan id', () => {
    // Prepare
    const parameter = Object.values(resources).find((resource) => resource.Type === 'AWS::SSM::Parameter')!.Properties!;
    const usagePlanId = Object.entries(resources).find(([, resource]) => resource.Type === 'AWS::ApiGateway::UsagePlan')![0];
    const withKeys = functionCases.filter((c) => c.needs.apiGatewayKeys);
    // Assess
    expect(parameter.Name).toBe('/CmsStack/usage-plan-id');
    expect(parameter.Value).toEqual({ Ref: usagePlanId });
    for (const c of withKeys) {
      expect((functionProperties(c.id).Environment as { Variables: Record<string, unknown> }).Variables.USAGE_PLAN_ID_PARAMETER).toBe(
        parameter.Name,
      );
    }
  });
});

test('route functions name the CDN in front of the media bucket when one is given', () => {
  // Prepare: a route of each authorizer is enough to see the variable, and keeps this synthesis short.
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const twoRoutes = [routes.find((r) => r.audience === 'admin')!, routes.find((r) => r.audience !== 'admin')!];
  const withCdn = new CmsStack(app, 'WithCdn', { routes: twoRoutes, mediaPublicBaseUrl: 'https://media.example.com' });
  // Act
  const functions = Template.fromJSON(flatTemplate(withCdn)).findResources('AWS::Lambda::Function');
  // Assess: the two routes and media processing (the authorizers render no media; CDK's notification handler has no environment)
  const bases = Object.values(functions).map(
    (fn) => (fn.Properties.Environment?.Variables as Record<string, unknown> | undefined)?.MEDIA_PUBLIC_BASE_URL,
  );
  expect(bases.sort()).toEqual(['https://media.example.com', 'https://media.example.com', 'https://media.example.com', undefined, undefined, undefined]);
});

describe('REQUIRE_MFA_FOR', () => {
  const twoRoutes = () => [routes.find((r) => r.id === 'client-auth-login')!, routes.find((r) => r.audience === 'admin')!];

  test('reaches every route function, as its validated role names', () => {
    // Prepare
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const required = new CmsStack(app, 'WithMfa', { routes: twoRoutes(), requireMfaFor: ' admin, editor ,admin' });
    // Act
    const functions = Template.fromJSON(flatTemplate(required)).findResources('AWS::Lambda::Function');
    const settings = Object.values(functions).map((fn) => (fn.Properties.Environment?.Variables as Record<string, unknown> | undefined)?.REQUIRE_MFA_FOR);
    // Assess: the two routes (not the authorizers, media processing and the other background functions)
    expect(settings.filter((value) => value !== undefined)).toEqual(['admin,editor', 'admin,editor']);
  });

  test('with a name that is not a role fails the synthesis, naming it', () => {
    // Prepare
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    // Act and assess
    expect(() => new CmsStack(app, 'Typo', { routes: twoRoutes(), requireMfaFor: 'admin,editors' })).toThrow(
      'REQUIRE_MFA_FOR names "editors", which is not a role: use comma-separated role names among admin, editor, author, moderator, user',
    );
  });
});

describe('the table', () => {
  test('is the single-table definition: keys, the GSIs with their projections (post-list keys KEYS_ONLY), TTL', () => {
    // Act
    const properties = resources[tableId]!.Properties!;
    // Assess
    expect(properties.KeySchema).toEqual([
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    expect(properties.GlobalSecondaryIndexes).toEqual(
      TABLE.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: index.projection },
      })),
    );
    expect(TABLE.indexes.filter((index) => index.projection === 'KEYS_ONLY').map((index) => index.name)).toEqual(['lp3', 'lp4', 'lp5', 'lp6']);
    expect(properties.TimeToLiveSpecification).toEqual({ AttributeName: TABLE.ttlAttribute, Enabled: true });
  });

  test('is on demand, recoverable to a point in time, encrypted, and survives the stack', () => {
    // Act
    const table = resources[tableId]!;
    // Assess
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      DeletionProtectionEnabled: true,
    });
    expect(table).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});

describe('the media bucket', () => {
  test('is private, encrypted, unversioned, and accepts browser PUT uploads', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      CorsConfiguration: {
        CorsRules: [{ AllowedMethods: ['PUT'], AllowedOrigins: ['*'], AllowedHeaders: ['*'], ExposedHeaders: ['ETag'], MaxAge: 3000 }],
      },
      LifecycleConfiguration: {
        Rules: [
          { AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled', Id: 'abort-incomplete-multipart-uploads' },
        ],
      },
    });
    expect(resources[bucketId]!.Properties).not.toHaveProperty('VersioningConfiguration');
    expect(resources[bucketId]).toMatchObject({ DeletionPolicy: 'Retain' });
  });

  test('refuses requests that are not over TLS', () => {
    // Act
    const policy = Object.values(resources).find((resource) => resource.Type === 'AWS::S3::BucketPolicy')!.Properties!;
    // Assess
    expect(JSON.stringify(policy)).toContain('"aws:SecureTransport":"false"');
    expect([...referencedIds(policy.Bucket)]).toEqual([bucketId]);
  });
});

describe('the template', () => {
  test('outputs the API URL, the table, the media bucket, the usage plan, the alarm topic, the dashboard, the two secrets and the stage the cms tool flushes on revoke', () => {
    // Act
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    // Assess
    expect(Object.keys(outputs).sort()).toEqual([
      'AlarmTopicArn', 'ApiUrl', 'CursorSecretArn', 'DashboardName', 'JwtSecretArn', 'MediaBaseUrl', 'MediaBucketName', 'RestApiId', 'StageName', 'TableName', 'UsagePlanId',
    ]);
    expect(outputs.RestApiId!.Value).toEqual({ Ref: logicalId(stack.cmsApi.api) });
    expect(outputs.StageName!.Value).toBe('prod');
    expect(outputs.TableName!.Value).toEqual({ Ref: tableId });
    expect(outputs.MediaBucketName!.Value).toEqual({ Ref: bucketId });
    const apiUrlParts = [...referencedIds(outputs.ApiUrl!.Value)].filter((id) => id in resources).map((id) => resources[id]!.Type);
    expect(apiUrlParts).toEqual(['AWS::ApiGateway::RestApi', 'AWS::ApiGateway::Stage']);
  });

  test('was synthesized without running esbuild', () => {
    // Act
    const assembly = app.synth();
    // Assess: bundled assets would be staged as asset.<hash> directories holding index.js; the one
    // staged asset is the sharp layer (a folder copied as it is, test/infra/media.test.ts).
    const staged = readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
    expect(staged.filter((name) => existsSync(join(assembly.directory, name, 'index.js')))).toEqual([]);
    expect(staged.length).toBeLessThanOrEqual(1);
  });

  test('has no dependency cycle, which CloudFormation would refuse', () => {
    expect(findCycle(resources)).toBeUndefined();
  });

  test("puts each route's function in its audience's nested stack and the authorizers beside the API", () => {
    // Act
    const stackOf = (id: string) => Stack.of(stack.handlers.functions.get(id)!);
    // Assess
    for (const route of routes) {
      expect({ route: route.id, stack: stackOf(route.id).node.id }).toEqual({ route: route.id, stack: route.audience === 'admin' ? 'AdminFunctions' : 'ClientFunctions' });
    }
    expect(stackOf(AUTHORIZERS.admin.id)).toBe(stack);
    expect(stackOf(AUTHORIZERS.client.id)).toBe(stack);
  });

  test('keeps each template well below the 500 resources CloudFormation allows in one stack', () => {
    // Prepare: the API's stack and the nested stack of each audience's functions are separate templates.
    const nested = Object.entries(stack.handlers.nestedStacks).map(([name, nestedStack]) => [name, Object.keys(Template.fromStack(nestedStack).toJSON().Resources).length] as const);
    // Act
    const counts = [['api', Object.keys(rootResources).length] as const, ...nested];
    // Assess: a new route costs a method and, for a new path, a resource and its preflight in the
    // API's stack, and a function, its invoke permission, a log group and often a role in its
    // audience's nested stack; keep room for forty more routes in each.
    for (const [name, count] of counts) expect({ name, count: Math.min(count, 500 - 4 * 40) }).toEqual({ name, count });
    expect(counts.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(400);
  });
});
