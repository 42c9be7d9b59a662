import * as z from 'zod/mini';
import { endpoint } from '#platform/http/endpoint';
import { lambdaHandler, routeHandler } from '#platform/http/lambda-handler';
import { adminAccess, clientAccess } from '#platform/http/pipeline/access';
import { bodyParsing } from '#platform/http/pipeline/request-limits';
import { idempotency } from '#platform/http/pipeline/idempotency';
import { routes } from '#platform/routes/index';
import { takesBody } from '#platform/routes/types';
import { lambdaEntrySource } from '#infra/stack/lambda-entries';
import { created, ok } from '#platform/http/reply';
import { binding } from '#platform/routes/types';
import { db } from '#platform/db/client';
import { NotFound } from '#platform/errors';
import { encodeAdminPrincipal, encodeClientPrincipal } from '#platform/auth/principal';
import { apiEvent, lambdaContext, type EventInput } from '#test/support/events';
import { useTestTable } from '#test/support/table';

useTestTable();

const adminRoute = binding({
  id: 'test-admin',
  method: 'POST',
  path: '/api/admin/v3/test/thing',
  entry: 'x.ts',
  audience: 'admin',
  permission: 'cms.posts.create',
  idempotent: true,
});
const clientRoute = binding({ id: 'test-client', method: 'GET', path: '/api/client/v3/test/thing', entry: 'x.ts', audience: 'client' });
const altRoute = binding({
  id: 'test-alt',
  method: 'GET',
  path: '/api/v3/client/things',
  entry: 'x.ts',
  audience: 'client',
  envelope: 'data',
});

const Body = z.strictObject({ title: z.string().check(z.minLength(1)) });
const Query = z.object({ per_page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))) });

let calls = 0;
const adminHandler = lambdaHandler(adminRoute, endpoint({ body: Body }, async ({ body, admin }) => {
  calls++;
  if (body.title === 'explode') throw new TypeError('secret internals /var/task/x.js');
  if (body.title === 'missing') throw new NotFound('thing');
  if (body.title === 'db') await db.send({} as never);
  return created({ title: body.title, by: admin?.id, call: calls });
}));
const clientHandler = lambdaHandler(clientRoute, endpoint({ query: Query }, async ({ query }) => ok([1, 2], { per_page: query.per_page ?? 15 })));
const altHandler = lambdaHandler(altRoute, endpoint({ query: Query }, async () => {
  throw new NotFound('post');
}));

const adminContext = (permissions: string[]) => encodeAdminPrincipal({ type: 'user', id: 7, permissions: new Set(permissions) });
let nextKeyId = 100;
const clientContext = () => encodeClientPrincipal({ apiKeyId: nextKeyId++ });

type Handler = (
  event: ReturnType<typeof apiEvent>,
  context: ReturnType<typeof lambdaContext>,
) => Promise<{ statusCode: number; body: string; headers?: Record<string, unknown> }>;

async function call(handler: Handler, input: EventInput) {
  const response = await handler(apiEvent(input), lambdaContext());
  return { ...response, json: JSON.parse(response.body) };
}

describe('the handler pipeline', () => {
  test('a success is wrapped in the primary envelope with its status code', async () => {
    // Act
    const response = await call(adminHandler, { method: 'POST', body: { title: 'Hello' }, authorizer: adminContext(['cms.posts.create']) });
    // Assess
    expect(response.statusCode).toBe(201);
    expect(response.json).toMatchObject({ status: true, result: { title: 'Hello', by: 7 } });
    expect(response.headers?.['Content-Type']).toMatch(/application\/json/);
  });

  test('a body that is not JSON is a 400 bad_request', async () => {
    const response = await call(adminHandler, { method: 'POST', rawBody: '{"title": ', authorizer: adminContext(['cms.posts.create']) });
    expect(response.statusCode).toBe(400);
    expect(response.json).toEqual({ status: false, error: { code: 'bad_request', message: expect.any(String) } });
  });

  test('unknown and invalid body fields are a 422 with errors per field', async () => {
    const response = await call(adminHandler, {
      method: 'POST',
      body: { title: '', extra: 1 },
      authorizer: adminContext(['cms.posts.create']),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json.error.code).toBe('validation_failed');
    expect(Object.keys(response.json.error.errors).sort()).toEqual(['extra', 'title']);
  });

  test('a missing body is a 422, not a crash', async () => {
    const response = await call(adminHandler, { method: 'POST', authorizer: adminContext(['cms.posts.create']) });
    expect(response.statusCode).toBe(422);
  });

  test('an admin route without a principal is 401 authentication_required', async () => {
    const response = await call(adminHandler, { method: 'POST', body: { title: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(response.json.error.code).toBe('authentication_required');
  });

  test('a principal without the permission gets 403 naming it, and the action does not run', async () => {
    const before = calls;
    const response = await call(adminHandler, { method: 'POST', body: { title: 'x' }, authorizer: adminContext(['cms.posts.list']) });
    expect(response.statusCode).toBe(403);
    expect(response.json.error).toEqual({
      code: 'permission_denied',
      message: expect.any(String),
      details: { required_permission: 'cms.posts.create' },
    });
    expect(calls).toBe(before);
  });

  test('an unexpected error is a 500 with a request id and no internals', async () => {
    const response = await call(adminHandler, {
      method: 'POST',
      body: { title: 'explode' },
      authorizer: adminContext(['cms.posts.create']),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json).toEqual({
      status: false,
      error: { code: 'internal_error', message: expect.any(String), request_id: expect.any(String) },
    });
    expect(response.body).not.toMatch(/secret internals|\/var\/task|at /);
  });

  test('DynamoDB throttling is a 503 with Retry-After', async () => {
    // Prepare
    const spy = jest
      .spyOn(db, 'send')
      .mockRejectedValueOnce(Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' }) as never);
    try {
      // Act
      const response = await call(adminHandler, { method: 'POST', body: { title: 'db' }, authorizer: adminContext(['cms.posts.create']) });
      // Assess
      expect(response.statusCode).toBe(503);
      expect(response.headers?.['Retry-After']).toBe('1');
      expect(response.json.error.code).toBe('service_unavailable');
    } finally {
      spy.mockRestore();
    }
  });

  test('query parameters out of range are a 400 with details per parameter', async () => {
    const response = await call(clientHandler, { query: { per_page: '500' }, authorizer: clientContext() });
    expect(response.statusCode).toBe(400);
    expect(response.json.error.code).toBe('bad_request');
    expect(response.json.error.details.per_page).toEqual([expect.any(String)]);
  });

  test('client answers carry the rate-limit headers, errors included', async () => {
    const success = await call(clientHandler, { authorizer: clientContext() });
    const failure = await call(clientHandler, { query: { per_page: 'x' }, authorizer: clientContext() });
    for (const response of [success, failure]) {
      expect(response.headers?.['X-RateLimit-Limit']).toBe('60');
      expect(response.headers?.['X-RateLimit-Remaining']).toBe('59');
      expect(Number(response.headers?.['X-RateLimit-Reset'])).toBeGreaterThan(Date.now() / 1000);
    }
  });

  test('a client route without a key principal is 401 unauthorized', async () => {
    const response = await call(clientHandler, {});
    expect(response.statusCode).toBe(401);
    expect(response.json.error).toEqual({ code: 'unauthorized', message: 'invalid key' });
  });

  test('alternative routes answer errors in the alternative form', async () => {
    const response = await call(altHandler, { authorizer: clientContext() });
    expect(response.statusCode).toBe(404);
    expect(response.json).toEqual({ error: { code: 'resource_not_found', message: expect.any(String), details: {} } });
  });

  test('a retried create with the same Idempotency-Key replays the first answer', async () => {
    // Prepare
    const input = {
      method: 'POST',
      body: { title: 'Once' },
      headers: { 'Idempotency-Key': 'abc-123' },
      authorizer: adminContext(['cms.posts.create']),
    };
    // Act
    const first = await call(adminHandler, input);
    const second = await call(adminHandler, input);
    const reused = await call(adminHandler, { ...input, body: { title: 'Other' } });
    // Assess
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(second.headers?.['Idempotent-Replayed']).toBe('true');
    expect(reused.statusCode).toBe(409);
    expect(reused.json.error.code).toBe('idempotency_key_reused');
  });

  test('a failed attempt does not hold its Idempotency-Key', async () => {
    const input = { method: 'POST', headers: { 'Idempotency-Key': 'retry-me' }, authorizer: adminContext(['cms.posts.create']) };
    const failed = await call(adminHandler, { ...input, body: { title: 'missing' } });
    const retried = await call(adminHandler, { ...input, body: { title: 'missing' } });
    expect(failed.statusCode).toBe(404);
    expect(retried.statusCode).toBe(404);
  });
});

describe('client-user routes', () => {
  const userRoute = binding({ id: 'test-user', method: 'GET', path: '/api/client/v3/test/me', entry: 'x.ts', audience: 'client-user' });

  test('cannot be built without a user authenticator, so no handler forgets the token check', () => {
    expect(() => lambdaHandler(userRoute, endpoint({}, async () => ok(null)))).toThrow(/userEndpoint/);
  });
});

describe("a route's Lambda entry hands in only the middlewares its route runs", () => {
  test('a chain without a part its route needs is refused when it is built, not at a request', () => {
    // Prepare
    const operation = endpoint({}, async () => ok(null));
    // Act + Assess
    expect(() => routeHandler(adminRoute, operation, { access: adminAccess, bodyParsing })).toThrow(/idempotency/);
    expect(() => routeHandler(adminRoute, operation, { access: adminAccess, idempotency })).toThrow(/bodyParsing/);
    expect(() => routeHandler(clientRoute, operation, { access: adminAccess })).toThrow(/not an admin route/);
    expect(() => routeHandler(adminRoute, operation, { access: clientAccess, bodyParsing, idempotency })).toThrow(/is an admin route/);
  });

  test('a GET chain built from its parts alone answers as the full chain does', async () => {
    // Prepare
    const handler = routeHandler(clientRoute, endpoint({ query: Query }, async ({ query }) => ok([1, 2], { per_page: query.per_page ?? 15 })), { access: clientAccess });
    const input: EventInput = { method: 'GET', path: '/api/client/v3/test/thing', query: { per_page: '5' }, authorizer: clientContext() };
    // Act
    const answer = await call(handler, input);
    const refused = await call(handler, { ...input, query: { per_page: '0' }, authorizer: clientContext() });
    // Assess
    expect(answer.statusCode).toBe(200);
    expect(answer.json.meta).toEqual({ per_page: 5 });
    expect(answer.headers?.['X-RateLimit-Limit']).toBeDefined();
    expect(refused.statusCode).toBe(400);
  });

  test('every generated entry imports the access of its audience, the body parser only for a body, idempotency only when idempotent and the streaming wrapper only when streamed', () => {
    // Act
    const wrong = routes.flatMap((entryRoute) => {
      const source = lambdaEntrySource(entryRoute);
      const expected = {
        adminAccess: entryRoute.audience === 'admin',
        clientAccess: entryRoute.audience !== 'admin',
        bodyParsing: takesBody(entryRoute),
        idempotency: entryRoute.idempotent === true,
        streamedHandler: entryRoute.streamed === true,
      };
      return Object.entries(expected)
        .filter(([part, wanted]) => new RegExp(`import \\{ ${part} \\}`).test(source) !== wanted)
        .map(([part, wanted]) => `${entryRoute.id}: ${part} ${wanted ? 'missing' : 'imported'}`);
    });
    // Assess
    expect(wrong).toEqual([]);
  });
});
