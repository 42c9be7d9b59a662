/**
 * A route is data: one declaration drives the CDK stack (resource, method, function, authorizer, IAM
 * grants, bundling), the local gateway (matching, authorizer, quotas), the OpenAPI document (summary,
 * description, examples), the benchmark (one realistic request) and the tests (every route is
 * exercised, its table access proven). Everything about a route is declared in its `route({...})`;
 * nothing elsewhere is keyed by its id.
 */
import type { TableAccess } from './access-types';
import type { BenchRequestSpec } from './bench-types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The methods whose requests carry a JSON body (parsed and limited by the pipeline, documented as a request body). */
export const BODY_METHODS: ReadonlySet<string> = new Set<HttpMethod>(['POST', 'PUT', 'PATCH']);

/** Whether the route's requests carry a JSON body: its method's, or a DELETE that says so (`deleteBody`). */
export const takesBody = (route: Pick<RouteDef, 'method' | 'deleteBody'>): boolean => BODY_METHODS.has(route.method) || route.deleteBody === true;

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
 * stage (`authorizer-cache`: key revocation), seal and open TOTP secrets (`mfa-key`), send email
 * (`mail`: SES's SendEmail as the stack's `mailFrom` identity, the local outbox under `npm start`),
 * sign and verify draft-preview tokens (`preview-key`).
 */
export type Capability = 'table-write' | 'jwt' | 'media-bucket' | 'api-gateway-keys' | 'cursor-key' | 'webhook-queue' | 'authorizer-cache' | 'mfa-key' | 'mail' | 'preview-key';

/**
 * Credentials in the body that the handler checks beyond its audience's: `mfa-token` (the token of
 * a login's second step, 401 `invalid_mfa_token`), `mfa-code` (a TOTP or recovery code, counted by the
 * login throttle: 429 `too_many_attempts`; at login a wrong one is 401 `invalid_mfa_code`, for a
 * signed-in user 422 on the `code` field), `email-token` (the token of a verification or reset email:
 * 400 `invalid_token`, wrong ones throttled: 429 `too_many_attempts`), `refresh-token` (401
 * `invalid_refresh_token`), `mailed-address` (an email the route writes to: throttled per address and
 * email, 429 `too_many_attempts`). The OpenAPI document lists their refusals.
 */
export type BodyCredential = 'mfa-token' | 'mfa-code' | 'email-token' | 'refresh-token' | 'mailed-address';

/** Site settings a route obeys: `registration` (REGISTRATION=closed answers 403 `registration_closed`). */
export type SiteSetting = 'registration';

/**
 * What the request pipeline reads of a route (shared/platform/http/lambda-handler.ts). A Lambda's
 * generated entry inlines exactly this part (infra/stack/lambda-entries.ts), so the rest of the
 * declaration (access, docs, bench) never reaches a bundle.
 */
export interface RouteBinding {
  /** Unique and stable: names the Lambda function and the local handler. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway resource path, parameters in braces: `/api/admin/v3/cms/post/{post_id}`. */
  readonly path: string;
  /**
   * Handler file, relative to the repository root. It exports `operation` (built by `endpoint()`,
   * shared/platform/http/endpoint.ts: the schemas and the action) and names its response schema in a
   * `DOCS:` statement; the route's generated entry binds the two into the Lambda's `handler`.
   */
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
  /** A DELETE whose request carries a JSON body (a code that must not travel in a URL, where logs keep it). */
  readonly deleteBody?: boolean;
  readonly bodyCredentials?: readonly BodyCredential[];
  /**
   * The success body is written as it is made (a sitemap part of 50,000 URLs, up to 16 MB): API
   * Gateway streams the answer (`responseTransferMode: STREAM`) and the function is a streaming one
   * (shared/platform/http/response-streaming.ts). Refusals and errors are the same JSON as any route's.
   */
  readonly streamed?: boolean;
}

/** The keys of a RouteBinding. */
export const BINDING_KEYS = ['capabilities', 'envelope', 'id', 'method', 'path', 'entry', 'audience', 'permission', 'idempotent', 'optionalUserToken', 'deleteBody', 'streamed'] as const;

/** Extra files a route's Lambda asset carries beside its bundle (infra/stack/bundling.ts). */
export interface RouteBundling {
  /** `content-pipeline.js`, the content parsers, required lazily by the routes that write post content. */
  readonly contentPipeline?: boolean;
}

/** The whole declaration of a route. */
export interface RouteDef extends RouteBinding {
  /**
   * What the function may do to the table (shared/platform/routes/access-fragments.ts names the shared
   * use cases): the stack writes its IAM policy from this and nothing else, and the HTTP tests prove
   * every DynamoDB request it makes is inside it. List what the code can do, not only what one test
   * saw (a path behind a cache, a rare branch). Client quotas and idempotency records are added from
   * the audience and `idempotent` (route-access.ts).
   */
  readonly access: TableAccess;
  /**
   * What the operation checks beyond `permission` (ownership, publishing, delegation), in a sentence
   * each (shared/platform/routes/permission-rules.ts names the shared ones): the OpenAPI description
   * states them under "Who may call".
   */
  readonly rules?: readonly string[];
  readonly bundling?: RouteBundling;
  /** Site settings that can make it refuse (the OpenAPI document lists the refusal). */
  readonly siteSettings?: readonly SiteSetting[];
  /** One realistic request the benchmark measures (bench/lib/scenarios.ts makes it from this). */
  readonly bench: BenchRequestSpec;
  /** The OpenAPI summary: a few words, imperative (`List posts`). */
  readonly summary: string;
  /**
   * The OpenAPI description (Markdown): what the operation does and its notable behaviours and
   * errors. Who may call it (audience, permission, roles, `rules`) is added by the generator; the
   * request and response examples are the handler's (`documentRequest`, `documentResponse` in its
   * `DOCS:` statements).
   */
  readonly description: string;
}

/** Alternative client routes (`/api/v3/...`) answer errors as `{error: {code, message, details}}`. */
export function errorFormOf(path: string): 'primary' | 'alternative' {
  return path.startsWith('/api/v3/') ? 'alternative' : 'primary';
}

type Defaulted = 'capabilities' | 'envelope';

/** Builds a route with defaults (no capabilities, the primary envelope). */
export function route(def: Omit<RouteDef, Defaulted> & Partial<Pick<RouteDef, Defaulted>>): RouteDef {
  return { capabilities: [], envelope: 'primary', ...def };
}

/** A binding alone, for tests of the pipeline and the gateway that need no table route. */
export function binding(def: Omit<RouteBinding, Defaulted> & Partial<Pick<RouteBinding, Defaulted>>): RouteBinding {
  return { capabilities: [], envelope: 'primary', ...def };
}

/** The part of a route its Lambda's entry inlines (keys in the route's own order, so the entry reads as before). */
export function bindingOf(route: RouteBinding): RouteBinding {
  const keys: ReadonlySet<string> = new Set(BINDING_KEYS);
  return Object.fromEntries(Object.entries(route).filter(([key]) => keys.has(key))) as unknown as RouteBinding;
}
