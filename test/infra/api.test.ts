import { Match } from 'aws-cdk-lib/assertions';
import { AUTHORIZERS, GATEWAY_RESPONSES, USAGE_PLAN, gatewayResponseBody, routes } from '#platform/routes/index';
import { RESPONSE_COMPRESSION_MIN_BYTES } from '#platform/routes/compression';
import { STAGE_NAME } from '#infra/stack/settings';
import { config } from '#platform/config';
import { synthesizeWithoutBundling } from './synthesized-stack';
import { methods, referencedIds } from './template-model';

const { stack, template, resources, rootResources, logicalId } = synthesizeWithoutBundling();
const allMethods = methods(resources);
const adminAuthorizerId = logicalId(stack.cmsApi.adminAuthorizer);
const clientAuthorizerId = logicalId(stack.cmsApi.clientAuthorizer);
const routePaths = [...new Set(routes.map((route) => route.path))];

describe('the REST API built from the route table', () => {
  test.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s is a Lambda proxy method behind the authorizer of its audience',
    (_name, route) => {
      // Prepare
      const functionId = logicalId(stack.handlers.functions.get(route.id)!);
      const client = route.audience !== 'admin';
      // Act
      const found = allMethods.filter((method) => method.httpMethod === route.method && method.path === route.path);
      // Assess
      expect(found).toHaveLength(1);
      const method = found[0]!.properties;
      expect(method.AuthorizationType).toBe('CUSTOM');
      expect(method.AuthorizerId).toEqual({ Ref: client ? clientAuthorizerId : adminAuthorizerId });
      expect(method.ApiKeyRequired === true).toBe(client);
      const integration = method.Integration as { Type: string; IntegrationHttpMethod: string; Uri: unknown; ResponseTransferMode?: string };
      expect(integration.Type).toBe('AWS_PROXY');
      expect(integration.IntegrationHttpMethod).toBe('POST');
      expect([...referencedIds(integration.Uri)].filter((id) => id in resources)).toEqual([functionId]);
      // A streamed route is invoked with InvokeWithResponseStream and its answer relayed as written; the others buffered.
      const uri = JSON.stringify(integration.Uri);
      if (route.streamed) {
        expect(integration.ResponseTransferMode).toBe('STREAM');
        expect(uri).toContain(':lambda:path/2021-11-15/functions/');
        expect(uri).toContain('/response-streaming-invocations');
      } else {
        expect(integration.ResponseTransferMode ?? 'BUFFERED').toBe('BUFFERED');
        expect(uri).toContain(':lambda:path/2015-03-31/functions/');
        expect(uri).toMatch(/\/invocations"/);
      }
    },
  );

  test.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: API Gateway may invoke its function for this method and path only, by a permission in the function\'s own stack',
    (_name, route) => {
      // Prepare
      const fn = stack.handlers.functions.get(route.id)!;
      const functionId = logicalId(fn);
      // Act
      const permissions = Object.entries(resources).filter(
        ([, resource]) => resource.Type === 'AWS::Lambda::Permission' && referencedIds(resource.Properties!.FunctionName).has(functionId),
      );
      // Assess
      expect(permissions).toHaveLength(1);
      const [id, permission] = permissions[0]!;
      expect(id in rootResources).toBe(false);
      expect(permission.Properties).toMatchObject({ Action: 'lambda:InvokeFunction', Principal: 'apigateway.amazonaws.com' });
      const arn = JSON.stringify(permission.Properties!.SourceArn);
      expect(arn).toContain(`/*/${route.method}${route.path.replace(/\{[^}]*\}/g, '*')}"`);
    },
  );

  test('has no method that the route table does not declare, besides CORS preflights', () => {
    // Act
    const declared = allMethods.filter((method) => method.httpMethod !== 'OPTIONS').map((method) => `${method.httpMethod} ${method.path}`);
    // Assess
    expect(declared.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  test.each(routePaths)('answers CORS preflights on %s without credentials', (path) => {
    // Prepare
    const declaredMethods = routes.filter((route) => route.path === path).map((route) => route.method);
    // Act
    const preflight = allMethods.find((method) => method.httpMethod === 'OPTIONS' && method.path === path);
    // Assess
    expect(preflight).toBeDefined();
    expect(preflight!.properties.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(preflight!.properties.ApiKeyRequired ?? false).toBe(false);
    const integration = preflight!.properties.Integration as { Type: string; IntegrationResponses: { ResponseParameters: Record<string, string> }[] };
    expect(integration.Type).toBe('MOCK');
    const headers = integration.IntegrationResponses[0]!.ResponseParameters;
    expect(headers['method.response.header.Access-Control-Allow-Origin']).toBe("'*'");
    for (const name of ['Content-Type', 'Authorization', 'Api-Key', 'Idempotency-Key']) {
      expect(headers['method.response.header.Access-Control-Allow-Headers']).toContain(name);
    }
    for (const method of declaredMethods) expect(headers['method.response.header.Access-Control-Allow-Methods']).toContain(method);
  });

  test('reads the usage-plan key from the client authorizer', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { ApiKeySourceType: 'AUTHORIZER' });
  });

  test('compresses responses of a kilobyte or more, as the local gateway does', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { MinimumCompressionSize: RESPONSE_COMPRESSION_MIN_BYTES });
    expect(RESPONSE_COMPRESSION_MIN_BYTES).toBe(1024);
  });

  test('caches the client authorizer per Api-Key header', () => {
    // Assess
    expect(resources[clientAuthorizerId]!.Properties).toMatchObject({
      Type: 'REQUEST',
      IdentitySource: 'method.request.header.Api-Key',
      AuthorizerResultTtlInSeconds: AUTHORIZERS.client.cacheTtlSeconds,
    });
    expect(AUTHORIZERS.client.cacheTtlSeconds).toBe(300);
  });

  test('runs the admin authorizer on every request, with no identity source', () => {
    // Act
    const properties = resources[adminAuthorizerId]!.Properties!;
    // Assess
    expect(properties.Type).toBe('REQUEST');
    expect(properties.AuthorizerResultTtlInSeconds).toBe(0);
    expect(properties).not.toHaveProperty('IdentitySource');
  });

  test('logs every request of the stage as one JSON line', () => {
    // Prepare
    const stage = Object.values(resources).find((resource) => resource.Type === 'AWS::ApiGateway::Stage')!.Properties!;
    // Act
    const text = String((stage.AccessLogSetting as { Format: string }).Format);
    // Numbers are written unquoted (the access-log metric filters compare them as numbers): quoted back to read the line as JSON.
    const format = JSON.parse(text.replace(/:(\$context\.[\w.]+)/g, ':"$1"')) as Record<string, string>;
    // Assess
    expect(stage.StageName).toBe(STAGE_NAME);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      method: '$context.httpMethod',
      resourcePath: '$context.resourcePath',
      status: '$context.status',
      latency: '$context.responseLatency',
      authorizerError: '$context.authorizer.error',
      integrationError: '$context.integrationErrorMessage',
    });
    expect(text).toContain('"status":$context.status,');
    expect(text).toContain('"latency":$context.responseLatency,');
    expect(stage.TracingEnabled).toBe(false);
    expect(stage.MethodSettings).toEqual([
      expect.objectContaining({ HttpMethod: '*', ResourcePath: '/*', MetricsEnabled: false, LoggingLevel: 'ERROR', DataTraceEnabled: false }),
    ]);
    const settings = (stage.MethodSettings as Record<string, number>[])[0]!;
    expect(settings.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(settings.ThrottlingBurstLimit).toBeGreaterThan(0);
  });

  test('meters client keys with the usage plan of the route module', () => {
    template.hasResourceProperties('AWS::ApiGateway::UsagePlan', {
      Throttle: { RateLimit: USAGE_PLAN.throttle.rateLimit, BurstLimit: USAGE_PLAN.throttle.burstLimit },
      Quota: { Limit: USAGE_PLAN.quota.limit, Period: USAGE_PLAN.quota.period },
      ApiStages: [Match.objectLike({ Stage: { Ref: Match.stringLikeRegexp('Stage') } })],
    });
    expect(USAGE_PLAN).toEqual({ throttle: { rateLimit: 2, burstLimit: 120 }, quota: { limit: 2000, period: 'DAY' } });
  });

  test('leaves the exact counters room to answer first (twice their minute burst and their day)', () => {
    // Assess
    expect(USAGE_PLAN.throttle.burstLimit).toBeGreaterThanOrEqual(2 * config.rateLimitPerMinute);
    expect(USAGE_PLAN.throttle.rateLimit * 60).toBeGreaterThanOrEqual(2 * config.rateLimitPerMinute);
    expect(USAGE_PLAN.quota.limit).toBeGreaterThanOrEqual(2 * config.rateLimitPerDay);
  });

  test.each(GATEWAY_RESPONSES.map((def) => [def.type, def] as const))('answers %s in the spec envelope', (_type, def) => {
    // Act
    const found = Object.values(resources).filter(
      (resource) => resource.Type === 'AWS::ApiGateway::GatewayResponse' && resource.Properties!.ResponseType === def.type,
    );
    // Assess
    expect(found).toHaveLength(1);
    const properties = found[0]!.Properties!;
    expect(properties.StatusCode).toBe(String(def.statusCode));
    expect(properties.ResponseTemplates).toEqual({ 'application/json': gatewayResponseBody(def) });
    const headers = properties.ResponseParameters as Record<string, string>;
    expect(headers['gatewayresponse.header.Access-Control-Allow-Origin']).toBe("'*'");
    if (def.retryAfterSeconds === undefined) expect(headers).not.toHaveProperty('gatewayresponse.header.Retry-After');
    else expect(headers['gatewayresponse.header.Retry-After']).toBe(`'${def.retryAfterSeconds}'`);
  });
});
