/**
 * Revoking a key flushes the API stage's authorizer cache (FlushStageAuthorizersCache), a signed
 * request to API Gateway's management API; here a local server stands in for it (LOCAL_APIGATEWAY_URL,
 * as the local gateway is reached), so the request is seen as sent and its answer chosen.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestTable } from '#test/support/table';
import { createApiKey, revokeApiKey } from '#domains/api-keys/manage-api-keys';
import { findApiKeyByValue } from '#domains/api-keys/api-keys-repository';
import { flushAuthorizerCache } from '#domains/api-keys/authorizer-cache';
import { SYSTEM_ACTOR } from '#platform/auth/actor';

useTestTable();

let server: Server;
let status: number;
let requests: IncomingMessage[];
let saved: NodeJS.ProcessEnv;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    request.resume();
    response.writeHead(status, status === 202 ? {} : { 'Content-Type': 'application/json', 'x-amzn-ErrorType': 'TooManyRequestsException' });
    response.end(status === 202 ? '' : JSON.stringify({ message: 'Too Many Requests' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  saved = { ...process.env };
  requests = [];
  status = 202;
  process.env.LOCAL_APIGATEWAY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.REST_API_ID = 'a1b2c3d4e5';
  process.env.STAGE_NAME = 'prod';
});
afterEach(() => {
  process.env = { ...saved };
});

describe('the authorizer cache flush of a key revocation', () => {
  test("is a DELETE of the stage's authorizer cache, signed for API Gateway", async () => {
    // Act
    await flushAuthorizerCache();
    // Assess
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('DELETE');
    expect(requests[0]!.url).toBe('/restapis/a1b2c3d4e5/stages/prod/cache/authorizers');
    expect(requests[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/local\/apigateway\/aws4_request, /);
  });

  test('sends nothing where no stage is configured (the use case called directly)', async () => {
    // Prepare
    delete process.env.REST_API_ID;
    // Act
    await flushAuthorizerCache();
    // Assess
    expect(requests).toHaveLength(0);
  });

  test('a REST API id without a stage name is a configuration error, not a silent no-op', async () => {
    // Prepare
    delete process.env.STAGE_NAME;
    // Act / Assess
    await expect(flushAuthorizerCache()).rejects.toThrow('Missing required environment variable STAGE_NAME');
  });

  test('is part of every revocation', async () => {
    // Prepare
    const { apiKey } = await createApiKey({ name: 'goes' }, SYSTEM_ACTOR);
    // Act
    await revokeApiKey(apiKey.id, SYSTEM_ACTOR);
    // Assess
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['DELETE /restapis/a1b2c3d4e5/stages/prod/cache/authorizers']);
  });

  test('that fails: the key stays revoked, the answer is 503, and revoking again flushes', async () => {
    // Prepare
    const { apiKey, value } = await createApiKey({ name: 'revoked while the gateway throttles' }, SYSTEM_ACTOR);
    status = 429;
    // Act
    const failed = revokeApiKey(apiKey.id, SYSTEM_ACTOR);
    await expect(failed).rejects.toMatchObject({ kind: 'service_unavailable', retryAfterSeconds: 5 });
    const afterFailure = await findApiKeyByValue(value);
    status = 202;
    const again = await revokeApiKey(apiKey.id, SYSTEM_ACTOR);
    // Assess
    expect(afterFailure?.revokedAt).toEqual(expect.any(String));
    expect(again.revokedAt).toBe(afterFailure?.revokedAt);
    expect(requests.length).toBe(4); // three attempts (throttling is retried twice), then the second revoke's one
  });
});
