/**
 * The events API Gateway hands to Lambda: the REST proxy event (v1) of an integration and the
 * REQUEST authorizer event, plus a Lambda context. Built from the raw request so that handlers see
 * exactly what they see in AWS (header case as sent, `null` for absent query strings...).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayRequestAuthorizerEvent, Context } from 'aws-lambda';
import type { RouteBinding } from '#platform/routes/types';
import { clock } from '#platform/clock';

export const LOCAL_ACCOUNT = '123456789012';
export const LOCAL_API_ID = 'local';
export const LOCAL_STAGE = 'local';
export const LOCAL_REGION = 'local';

export interface RequestFacts {
  method: string;
  /** Path as sent, percent-encoded, without the query. */
  path: string;
  rawQuery: string;
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
  queryStringParameters: Record<string, string> | null;
  multiValueQueryStringParameters: Record<string, string[]> | null;
  sourceIp: string;
  userAgent: string | null;
  requestId: string;
  requestTimeEpoch: number;
  domainName: string;
}

/** Headers keeping the caller's case; API Gateway adds its forwarding headers. */
function headersOf(request: IncomingMessage, localPort: number): { headers: Record<string, string>; multiValueHeaders: Record<string, string[]> } {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    const value = raw[i + 1]!;
    // Repeated names with different case are one header: keep the first spelling.
    const existing = Object.keys(multiValueHeaders).find((key) => key.toLowerCase() === name.toLowerCase()) ?? name;
    (multiValueHeaders[existing] ??= []).push(value);
    headers[existing] = value;
  }
  const sourceIp = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  const forwarded: Record<string, string> = {
    'X-Forwarded-For': sourceIp,
    'X-Forwarded-Proto': 'http',
    'X-Forwarded-Port': String(localPort),
  };
  for (const [name, value] of Object.entries(forwarded)) {
    if (Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase())) continue;
    headers[name] = value;
    multiValueHeaders[name] = [value];
  }
  return { headers, multiValueHeaders };
}

function queryOf(rawQuery: string): Pick<RequestFacts, 'queryStringParameters' | 'multiValueQueryStringParameters'> {
  if (!rawQuery) return { queryStringParameters: null, multiValueQueryStringParameters: null };
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(rawQuery)) {
    single[name] = value;
    (multi[name] ??= []).push(value);
  }
  if (Object.keys(single).length === 0) return { queryStringParameters: null, multiValueQueryStringParameters: null };
  return { queryStringParameters: single, multiValueQueryStringParameters: multi };
}

export function requestFacts(request: IncomingMessage, localPort: number): RequestFacts {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
  const rawQuery = queryAt >= 0 ? url.slice(queryAt + 1) : '';
  const { headers, multiValueHeaders } = headersOf(request, localPort);
  const host = request.headers.host ?? `127.0.0.1:${localPort}`;
  return {
    method: (request.method ?? 'GET').toUpperCase(),
    path,
    rawQuery,
    headers,
    multiValueHeaders,
    ...queryOf(rawQuery),
    sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
    userAgent: request.headers['user-agent'] ?? null,
    requestId: randomUUID(),
    requestTimeEpoch: clock.nowMs(),
    domainName: host.replace(/:\d+$/, ''),
  };
}

/** Case-insensitive header lookup on the caller's headers. */
export function headerValue(facts: RequestFacts, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(facts.headers)) if (key.toLowerCase() === lower) return value;
  return undefined;
}

export function methodArn(facts: RequestFacts, route: RouteBinding): string {
  return `arn:aws:execute-api:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${LOCAL_API_ID}/${LOCAL_STAGE}/${route.method}${facts.path}`;
}

/** `09/Apr/2015:12:34:56 +0000`, API Gateway's requestTime format. */
function requestTime(epochMs: number): string {
  const date = new Date(epochMs);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

function requestContext(facts: RequestFacts, route: RouteBinding, extra: { apiKey: string | null; authorizer: Record<string, unknown> | null }) {
  return {
    accountId: LOCAL_ACCOUNT,
    apiId: LOCAL_API_ID,
    authorizer: extra.authorizer,
    domainName: facts.domainName,
    domainPrefix: facts.domainName.split('.')[0] ?? facts.domainName,
    extendedRequestId: facts.requestId,
    httpMethod: facts.method,
    identity: {
      accessKey: null,
      accountId: null,
      apiKey: extra.apiKey,
      apiKeyId: null,
      caller: null,
      clientCert: null,
      cognitoAuthenticationProvider: null,
      cognitoAuthenticationType: null,
      cognitoIdentityId: null,
      cognitoIdentityPoolId: null,
      principalOrgId: null,
      sourceIp: facts.sourceIp,
      user: null,
      userAgent: facts.userAgent,
      userArn: null,
    },
    path: facts.path,
    protocol: 'HTTP/1.1',
    requestId: facts.requestId,
    requestTime: requestTime(facts.requestTimeEpoch),
    requestTimeEpoch: facts.requestTimeEpoch,
    resourceId: route.id,
    resourcePath: route.path,
    stage: LOCAL_STAGE,
  };
}

export function authorizerEvent(facts: RequestFacts, route: RouteBinding, pathParameters: Record<string, string> | null): APIGatewayRequestAuthorizerEvent {
  return {
    type: 'REQUEST',
    methodArn: methodArn(facts, route),
    resource: route.path,
    path: facts.path,
    httpMethod: facts.method,
    headers: facts.headers,
    multiValueHeaders: facts.multiValueHeaders,
    pathParameters,
    queryStringParameters: facts.queryStringParameters,
    multiValueQueryStringParameters: facts.multiValueQueryStringParameters,
    stageVariables: null,
    // The gateway has not authorized anything yet: no authorizer member at all.
    requestContext: { ...requestContext(facts, route, { apiKey: null, authorizer: null }), authorizer: undefined },
  };
}

export function proxyEvent(
  facts: RequestFacts,
  route: RouteBinding,
  pathParameters: Record<string, string> | null,
  body: string | null,
  access: { apiKey: string | null; authorizer: Record<string, unknown> | null },
): APIGatewayProxyEvent {
  return {
    resource: route.path,
    path: facts.path,
    httpMethod: facts.method,
    headers: facts.headers,
    multiValueHeaders: facts.multiValueHeaders,
    queryStringParameters: facts.queryStringParameters,
    multiValueQueryStringParameters: facts.multiValueQueryStringParameters,
    pathParameters,
    stageVariables: null,
    requestContext: requestContext(facts, route, access),
    body,
    isBase64Encoded: false,
  } as APIGatewayProxyEvent;
}

/** A Lambda context for one invocation of `functionName` with `timeoutMs` to run. */
export function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const unsupported = () => {
    throw new Error('callback-style completion is not supported: return a value from the async handler');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/[$LATEST]${randomUUID().replace(/-/g, '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
