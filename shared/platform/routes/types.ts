/**
 * A route is data: one entry drives the CDK stack (resource, method, function, authorizer, grants),
 * the local gateway (matching, authorizer, quotas) and the tests (every route is exercised).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The methods whose requests carry a JSON body (parsed and limited by the pipeline, documented as a request body). */
export const BODY_METHODS: ReadonlySet<string> = new Set<HttpMethod>(['POST', 'PUT', 'PATCH']);

/**
 * - `admin`: admin authorizer (Bearer token of a user, or an Api-Key created with admin permissions);
 *   the handler checks `permission`.
 * - `client`: client authorizer (`Api-Key` header, usage plan) and the exact per-key quotas.
 * - `client-user`: as `client`, and the handler also needs a user's Bearer token.
 */
export type Audience = 'admin' | 'client' | 'client-user';

/**
 * What the function may do beyond reading the table: write it, sign/verify tokens, upload media,
 * seal and open list cursors (`cursor-key`: the HMAC secret of `links.next` cursors), send to the
 * webhook delivery queue (`webhook-queue`), flush API Gateway's cached authorizer answers of the
 * stage (`authorizer-cache`: key revocation).
 */
export type Capability = 'table-write' | 'jwt' | 'media-bucket' | 'api-gateway-keys' | 'cursor-key' | 'webhook-queue' | 'authorizer-cache';

export interface RouteDef {
  /** Unique and stable: names the Lambda function and the local handler. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway resource path, parameters in braces: `/api/admin/v3/cms/post/{post_id}`. */
  readonly path: string;
  /** Handler file, relative to the repository root; it exports `handler`. */
  readonly entry: string;
  readonly audience: Audience;
  /** Required on admin routes: `module.resource.action`. */
  readonly permission?: string;
  readonly capabilities: readonly Capability[];
  /** `primary`: `{status, result, meta?}`; `data`: `{data, meta?}` (login and the `/api/v3/client` routes). */
  readonly envelope: 'primary' | 'data';
  /** Accepts an `Idempotency-Key` header and replays the first answer to a retry. */
  readonly idempotent?: boolean;
  /** A `client` route that also reads an optional user Bearer token (documented as the key alone, or the key and a token). */
  readonly optionalUserToken?: boolean;
}

/** Alternative client routes (`/api/v3/...`) answer errors as `{error: {code, message, details}}`. */
export function errorFormOf(path: string): 'primary' | 'alternative' {
  return path.startsWith('/api/v3/') ? 'alternative' : 'primary';
}

/** Builds a route with defaults, so that module files stay one line per route. */
export function route(def: Omit<RouteDef, 'capabilities' | 'envelope'> & Partial<Pick<RouteDef, 'capabilities' | 'envelope'>>): RouteDef {
  return { capabilities: [], envelope: 'primary', ...def };
}
