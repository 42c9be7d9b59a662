/**
 * Every error a route can answer, derived from what the route is (audience, method, capabilities,
 * path parameters) and which schemas its handler declares, so that a route added later is
 * documented without a list to maintain. The codes are those of `shared/platform/http/error-map.ts` and of
 * the gateway responses (`shared/platform/routes/gateway-responses.ts`).
 */
import type { RouteDef } from '#platform/routes/types';
import { errorFormOf, takesBody } from '#platform/routes/types';
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
/** The login route: a client route that issues tokens to a body of credentials (a password; the second step's are `bodyCredentials`). */
const isLogin = (route: RouteDef) =>
  route.audience === 'client' && route.capabilities.includes('jwt') && takesBody(route) && (route.bodyCredentials ?? []).length === 0;
/** A login's second step or enrolment: the body carries an `mfa_token` in place of a session. */
const takesMfaToken = (route: RouteDef) => (route.bodyCredentials ?? []).includes('mfa-token');
/** Checks second-factor codes, which the login throttle counts as it counts passwords. */
const checksCodes = (route: RouteDef) => (route.bodyCredentials ?? []).includes('mfa-code');
/** Verify-email and reset-password: the token of an email's link. */
const takesEmailToken = (route: RouteDef) => (route.bodyCredentials ?? []).includes('email-token');
const takesRefreshToken = (route: RouteDef) => (route.bodyCredentials ?? []).includes('refresh-token');
/** Register and forgot-password: throttled per address and email, as logins are. */
const mailsAddress = (route: RouteDef) => (route.bodyCredentials ?? []).includes('mailed-address');

/** The 401 of a client route: its codes and the name of their shared answer. */
function clientUnauthorized(route: RouteDef): { codes: string[]; meaning: string; description: string } {
  if (takesMfaToken(route)) {
    const code = checksCodes(route);
    return {
      codes: ['unauthorized', 'invalid_mfa_token', ...(code ? ['invalid_mfa_code'] : [])],
      meaning: code ? 'SecondStepUnauthorized' : 'MfaTokenUnauthorized',
      description:
        'unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"); invalid_mfa_token: the mfa_token is unknown or altered, already used, or older than 5 minutes (the message says which: log in again)' +
        (code ? '; invalid_mfa_code: the code is wrong, expired or already used (it counts as a failed login)' : '') +
        '.',
    };
  }
  if (takesRefreshToken(route)) {
    return {
      codes: ['unauthorized', 'invalid_refresh_token'],
      meaning: 'RefreshUnauthorized',
      description:
        'unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key"); invalid_refresh_token: the refresh token is unknown or altered, expired, revoked, or was already used, which revokes its whole login (`details.reason`: log in again).',
    };
  }
  return {
    codes: ['unauthorized', ...(readsUserToken(route) ? ['authentication_required'] : []), ...(isLogin(route) ? ['invalid_credentials'] : [])],
    meaning: isLogin(route) ? 'LoginUnauthorized' : readsUserToken(route) ? 'UserUnauthorized' : 'Unauthorized',
    description:
      'unauthorized: the Api-Key is missing, unknown or revoked (message "invalid key")' +
      (readsUserToken(route) ? '; authentication_required: the user token is missing, invalid or expired' : '') +
      (isLogin(route) ? '; invalid_credentials: wrong email or password' : '') +
      '.',
  };
}

export function routeErrors(route: RouteDef, input: RouteErrorInput): RouteError[] {
  const errors: RouteError[] = [];
  const readsBody = takesBody(route);
  const client = route.audience !== 'admin';

  // Every route: handlers that read the raw query (list languages) refuse bad parameters too.
  errors.push({
    status: 400,
    meaning: takesEmailToken(route) ? 'BadRequestOrToken' : 'BadRequest',
    codes: ['bad_request', ...(takesEmailToken(route) ? ['invalid_token'] : [])],
    description:
      'bad_request: a path or query parameter is invalid (`details`: parameter -> messages), the body is not JSON or nests too deep, or the Idempotency-Key header is malformed.' +
      (takesEmailToken(route) ? ' invalid_token: the token of the email is unknown or altered, already used, or expired (`details.reason`); nothing changed.' : ''),
    fromGateway: false,
  });

  const unauthorized = client
    ? clientUnauthorized(route)
    : { codes: ['authentication_required'], meaning: 'AuthenticationRequired', description: 'authentication_required: neither a valid Bearer token nor an admin Api-Key.' };
  errors.push({ status: 401, ...unauthorized, fromGateway: true });

  if (route.audience === 'admin') {
    errors.push({
      status: 403,
      meaning: 'PermissionDenied',
      codes: ['permission_denied'],
      requiredDetails: ['required_permission'],
      description: 'permission_denied: the caller lacks the permission the operation names in x-required-permission (details.required_permission names it too).',
      fromGateway: false,
    });
  } else if (isLogin(route)) {
    errors.push({
      status: 403,
      meaning: 'LoginForbidden',
      codes: ['account_disabled', 'email_not_verified'],
      description: 'account_disabled: the user is inactive or banned; email_not_verified: a self-registered account whose address is not verified yet (the link of its verification email).',
      fromGateway: false,
    });
  } else if (readsUserToken(route) || takesMfaToken(route) || takesEmailToken(route)) {
    errors.push({ status: 403, meaning: 'AccountDisabled', codes: ['account_disabled'], description: 'account_disabled: the user is inactive or banned.', fromGateway: false });
  } else if ((route.siteSettings ?? []).includes('registration')) {
    errors.push({ status: 403, meaning: 'RegistrationClosed', codes: ['registration_closed'], description: 'registration_closed: the site does not let readers register (REGISTRATION=closed).', fromGateway: false });
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
    const throttled = isLogin(route) || checksCodes(route);
    const accountThrottled = takesEmailToken(route) || mailsAddress(route);
    errors.push({
      status: 429,
      meaning: throttled ? 'LoginTooManyRequests' : accountThrottled ? 'AccountTooManyRequests' : 'TooManyRequests',
      codes: ['too_many_requests', ...(throttled || accountThrottled ? ['too_many_attempts'] : [])],
      description:
        'too_many_requests: this key is over its per-minute or per-day limit; retry after Retry-After seconds' +
        (throttled ? '; too_many_attempts: too many failed logins (passwords or second-factor codes) for this email from this address' : '') +
        (accountThrottled ? '; too_many_attempts: too many requests of this kind from this address (or for this email from it); retry after Retry-After seconds' : '') +
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
