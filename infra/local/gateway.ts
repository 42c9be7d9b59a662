/**
 * The local API Gateway: an HTTP server (node:http) that does what the deployed REST API does in
 * front of the Lambda handlers — match the route table, run the same Lambda authorizers (with the
 * gateway's cache and answers), meter client keys with the usage plan, invoke the route's handler
 * with a real proxy event, and answer with the configured gateway responses when it refuses or the
 * integration fails. Beside the API it serves the media store that stands in for the S3 bucket
 * (s3-emulation.ts) and the console and API reference pages (static-serving.ts); what every answer
 * carries: gateway-answers.ts. It stands in for API Gateway's management API for the one call the
 * service makes of it on a request (FlushStageAuthorizersCache, when a key is revoked).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { routes as routeTable, AUTHORIZERS, USAGE_PLAN } from '#platform/routes/index';
import type { RouteBinding } from '#platform/routes/types';
import type { GatewayResponseType } from '#platform/routes/gateway-responses';
import { clock } from '#platform/clock';
import { functionHandler } from '#platform/http/lambda-handler';
import { isStreamedHandler, type StreamedHandler } from '#platform/http/response-streaming';
import type { Operation } from '#platform/http/endpoint';
import { logger, errorFields } from '#platform/logs/logger';
import { RouteMatcher } from './route-matcher';
import { authorizerEvent, headerValue, lambdaContext, proxyEvent, requestFacts, type RequestFacts } from './proxy-event';
import { decodedRequestBody } from './content-coding';
import { EmulatedAuthorizer, type AuthorizerHandler } from './authorizer-emulation';
import { UsagePlanEmulation, type UsagePlanSettings } from './usage-plan';
import { LOCAL_STORE_PREFIX, MediaStore } from './media-store';
import { LocalMediaProcessing, type ProcessingHandler } from './media-processing';
import { MAIL_PATH, MailOutbox } from './mail-outbox';
import { tableStreamPump } from './table-stream';
import { config } from '#platform/config';
import { MEDIA_PROCESSING_ENTRY, MEDIA_PROCESSING_ID } from '#infra/media-processing-entry';
import { runAsFunction } from './function-scope';
import { preflightHeaders } from '#platform/routes/cors';
import { readBody, send, sendGatewayResponse, type Served } from './gateway-answers';
import { S3_METHODS, s3Emulation } from './s3-emulation';
import { LOCAL_APIGATEWAY_PREFIX, LOCAL_STAGE, localApiGatewayEnv } from './local-stage';
import { staticServing } from './static-serving';
import { relayStreamedAnswer } from './streamed-answer';

const FLUSH_AUTHORIZERS_PATH = `${LOCAL_APIGATEWAY_PREFIX}/restapis/${LOCAL_STAGE.restApiId}/stages/${LOCAL_STAGE.stageName}/cache/authorizers`;

/** API Gateway's payload limit. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** API Gateway's integration timeout. */
export const INTEGRATION_TIMEOUT_MS = 29_000;

const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface LocalGatewayOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** No access log lines. */
  quiet?: boolean;
  /** The usage plan backstop; `false` turns it off (tests of the exact counters alone). */
  usagePlan?: UsagePlanSettings | false;
  /** Where uploaded media are kept (default `CMS_DATA_DIR/media` or a temporary folder). */
  mediaDir?: string;
  /** Where the functions' emails go (default `CMS_DATA_DIR/mail` or a temporary folder), listed at `GET /_local/mail`. */
  mailDir?: string;
  integrationTimeoutMs?: number;
  /** Defaults to the service's route table. */
  routes?: readonly RouteBinding[];
  /** The client key the admin console at /admin logs in with (its config.json); asked on each request. */
  consoleApiKey?: () => string | undefined;
}

export interface LocalGateway {
  url: string;
  port: number;
  mediaDir: string;
  mailDir: string;
  /** Forgets cached authorizer answers and usage-plan counts. */
  clearCaches(): void;
  /** Resolves once every upload received so far has been processed. */
  mediaIdle(): Promise<void>;
  /** Resolves once the table stream's consumers have handled every write made so far (search postings). */
  streamIdle(): Promise<void>;
  close(): Promise<void>;
}

type Handler = ((event: APIGatewayProxyEvent, context: Context) => Promise<unknown>) | StreamedHandler;

/** Modules are imported once, on first use; a failed import is retried by the next request. */
const modules = new Map<string, Promise<Record<string, unknown>>>();

function importEntry(entry: string): Promise<Record<string, unknown>> {
  let loading = modules.get(entry);
  if (!loading) {
    loading = import(path.resolve(REPO_ROOT, entry)) as Promise<Record<string, unknown>>;
    modules.set(entry, loading);
    loading.catch(() => modules.delete(entry));
  }
  return loading;
}

/** The handler `entry` exports, run as function `functionId` (function-scope.ts). */
async function handlerOf<T extends (...args: never[]) => unknown>(entry: string, functionId: string): Promise<T> {
  const module = await importEntry(entry);
  const candidate = module.handler ?? (module.default as { handler?: unknown } | undefined)?.handler;
  if (typeof candidate !== 'function') throw new Error(`${entry} exports no handler`);
  const handler = candidate as T;
  return ((...args: Parameters<T>) => runAsFunction(functionId, () => handler(...args))) as T;
}

/**
 * A route's Lambda handler, as its generated entry builds it (infra/stack/lambda-entries.ts): the route
 * bound to the operation its handler file declares. A module that exports a ready `handler` instead
 * (the benchmark's timing wrappers) is used as it is.
 */
const routeHandlers = new Map<string, Promise<Handler>>();
function routeHandlerOf(route: RouteBinding): Promise<Handler> {
  let loading = routeHandlers.get(route.id);
  if (!loading) {
    loading = importEntry(route.entry).then((module) => {
      if (typeof module.handler === 'function') return module.handler as Handler;
      const operation = module.operation as Operation | undefined;
      if (!operation || typeof operation.action !== 'function') throw new Error(`${route.entry} exports no operation`);
      return functionHandler(route, operation) as Handler;
    });
    routeHandlers.set(route.id, loading);
    loading.catch(() => routeHandlers.delete(route.id));
  }
  return loading;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function isProxyResult(value: unknown): value is APIGatewayProxyResult {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as { statusCode?: unknown; body?: unknown };
  return Number.isInteger(candidate.statusCode) && (candidate.body === undefined || candidate.body === null || typeof candidate.body === 'string');
}

export async function startLocalGateway(options: LocalGatewayOptions = {}): Promise<LocalGateway> {
  const host = options.host ?? '127.0.0.1';
  const matcher = new RouteMatcher(options.routes ?? routeTable);
  const clientAuthorizer = new EmulatedAuthorizer(() => handlerOf<AuthorizerHandler>(AUTHORIZERS.client.entry, AUTHORIZERS.client.id), AUTHORIZERS.client.cacheTtlSeconds);
  const adminAuthorizer = new EmulatedAuthorizer(() => handlerOf<AuthorizerHandler>(AUTHORIZERS.admin.entry, AUTHORIZERS.admin.id), AUTHORIZERS.admin.cacheTtlSeconds);
  const usagePlan = options.usagePlan === false ? undefined : new UsagePlanEmulation(options.usagePlan ?? USAGE_PLAN);
  const media = await MediaStore.open(options.mediaDir);
  const outbox = await MailOutbox.open(options.mailDir);
  const processing = new LocalMediaProcessing(() => handlerOf<ProcessingHandler>(MEDIA_PROCESSING_ENTRY, MEDIA_PROCESSING_ID));
  const integrationTimeoutMs = options.integrationTimeoutMs ?? INTEGRATION_TIMEOUT_MS;
  let localPort = 0;
  const serveMedia = s3Emulation(media, processing, () => localPort);
  const serveStatic = staticServing(options.consoleApiKey ?? (() => undefined));

  /**
   * FlushStageAuthorizersCache of this gateway's stage: both authorizers' cached answers forgotten at
   * once, answered 202 with no body as API Gateway does. The signature is not checked (the media
   * store's presigned PUTs are: they stand for a caller's upload, this for the service's own call).
   */
  function serveApiGatewayManagement(request: IncomingMessage, response: ServerResponse, facts: RequestFacts): Served | undefined {
    if (!facts.path.startsWith(LOCAL_APIGATEWAY_PREFIX)) return undefined;
    request.resume();
    if (facts.method !== 'DELETE' || facts.path !== FLUSH_AUTHORIZERS_PATH) {
      send(response, facts, 404, { 'Content-Type': 'application/json', 'x-amzn-ErrorType': 'NotFoundException' }, JSON.stringify({ message: 'Invalid stage identifier specified' }));
      return { status: 404 };
    }
    clientAuthorizer.clear();
    adminAuthorizer.clear();
    send(response, facts, 202, {}, '');
    return { status: 202 };
  }

  /** Runs the route's authorizer and, for client keys, the usage plan. */
  async function authorize(
    route: RouteBinding,
    facts: RequestFacts,
    pathParameters: Record<string, string> | null,
  ): Promise<{ refused: GatewayResponseType } | { authorizer: Record<string, unknown>; apiKey: string | null }> {
    const event = authorizerEvent(facts, route, pathParameters);
    const started = clock.nowMs();
    if (route.audience === 'admin') {
      const outcome = await adminAuthorizer.authorize(event, undefined);
      if (!outcome.allowed) {
        if (outcome.cause) logger.error('admin authorizer failed', { route: route.id, ...errorFields(outcome.cause) });
        return { refused: outcome.gatewayResponse };
      }
      return { authorizer: { ...outcome.context, principalId: outcome.principalId, integrationLatency: clock.nowMs() - started }, apiKey: null };
    }
    // The identity source is the Api-Key header: without it the gateway refuses before calling the authorizer.
    const apiKey = headerValue(facts, 'api-key');
    if (!apiKey) return { refused: 'UNAUTHORIZED' };
    const outcome = await clientAuthorizer.authorize(event, apiKey);
    if (!outcome.allowed) {
      if (outcome.cause) logger.error('client authorizer failed', { route: route.id, ...errorFields(outcome.cause) });
      return { refused: outcome.gatewayResponse };
    }
    if (!outcome.usageIdentifierKey) return { refused: 'UNAUTHORIZED' };
    const admitted = usagePlan?.admit(outcome.usageIdentifierKey) ?? { admitted: true as const };
    if (!admitted.admitted) return { refused: admitted.gatewayResponse };
    return {
      authorizer: { ...outcome.context, principalId: outcome.principalId, integrationLatency: clock.nowMs() - started },
      apiKey: outcome.usageIdentifierKey,
    };
  }

  async function invoke(route: RouteBinding, event: APIGatewayProxyEvent, response: ServerResponse, facts: RequestFacts): Promise<APIGatewayProxyResult | GatewayResponseType | Served> {
    let handler: Handler;
    try {
      handler = await routeHandlerOf(route);
    } catch (error) {
      logger.error('handler could not be loaded', { route: route.id, entry: route.entry, ...errorFields(error) });
      return 'DEFAULT_5XX';
    }
    if (isStreamedHandler(handler)) {
      const streaming = handler;
      const context = lambdaContext(`cms-${route.id}`, integrationTimeoutMs);
      return runAsFunction(route.id, () => relayStreamedAnswer(route.id, streaming, event, context, response, facts, integrationTimeoutMs));
    }
    const buffered = handler;
    try {
      const running = runAsFunction(route.id, () => buffered(event, lambdaContext(`cms-${route.id}`, integrationTimeoutMs)));
      const result = await withTimeout(running, integrationTimeoutMs);
      if (result === 'timeout') return 'INTEGRATION_TIMEOUT';
      if (!isProxyResult(result)) {
        logger.error('handler returned no proxy result', { route: route.id });
        return 'DEFAULT_5XX';
      }
      return result;
    } catch (error) {
      logger.error('handler threw', { route: route.id, ...errorFields(error) });
      return 'DEFAULT_5XX';
    }
  }

  function sendProxyResult(response: ServerResponse, facts: RequestFacts, result: APIGatewayProxyResult): Served {
    // As API Gateway: both maps merge, multiValueHeaders winning for a name present in both.
    const headers: Record<string, string | string[]> = {};
    const multi = result.multiValueHeaders ?? {};
    for (const [name, values] of Object.entries(multi)) headers[name] = values.map(String);
    const multiNames = new Set(Object.keys(multi).map((name) => name.toLowerCase()));
    for (const [name, value] of Object.entries(result.headers ?? {})) if (!multiNames.has(name.toLowerCase())) headers[name] = String(value);
    const body = result.body ?? '';
    send(response, facts, result.statusCode, headers, result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
    return { status: result.statusCode };
  }

  async function serve(request: IncomingMessage, response: ServerResponse, facts: RequestFacts): Promise<Served> {
    if (facts.method === 'OPTIONS') {
      request.resume();
      const methods = facts.path.startsWith(LOCAL_STORE_PREFIX) ? S3_METHODS : matcher.methodsAt(facts.path);
      if (methods.length === 0) return sendGatewayResponse(response, facts, 'MISSING_AUTHENTICATION_TOKEN');
      send(response, facts, 204, preflightHeaders(methods), '');
      return { status: 204 };
    }
    if (facts.path.startsWith(LOCAL_STORE_PREFIX)) {
      if (facts.path === MAIL_PATH && facts.method === 'GET') {
        request.resume();
        send(response, facts, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, await outbox.listing());
        return { status: 200 };
      }
      const served = serveApiGatewayManagement(request, response, facts) ?? (await serveMedia(request, response, facts));
      if (served) return served;
    }
    const page = await serveStatic(request, response, facts);
    if (page) return page;
    const sent = await readBody(request, MAX_BODY_BYTES);
    if (sent === 'too-large') return sendGatewayResponse(response, facts, 'REQUEST_TOO_LARGE');
    const body = decodedRequestBody(sent, headerValue(facts, 'content-encoding'), MAX_BODY_BYTES);
    if (body === 'unsupported') return sendGatewayResponse(response, facts, 'UNSUPPORTED_MEDIA_TYPE');
    if (body === 'too-large') return sendGatewayResponse(response, facts, 'REQUEST_TOO_LARGE');
    const matched = matcher.match(facts.method, facts.path);
    if (matched.kind === 'not-found') return sendGatewayResponse(response, facts, 'MISSING_AUTHENTICATION_TOKEN');
    const { route, pathParameters } = matched.match;
    const access = await authorize(route, facts, pathParameters);
    if ('refused' in access) return { ...sendGatewayResponse(response, facts, access.refused), route: route.id };
    const event = proxyEvent(facts, route, pathParameters, body.length > 0 ? body.toString('utf8') : null, access);
    const result = await invoke(route, event, response, facts);
    if (typeof result === 'string') return { ...sendGatewayResponse(response, facts, result), route: route.id };
    if (!('statusCode' in result)) return { ...result, route: route.id };
    return { ...sendProxyResult(response, facts, result), route: route.id };
  }

  // Requests being answered: close() waits for them before it takes the environment away.
  const inFlight = new Set<Promise<void>>();
  const server: Server = createServer((request, response) => {
    const startedAt = performance.now();
    const facts = requestFacts(request, localPort);
    const answering = serve(request, response, facts)
      .catch((error: unknown): Served => {
        logger.error('local gateway failed', { path: facts.path, ...errorFields(error) });
        if (response.headersSent) {
          response.destroy();
          return { status: 500 };
        }
        return sendGatewayResponse(response, facts, 'DEFAULT_5XX');
      })
      .then((served) => {
        if (options.quiet) return;
        const line = {
          type: 'access',
          timestamp: new Date().toISOString(),
          request_id: facts.requestId,
          method: facts.method,
          path: facts.path,
          ...(served.route ? { route: served.route } : {}),
          status: served.status,
          latency_ms: Math.round(performance.now() - startedAt),
        };
        process.stdout.write(JSON.stringify(line) + '\n');
      });
    inFlight.add(answering);
    void answering.finally(() => inFlight.delete(answering));
  });

  // Idle keep-alive connections are kept a minute, as API Gateway keeps them longer than Node's default
  // 5 s: with 5 s, a client whose idle timer is coarse (fetch's undici checks it about once a second)
  // could send a request on a connection the server was closing at that moment and read ECONNRESET
  // (seen once in CI: ten concurrent reads after a five-second write). headersTimeout must exceed it.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  localPort = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${localPort}`;

  // The media use case builds upload and public URLs from the first two (in AWS: the bucket); links the
  // handlers build (links.next) start from the gateway's URL, as they start from the stage URL in AWS.
  // A key revocation flushes this gateway's authorizer cache as it flushes the stage's in AWS.
  const gatewayEnv: GatewayEnv = {
    LOCAL_MEDIA_BASE_URL: `${url}/_local`,
    LOCAL_MEDIA_DIR: media.dir,
    PUBLIC_BASE_URL: url,
    // Emails go to the outbox (LOCAL_MAIL_DIR), never to SES.
    LOCAL_MAIL_DIR: outbox.dir,
    ...localApiGatewayEnv(url),
  };
  claimGatewayEnv(gatewayEnv);

  let closing: Promise<void> | undefined;
  return {
    url,
    port: localPort,
    mediaDir: media.dir,
    mailDir: outbox.dir,
    clearCaches() {
      clientAuthorizer.clear();
      adminAuthorizer.clear();
      usagePlan?.clear();
    },
    mediaIdle: () => processing.idle(),
    streamIdle: () => tableStreamPump(config.dynamoEndpoint ?? '', config.tableName).drain(),
    close() {
      closing ??= (async () => {
        // No new connections; requests under way are answered (each ends by the integration timeout at
        // the latest) before the environment their handlers read is removed, then idle keep-alive
        // connections are closed.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        server.closeAllConnections();
        await closed;
        await processing.idle();
        releaseGatewayEnv(gatewayEnv);
        await media.dispose();
        await outbox.dispose();
      })();
      return closing;
    },
  };
}

/**
 * Several gateways may run in one process (tests): the environment they give the handlers (the media
 * store's URL and folder, the public base URL of links) names the newest one still open, and goes back
 * to what it was before once all are closed, whatever order they close in.
 */
const GATEWAY_ENV_NAMES = ['LOCAL_MEDIA_BASE_URL', 'LOCAL_MEDIA_DIR', 'PUBLIC_BASE_URL', 'LOCAL_APIGATEWAY_URL', 'REST_API_ID', 'STAGE_NAME', 'LOCAL_MAIL_DIR'] as const;
type GatewayEnv = Record<(typeof GATEWAY_ENV_NAMES)[number], string | undefined>;
const gatewayEnvOwners: GatewayEnv[] = [];
let gatewayEnvBefore: GatewayEnv | undefined;

function setGatewayEnv(env: GatewayEnv): void {
  for (const name of GATEWAY_ENV_NAMES) {
    const value = env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

function claimGatewayEnv(env: GatewayEnv): void {
  if (gatewayEnvOwners.length === 0) {
    gatewayEnvBefore = Object.fromEntries(GATEWAY_ENV_NAMES.map((name) => [name, process.env[name]])) as GatewayEnv;
  }
  gatewayEnvOwners.push(env);
  setGatewayEnv(env);
}

function releaseGatewayEnv(env: GatewayEnv): void {
  const index = gatewayEnvOwners.indexOf(env);
  if (index < 0) return;
  gatewayEnvOwners.splice(index, 1);
  const empty = Object.fromEntries(GATEWAY_ENV_NAMES.map((name) => [name, undefined])) as GatewayEnv;
  setGatewayEnv(gatewayEnvOwners.at(-1) ?? gatewayEnvBefore ?? empty);
}
