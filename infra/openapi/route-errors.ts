/**
 * Every error a route can answer, derived from what the route is (audience, method, capabilities,
 * path parameters) and which schemas its handler declares, so that a route added later is
 * documented without a list to maintain. The codes are those of `shared/platform/http/error-map.ts` and of
 * the gateway responses (`shared/platform/routes/gateway-responses.ts`).
 */
import type { RouteDef } from '#platform/routes/types';
import { BODY_METHODS, errorFormOf } from '#platform/routes/types';
import type { ErrorShape } from './envelopes';

export interface RouteErrorInput {
  hasParams: boolean;
  hasBody: boolean;
}

export interface RouteError extends ErrorShape {
  status: number;
  /**
   * What the answer means, e.g. `TooManyRequests`: with the route's form it names the shared answer in
   * `components.responses` (`ClientTooManyRequests`), so one meaning has one text for every route.
   */
  meaning: string;
  description: string;
  /** API Gateway answers it too (its responses use the primary form on every path). */
  fromGateway: boolean;
  /** `Retry-After` is sent. */
  retryAfter?: boolean;
}

/** Client routes that verify a user's token themselves (login issues one, comment threads read an optional one). */
const readsUserToken = (route: RouteDef) => route.audience === 'client-user' || route.capabilities.includes('jwt');
/** The login route: a client route that issues tokens to a body of credentials. */
const isLogin = (route: RouteDef) => route.audience === 'client' && route.capabilities.includes('jwt') && BODY_METHODS.has(route.method);

export function routeErrors(route: RouteDef, input: RouteErrorInput): RouteError[] {
  const errors: RouteError[] = [];
  const readsBody = BODY_METHODS.has(route.method);
  const client = route.audience !== 'admin';

  // Every route: handlers that read the raw query (list languages) refuse bad parameters too.
  errors.push({
    status: 400,
    meaning: 'BadRequest',
    codes: ['bad_request'],
    description:
      'bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed.',
    fromGateway: false,
  });

  const unauthorized = client
    ? ['unauthorized', ...(readsUserToken(route) ? ['authentication_required'] : []), ...(isLogin(route) ? ['invalid_credentials'] : [])]
    : ['authentication_required'];
  errors.push({
    status: 401,
    meaning: !client ? 'AuthenticationRequired' : isLogin(route) ? 'LoginUnauthorized' : readsUserToken(route) ? 'UserUnauthorized' : 'Unauthorized',
    codes: unauthorized,
    description: client
      ? 'unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key")' +
        (readsUserToken(route) ? '; authentication_required: the user token is missing, invalid or expired' : '') +
        (isLogin(route) ? '; invalid_credentials: wrong email or password' : '') +
        '.'
      : 'authentication_required: neither a valid Bearer token nor an admin Api-Key.',
    fromGateway: true,
  });

  if (route.audience === 'admin') {
    errors.push({
      status: 403,
      meaning: 'PermissionDenied',
      codes: ['permission_denied'],
      requiredDetails: ['required_permission'],
      description: 'permission_denied: the caller lacks the permission the operation names in x-required-permission (details.required_permission names it too).',
      fromGateway: false,
    });
  } else if (readsUserToken(route)) {
    errors.push({ status: 403, meaning: 'AccountDisabled', codes: ['account_disabled'], description: 'account_disabled: the user is inactive or banned.', fromGateway: false });
  }

  if (input.hasParams || client) {
    errors.push({
      status: 404,
      meaning: input.hasParams ? 'NotFound' : 'NothingFound',
      codes: ['resource_not_found'],
      description: input.hasParams ? 'resource_not_found: no such resource.' : 'resource_not_found: nothing matches (a client search or filter that finds nothing).',
      fromGateway: false,
    });
  }

  if (route.method !== 'GET' && route.capabilities.includes('table-write')) {
    errors.push({
      status: 409,
      meaning: 'Conflict',
      codes: [],
      description: 'A conflict with the current state: e.g. version_conflict, slug_taken, in use, idempotency_key_reused, idempotency_in_progress.',
      fromGateway: false,
    });
  }

  if (readsBody) {
    errors.push({ status: 413, meaning: 'PayloadTooLarge', codes: ['payload_too_large'], description: 'payload_too_large: the body is over the size limit (docs/limits.md).', fromGateway: true });
    errors.push({
      status: 415,
      meaning: 'UnsupportedMediaType',
      codes: ['unsupported_media_type'],
      description: 'unsupported_media_type: the body is sent in a Content-Encoding other than gzip, deflate or identity, or does not decode.',
      fromGateway: true,
    });
  }

  if (input.hasBody) {
    errors.push({
      status: 422,
      meaning: 'ValidationFailed',
      codes: ['validation_failed'],
      required: errorFormOf(route.path) === 'primary' ? ['errors'] : [],
      description: 'validation_failed: the body breaks the rules (`errors`: field -> messages); nothing was changed.',
      fromGateway: false,
    });
  }

  if (client) {
    errors.push({
      status: 429,
      meaning: isLogin(route) ? 'LoginTooManyRequests' : 'TooManyRequests',
      codes: ['too_many_requests', ...(isLogin(route) ? ['too_many_attempts'] : [])],
      description:
        'too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds' +
        (isLogin(route) ? '; too_many_attempts: too many failed logins for this email' : '') +
        '.',
      fromGateway: true,
      retryAfter: true,
    });
  }

  errors.push({ status: 500, meaning: 'InternalError', codes: ['internal_error'], description: 'internal_error: an unexpected fault; `request_id` identifies it in the logs.', fromGateway: true });
  errors.push({
    status: 503,
    meaning: 'ServiceUnavailable',
    codes: ['service_unavailable'],
    description: 'service_unavailable: a dependency is throttling or unreachable; retry after Retry-After seconds.',
    fromGateway: true,
    retryAfter: true,
  });
  return errors;
}
