/** Hand-built API Gateway REST proxy events, for pipeline tests that call a handler directly. */
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

export interface EventInput {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | string[]>;
  pathParameters?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  authorizer?: Record<string, unknown> | null;
}

export function apiEvent(input: EventInput = {}): APIGatewayProxyEvent {
  const multi: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(input.query ?? {})) multi[name] = Array.isArray(value) ? value : [value];
  const single = Object.fromEntries(Object.entries(multi).map(([name, values]) => [name, values.at(-1)!]));
  const body = input.rawBody ?? (input.body === undefined ? null : JSON.stringify(input.body));
  return {
    resource: input.path ?? '/',
    path: input.path ?? '/',
    httpMethod: input.method ?? 'GET',
    headers: { Host: 'api.example.test', 'X-Forwarded-Proto': 'https', ...(body ? { 'Content-Type': 'application/json' } : {}), ...input.headers },
    multiValueHeaders: {},
    queryStringParameters: Object.keys(single).length ? single : null,
    multiValueQueryStringParameters: Object.keys(multi).length ? multi : null,
    pathParameters: input.pathParameters ?? null,
    stageVariables: null,
    isBase64Encoded: false,
    body,
    requestContext: {
      requestId: randomUUID(),
      authorizer: input.authorizer ?? null,
      stage: 'test',
      path: input.path ?? '/',
      httpMethod: input.method ?? 'GET',
      resourcePath: input.path ?? '/',
    } as unknown as APIGatewayProxyEvent['requestContext'],
  };
}

export function lambdaContext(): Context {
  return {
    awsRequestId: randomUUID(),
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test',
    functionVersion: '1',
    invokedFunctionArn: 'arn:aws:lambda:local:0:function:test',
    memoryLimitInMB: '512',
    logGroupName: 'test',
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
