import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerWithGateway, resetUsagePlanIdCache, usagePlanId } from '#domains/api-keys/gateway-registration';

/** Stands in for the AWS Parameters and Secrets extension on localhost, as Lambda runs it. */
let server: Server;
let answer: { status: number; body: unknown };
let requests: IncomingMessage[];
const saved = { ...process.env };

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.closeAllConnections(); // fetch keeps connections alive
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  answer = { status: 200, body: { Parameter: { Name: '/CmsStack/usage-plan-id', Type: 'String', Value: 'plan123' } } };
  delete process.env.USAGE_PLAN_ID;
  delete process.env.USAGE_PLAN_ID_PARAMETER;
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String((server.address() as AddressInfo).port);
  process.env.AWS_SESSION_TOKEN = 'session-token';
  resetUsagePlanIdCache();
});
afterEach(() => {
  process.env = { ...saved };
});

describe('the usage plan id of client key registration', () => {
  test('is read once from the parameter named by USAGE_PLAN_ID_PARAMETER', async () => {
    // Prepare
    process.env.USAGE_PLAN_ID_PARAMETER = '/CmsStack/usage-plan-id';
    // Act
    const ids = await Promise.all([usagePlanId(), usagePlanId(), usagePlanId()]);
    // Assess
    expect(ids).toEqual(['plan123', 'plan123', 'plan123']);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/systemsmanager/parameters/get?name=%2FCmsStack%2Fusage-plan-id');
    expect(requests[0]!.headers['x-aws-parameters-secrets-token']).toBe('session-token');
  });

  test('prefers USAGE_PLAN_ID, as the cms tool sets it from the stack output', async () => {
    // Prepare
    process.env.USAGE_PLAN_ID = 'plan-from-output';
    process.env.USAGE_PLAN_ID_PARAMETER = '/CmsStack/usage-plan-id';
    // Act
    const id = await usagePlanId();
    // Assess
    expect(id).toBe('plan-from-output');
    expect(requests).toHaveLength(0);
  });

  test('is retried after the extension failed once', async () => {
    // Prepare
    process.env.USAGE_PLAN_ID_PARAMETER = '/CmsStack/usage-plan-id';
    answer = { status: 500, body: {} };
    // Act
    const first = usagePlanId();
    await expect(first).rejects.toThrow('500');
    answer = { status: 200, body: { Parameter: { Value: 'plan123' } } };
    const second = await usagePlanId();
    // Assess
    expect(second).toBe('plan123');
    expect(requests).toHaveLength(2);
  });

  test('is absent locally, where registering a key does nothing', async () => {
    // Act
    const id = await usagePlanId();
    const registered = await registerWithGateway('local key', 'value');
    // Assess
    expect(id).toBeUndefined();
    expect(registered).toBeUndefined();
    expect(requests).toHaveLength(0);
  });
});
