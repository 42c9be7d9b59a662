/**
 * The handler pipeline, written once. Every endpoint is `endpoint(route, schemas, action)`: the route
 * (from the route table) says who may call it and how answers are wrapped; the schemas validate path,
 * query and body; the action calls a use case and returns a `Reply`.
 *
 *   header normaliser → JSON body parser → request scope (request id, logs)
 *   → access (admin permission | client quota [+ user token]) → validation → idempotency
 *   → action → envelope;  error mapper registered last turns any error into the spec's error body.
 */
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyResult, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { RouteDef } from '../../infra/routes/types';
import { errorFormOf } from '../../infra/routes/types';
import { AuthenticationRequired, InvalidApiKey, InvalidParameters, MalformedRequest, PayloadTooLarge, PermissionDenied } from '../errors';
import { logger, errorFields } from '../logger';
import { config } from '../config';
import {
  decodeAdminPrincipal,
  decodeClientPrincipal,
  type AdminPrincipal,
  type ClientPrincipal,
  type UserPrincipal,
} from '../auth/principal';
import { closestWindow, consumeQuota, rateLimitHeaders, type QuotaState } from '../quotas/rate-limiter';
import { claimIdempotencyKey, fingerprint, type IdempotencyClaim } from './idempotency';
import { mapError } from './error-map';
import { errorBody, successBody } from './envelope';
import { header, queryOf, requestIdOf, requestUrl, type ApiEvent } from './event';
import { parseBody, parseParameters } from './validation';
import type { Reply } from './reply';

export interface Schemas<P extends z.ZodMiniType, Q extends z.ZodMiniType, B extends z.ZodMiniType> {
  params?: P;
  query?: Q;
  body?: B;
  /** The success status, when it is not the default the OpenAPI document assumes (201 for a POST `…-create` route, else 200). */
  successStatus?: 200 | 201;
}

/** What a handler carries for the OpenAPI document and the contract tests. */
export interface DocumentedSchemas extends Schemas<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> {
  /** The success body's `result` (or `data`): not enforced at run time; set by `documentResponse`. */
  response?: z.ZodMiniType;
}

export interface ApiRequest<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
  /** Admin routes: the authenticated principal (permission already checked). */
  admin?: AdminPrincipal;
  /** Client routes: the API key. */
  client?: ClientPrincipal;
  /** `client-user` routes: the logged-in user. */
  user?: UserPrincipal;
  requestId: string;
  /** Absolute URL of this request without its query (pagination links). */
  url: string;
  /** The query as sent, for links that keep the caller's parameters. */
  rawQuery: Record<string, string | string[]>;
  header(name: string): string | undefined;
  /** The client address API Gateway saw (never a header the caller can set). */
  sourceIp: string;
}

interface State {
  requestId: string;
  quota?: QuotaState;
  idempotency?: IdempotencyClaim;
  replayed?: boolean;
}

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };
const baseHeaders = (): Record<string, string> => ({ ...JSON_HEADERS, 'Access-Control-Allow-Origin': config.corsAllowOrigin });
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Request limits (docs/limits.md): bodies well under the gateway's 10 MB, shallow JSON, bounded query language. */
export const LIMITS = { bodyBytes: 1024 * 1024, bodyDepth: 32, searchChars: 200, filters: 10, queryValueChars: 2000 } as const;
// curl -d sends form content types: read JSON whatever the Content-Type says (the option exists at run time, not in the types).
const jsonParserOptions = { disableContentTypeCheck: true } as unknown as Parameters<typeof httpJsonBodyParser>[0];

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** Verifies a user's `Authorization: Bearer` token (401/403 otherwise). */
export type UserAuthenticator = (authorization: string | undefined) => Promise<UserPrincipal>;

export interface EndpointOptions {
  /**
   * Required by `client-user` routes, given by `userEndpoint` (shared/http/user-endpoint.ts): only the
   * handlers that verify tokens bundle the token verifier.
   */
  authenticateUser?: UserAuthenticator;
}

export function endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
>(
  route: RouteDef,
  schemas: Schemas<P, Q, B>,
  action: (request: ApiRequest<Output<P>, Output<Q>, Output<B>>) => Promise<Reply>,
  options: EndpointOptions = {},
) {
  if (route.audience === 'client-user' && !options.authenticateUser) {
    throw new Error(`route ${route.id} needs a user token: build its handler with userEndpoint()`);
  }
  const errorForm = errorFormOf(route.path);
  const states = new WeakMap<object, State>();
  const stateOf = (event: ApiEvent): State => {
    let state = states.get(event);
    if (!state) {
      state = { requestId: requestIdOf(event, 'unknown') };
      states.set(event, state);
    }
    return state;
  };

  const headersFor = (state: State, extra?: Record<string, string>): Record<string, string> => ({
    ...baseHeaders(),
    'X-Request-Id': state.requestId,
    ...(state.quota ? rateLimitHeaders(closestWindow(state.quota)) : {}),
    ...extra,
  });

  const chain = middy<ApiEvent, APIGatewayProxyResult, Error, Context>()
    .use(httpHeaderNormalizer())
    .use(
      BODY_METHODS.has(route.method)
        ? [{ before: (request) => checkBodySize(request.event.body) }, httpJsonBodyParser(jsonParserOptions)]
        : [],
    )
    .use({
      before: async (request) => {
        const state = stateOf(request.event);
        state.requestId = requestIdOf(request.event, request.context?.awsRequestId ?? 'unknown');
      },
    })
    .handler(async (event) => {
      const state = stateOf(event);
      return logger.withRequestId(state.requestId, async () => {
        const access = await authorise(route, event, state, options.authenticateUser);
        const rawQuery = queryOf(event);
        checkQueryLimits(rawQuery);
        if (BODY_METHODS.has(route.method)) checkBodyDepth(event.body);
        const input = {
          params: schemas.params ? parseParameters(schemas.params, event.pathParameters ?? {}) : undefined,
          query: schemas.query ? parseParameters(schemas.query, rawQuery) : undefined,
          body: schemas.body ? parseBody(schemas.body, requireJsonBody(event.body)) : undefined,
        };
        if (route.idempotent) {
          const replay = await startIdempotency(route, event, state, access, input.body);
          if (replay) return replay;
        }
        const reply = await action({
          ...(input as { params: Output<P>; query: Output<Q>; body: Output<B> }),
          ...access,
          requestId: state.requestId,
          // Read when a link is built: routes that build none need no public base URL.
          get url() {
            return requestUrl(event);
          },
          rawQuery,
          header: (name) => header(event, name),
          sourceIp: event.requestContext?.identity?.sourceIp ?? 'unknown',
        });
        const response: APIGatewayProxyResult = {
          statusCode: reply.statusCode,
          headers: headersFor(state, reply.headers),
          body: JSON.stringify(successBody(route.envelope, reply)),
        };
        await state.idempotency?.complete({ statusCode: response.statusCode, body: response.body });
        return response;
      });
    })
    // Registered last, so its onError runs first and answers every error.
    .use({
      onError: async (request) => {
        const state = stateOf(request.event);
        const mapped = mapError(request.error);
        if (mapped.internal) {
          logger.error('unhandled error', { route: route.id, request_id: state.requestId, ...errorFields(request.error) });
        } else if (mapped.statusCode >= 500) {
          logger.warn('dependency unavailable', { route: route.id, request_id: state.requestId, ...errorFields(request.error) });
        }
        await state.idempotency?.abandon();
        const window = mapped.rateWindow ?? (state.quota ? closestWindow(state.quota) : undefined);
        request.response = {
          statusCode: mapped.statusCode,
          headers: headersFor(state, {
            ...(window ? rateLimitHeaders(window) : {}),
            ...(mapped.retryAfterSeconds !== undefined ? { 'Retry-After': String(mapped.retryAfterSeconds) } : {}),
          }),
          body: JSON.stringify(errorBody(errorForm, mapped, state.requestId)),
        };
      },
    });
  // The route and schemas travel with the handler: the OpenAPI document and contract tests read them here.
  const documented: DocumentedSchemas = { ...schemas };
  return Object.assign(chain, { route, schemas: documented });
}

/**
 * Names the schema of a handler's success body, for the OpenAPI document and the contract tests.
 * Handlers call it in a statement labelled `DOCS:`, which Lambda bundles drop (esbuild `dropLabels`,
 * infra/stack/bundling.ts): a deployed function neither builds nor carries its response schemas,
 * which are most of the schemas there are, while tests, `npm start` and `npm run openapi` run the
 * handler modules as written and see them.
 */
export function documentResponse(handler: { schemas: DocumentedSchemas }, response: z.ZodMiniType): void {
  handler.schemas.response = response;
}

/**
 * Names the query parameters of a handler that reads its query itself (the posts list language,
 * shared/posts/list-query.ts): documentation only, attached in a `DOCS:` statement like the response.
 */
export function documentQuery(handler: { schemas: DocumentedSchemas }, query: z.ZodMiniType): void {
  handler.schemas.query = query;
}

function checkBodySize(body: unknown): void {
  if (typeof body === 'string' && Buffer.byteLength(body, 'utf8') > LIMITS.bodyBytes) throw new PayloadTooLarge(LIMITS.bodyBytes);
}

/** Deeply nested JSON is refused before any schema walks it. */
function checkBodyDepth(body: unknown): void {
  let level: unknown[] = [body];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > LIMITS.bodyDepth) {
      const message = `The request body may not nest deeper than ${LIMITS.bodyDepth} levels.`;
      throw new MalformedRequest(message, { body: [message] });
    }
    level = level.flatMap((value) => (value !== null && typeof value === 'object' ? Object.values(value) : []));
  }
}

function checkQueryLimits(query: Record<string, string | string[]>): void {
  const problems = Object.create(null) as Record<string, string[]>;
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    if (name === 'search' && values.some((entry) => entry.length > LIMITS.searchChars))
      problems[name] = [`search may not be longer than ${LIMITS.searchChars} characters.`];
    else if (values.some((entry) => entry.length > LIMITS.queryValueChars))
      problems[name] = [`${name} may not be longer than ${LIMITS.queryValueChars} characters.`];
    const filters = name === 'filter' ? values.flatMap((entry) => entry.split(/[,;]/)).filter((entry) => entry.trim() !== '') : [];
    if (filters.length > LIMITS.filters) (problems[name] ??= []).push(`At most ${LIMITS.filters} filters.`);
  }
  if (Object.keys(problems).length > 0) throw new InvalidParameters(problems);
}

function requireJsonBody(body: unknown): unknown {
  if (typeof body === 'string') throw new MalformedRequest('The request body must be JSON.');
  return body;
}

async function authorise(
  route: RouteDef,
  event: ApiEvent,
  state: State,
  authenticateUser: UserAuthenticator | undefined,
): Promise<{ admin?: AdminPrincipal; client?: ClientPrincipal; user?: UserPrincipal }> {
  const context = event.requestContext?.authorizer as Record<string, unknown> | null | undefined;
  if (route.audience === 'admin') {
    const admin = decodeAdminPrincipal(context);
    if (!admin) throw new AuthenticationRequired();
    if (!route.permission) throw new Error(`admin route ${route.id} declares no permission`);
    if (!admin.permissions.has(route.permission)) throw new PermissionDenied(route.permission);
    return { admin };
  }
  const client = decodeClientPrincipal(context);
  if (!client) throw new InvalidApiKey();
  state.quota = await consumeQuota(client.apiKeyId);
  if (route.audience === 'client-user' && authenticateUser) {
    const user = await authenticateUser(header(event, 'authorization'));
    return { client, user };
  }
  return { client };
}

async function startIdempotency(
  route: RouteDef,
  event: ApiEvent,
  state: State,
  access: { admin?: AdminPrincipal; client?: ClientPrincipal; user?: UserPrincipal },
  body: unknown,
): Promise<APIGatewayProxyResult | undefined> {
  const key = header(event, 'idempotency-key');
  if (!key) return undefined;
  const principal = access.admin
    ? `${access.admin.type}-${access.admin.id}`
    : access.user
      ? `user-${access.user.userId}`
      : `key-${access.client?.apiKeyId ?? 'none'}`;
  const scope = `${route.id}#${principal}#${JSON.stringify(event.pathParameters ?? {})}`;
  const claim = await claimIdempotencyKey(scope, key, fingerprint(body));
  if (claim.replay) {
    state.replayed = true;
    return {
      statusCode: claim.replay.statusCode,
      headers: {
        ...baseHeaders(),
        'X-Request-Id': state.requestId,
        ...(state.quota ? rateLimitHeaders(closestWindow(state.quota)) : {}),
        'Idempotent-Replayed': 'true',
      },
      body: claim.replay.body,
    };
  }
  state.idempotency = claim;
  return undefined;
}
