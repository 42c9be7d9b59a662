/**
 * The one table from errors to HTTP. Domain errors carry no status codes; infrastructure errors of
 * the AWS SDK are recognised by name; anything else is an internal error whose details stay in logs.
 */
import {
  AccountDisabled,
  AuthenticationRequired,
  Conflict,
  DomainError,
  EmailNotVerified,
  InvalidAccountToken,
  InvalidRefreshToken,
  RegistrationClosed,
  InvalidApiKey,
  InvalidBody,
  InvalidCredentials,
  InvalidMfaCode,
  InvalidMfaToken,
  InvalidParameters,
  LoginThrottled,
  MalformedRequest,
  NotFound,
  PayloadTooLarge,
  PermissionDenied,
  RateLimited,
  ServiceUnavailable,
  type RateWindow,
} from '#platform/errors';
import { isDependencyDown, isDependencyTimeout, transactionCancellationCodes } from '#platform/db/dependency-faults';

export interface MappedError {
  statusCode: number;
  code: string;
  message: string;
  /** Field messages of a body (422). */
  errors?: Record<string, string[]>;
  /** Parameter messages (400) or other structured detail. */
  details?: Record<string, unknown>;
  retryAfterSeconds?: number;
  rateWindow?: RateWindow;
  /** Internal errors are logged with their cause; the answer says nothing of it. */
  internal?: boolean;
}

type Mapper = (error: never) => MappedError;

/** Ordered: the first class the error is an instance of decides. */
const domainTable: [abstract new (...args: never[]) => DomainError, Mapper][] = [
  [NotFound, (e: NotFound) => ({ statusCode: 404, code: 'resource_not_found', message: e.message })],
  [InvalidBody, (e: InvalidBody) => ({ statusCode: 422, code: 'validation_failed', message: e.message, errors: e.errors })],
  [InvalidParameters, (e: InvalidParameters) => ({ statusCode: 400, code: 'bad_request', message: e.message, details: e.details })],
  [MalformedRequest, (e: MalformedRequest) => ({ statusCode: 400, code: 'bad_request', message: e.message, ...(e.details ? { details: e.details } : {}) })],
  [PayloadTooLarge, (e: PayloadTooLarge) => ({ statusCode: 413, code: 'payload_too_large', message: e.message, details: { max_bytes: e.limitBytes } })],
  [AuthenticationRequired, (e: AuthenticationRequired) => ({ statusCode: 401, code: 'authentication_required', message: e.message })],
  [InvalidApiKey, (e: InvalidApiKey) => ({ statusCode: 401, code: 'unauthorized', message: e.message })],
  [InvalidCredentials, (e: InvalidCredentials) => ({ statusCode: 401, code: 'invalid_credentials', message: e.message })],
  [InvalidMfaToken, (e: InvalidMfaToken) => ({ statusCode: 401, code: 'invalid_mfa_token', message: e.message })],
  [InvalidMfaCode, (e: InvalidMfaCode) => ({ statusCode: 401, code: 'invalid_mfa_code', message: e.message })],
  [LoginThrottled, (e: LoginThrottled) => ({ statusCode: 429, code: 'too_many_attempts', message: e.message, retryAfterSeconds: e.retryAfterSeconds })],
  [PermissionDenied, (e: PermissionDenied) => ({ statusCode: 403, code: 'permission_denied', message: e.message, details: { required_permission: e.requiredPermission } })],
  [AccountDisabled, (e: AccountDisabled) => ({ statusCode: 403, code: 'account_disabled', message: e.message })],
  [EmailNotVerified, (e: EmailNotVerified) => ({ statusCode: 403, code: 'email_not_verified', message: e.message })],
  [RegistrationClosed, (e: RegistrationClosed) => ({ statusCode: 403, code: 'registration_closed', message: e.message })],
  [InvalidAccountToken, (e: InvalidAccountToken) => ({ statusCode: 400, code: 'invalid_token', message: e.message, details: { reason: e.problem } })],
  [InvalidRefreshToken, (e: InvalidRefreshToken) => ({ statusCode: 401, code: 'invalid_refresh_token', message: e.message, details: { reason: e.problem } })],
  [Conflict, (e: Conflict) => ({ statusCode: 409, code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}) })],
  [RateLimited, (e: RateLimited) => ({ statusCode: 429, code: 'too_many_requests', message: e.message, retryAfterSeconds: e.retryAfterSeconds, rateWindow: e.window })],
  [ServiceUnavailable, (e: ServiceUnavailable) => ({ statusCode: 503, code: 'service_unavailable', message: e.message, retryAfterSeconds: e.retryAfterSeconds })],
];

/**
 * Another writer got there first and the use case's own retries did not settle it (a transaction
 * conflict, or a condition the use case does not translate): the request changed nothing and may be
 * repeated.
 */
function isWriteConflict(error: { name?: unknown }, codes: string[]): boolean {
  if (error.name === 'TransactionConflictException' || error.name === 'ConditionalCheckFailedException') return true;
  return codes.some((code) => code === 'TransactionConflict' || code === 'ConditionalCheckFailed');
}

function isBodyParserError(error: { cause?: unknown }): boolean {
  const cause = error.cause as { package?: unknown } | undefined;
  return cause?.package === '@middy/http-json-body-parser';
}

export function mapError(error: unknown): MappedError {
  if (error instanceof DomainError) {
    for (const [type, map] of domainTable) if (error instanceof type) return map(error as never);
  }
  if (error && typeof error === 'object') {
    const candidate = error as { name?: unknown; cause?: unknown };
    if (isBodyParserError(candidate)) return { statusCode: 400, code: 'bad_request', message: 'The request body is not valid JSON.' };
    if (isDependencyTimeout(error)) {
      return {
        statusCode: 503,
        code: 'service_unavailable',
        message:
          'The database did not answer in time. A write may have been applied: retrying with the same Idempotency-Key is safe (it replays the first answer).',
        retryAfterSeconds: 1,
      };
    }
    if (isDependencyDown(error)) {
      return { statusCode: 503, code: 'service_unavailable', message: 'The service is temporarily unavailable. Retry shortly.', retryAfterSeconds: 1 };
    }
    if (isWriteConflict(candidate, transactionCancellationCodes(error))) {
      return { statusCode: 409, code: 'write_conflict', message: 'The resource was changed by another request at the same time. Nothing was changed: retry.', retryAfterSeconds: 1 };
    }
  }
  return { statusCode: 500, code: 'internal_error', message: 'An internal error occurred.', internal: true };
}
