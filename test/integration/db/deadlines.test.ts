/**
 * Deadlines of the shared DynamoDB client: against an endpoint that accepts connections and never
 * answers (a stand-in for a paused DynamoDB, without pausing the shared DynamoDB Local), a write ends
 * within the client's budget, far inside API Gateway's 29 s, and is reported as a 503 that says it
 * may have been applied and that a retry with the same Idempotency-Key is safe.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { DB_DEADLINES, dbDeadlines } from '#platform/db/client';
import { mapError } from '#platform/http/error-map';
import { HANDLER_TIMEOUT } from '#infra/stack/settings';

let server: Server;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.push(socket); // read everything, answer nothing
    socket.on('data', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('deployed, the deadlines are DB_DEADLINES; a raised request deadline (tests) raises the connection deadline to half of it', () => {
  // Prepare
  const before = process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
  try {
    // Act
    delete process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
    const deployed = dbDeadlines();
    process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '8000';
    const raised = dbDeadlines();
    // Assess
    expect(deployed).toEqual(DB_DEADLINES);
    expect(raised).toEqual({ ...DB_DEADLINES, requestTimeoutMs: 8_000, connectionTimeoutMs: 4_000 });
  } finally {
    process.env.DYNAMODB_REQUEST_TIMEOUT_MS = before;
  }
});

test('the client budget fits inside the handler timeout, which fits inside the gateway limit', () => {
  // Assess
  const budgetMs = DB_DEADLINES.maxAttempts * (DB_DEADLINES.connectionTimeoutMs + DB_DEADLINES.requestTimeoutMs) + 1_000;
  expect(budgetMs).toBeLessThan(HANDLER_TIMEOUT.toMilliseconds());
  expect(HANDLER_TIMEOUT.toMilliseconds()).toBeLessThan(29_000);
});

test('a write to a database that never answers ends within the deadline as a 503 that says a retry with the Idempotency-Key is safe', async () => {
  // Prepare
  const before = process.env.DYNAMODB_ENDPOINT;
  const beforeTimeout = process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
  process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  delete process.env.DYNAMODB_REQUEST_TIMEOUT_MS; // the deployed deadlines
  let db!: typeof import('#platform/db/client').db;
  jest.isolateModules(() => {
    db = (jest.requireActual('#platform/db/client') as typeof import('#platform/db/client')).db;
  });
  process.env.DYNAMODB_ENDPOINT = before;
  process.env.DYNAMODB_REQUEST_TIMEOUT_MS = beforeTimeout;
  const started = Date.now();
  // Act
  const error = await db.send(new PutCommand({ TableName: 'any', Item: { pk: 'P', sk: 'S' } })).catch((caught: unknown) => caught);
  const elapsedMs = Date.now() - started;
  db.destroy();
  // Assess
  expect(error).toBeInstanceOf(Error);
  expect(elapsedMs).toBeLessThan(DB_DEADLINES.maxAttempts * (DB_DEADLINES.connectionTimeoutMs + DB_DEADLINES.requestTimeoutMs) + 2_000);
  expect(elapsedMs).toBeGreaterThanOrEqual(DB_DEADLINES.requestTimeoutMs);
  const mapped = mapError(error);
  expect(mapped.statusCode).toBe(503);
  expect(mapped.code).toBe('service_unavailable');
  expect(mapped.message).toContain('may have been applied');
  expect(mapped.message).toContain('Idempotency-Key');
}, 20_000);
