/**
 * Domain errors. They describe what went wrong in the language of the service and carry no HTTP:
 * `shared/platform/http/error-map.ts` is the one table that turns them into status codes and bodies.
 */
export type FieldMessages = Record<string, string[]>;

export abstract class DomainError extends Error {
  abstract readonly kind: string;
}

/** A resource that does not exist (or that this audience may not see). */
export class NotFound extends DomainError {
  readonly kind = 'not_found';
  constructor(readonly resource: string = 'resource', message?: string) {
    super(message ?? `${resource} not found`);
  }
}

/** A body that does not satisfy the rules: field -> messages. */
export class InvalidBody extends DomainError {
  readonly kind = 'invalid_body';
  constructor(readonly errors: FieldMessages, message = 'The given data was invalid.') {
    super(message);
  }
}

/** Query or path parameters that are out of range or malformed: parameter -> messages. */
export class InvalidParameters extends DomainError {
  readonly kind = 'invalid_parameters';
  constructor(readonly details: FieldMessages, message = 'Invalid request parameters.') {
    super(message);
  }
}

/** The request itself cannot be read (e.g. a body that is not JSON). */
export class MalformedRequest extends DomainError {
  readonly kind = 'malformed_request';
  constructor(message: string, readonly details?: FieldMessages) {
    super(message);
  }
}

/** The request body is larger than the service accepts. */
export class PayloadTooLarge extends DomainError {
  readonly kind = 'payload_too_large';
  constructor(readonly limitBytes: number) {
    super(`The request body may not be larger than ${limitBytes} bytes.`);
  }
}

/** No acceptable credential for an admin or user route. */
export class AuthenticationRequired extends DomainError {
  readonly kind = 'authentication_required';
  constructor(message = 'Authentication is required.') {
    super(message);
  }
}

/** Missing, unknown or revoked client API key. */
export class InvalidApiKey extends DomainError {
  readonly kind = 'invalid_api_key';
  constructor() {
    super('invalid key');
  }
}

/** Wrong email or password at login. */
export class InvalidCredentials extends DomainError {
  readonly kind = 'invalid_credentials';
  constructor() {
    super('The email or password is incorrect.');
  }
}

/** Why an `mfa_token` (a login's second step) is refused: never issued or altered, already used, or older than its lifetime. */
export type MfaTokenProblem = 'unknown' | 'used' | 'expired';

const MFA_TOKEN_MESSAGES: Record<MfaTokenProblem, string> = {
  unknown: 'The mfa_token is not valid: log in with your password again.',
  used: 'The mfa_token was already used: log in with your password again.',
  expired: 'The mfa_token has expired (it is valid for 5 minutes): log in with your password again.',
};

/** The `mfa_token` of a login's second step cannot be used. */
export class InvalidMfaToken extends DomainError {
  readonly kind = 'invalid_mfa_token';
  constructor(readonly problem: MfaTokenProblem) {
    super(MFA_TOKEN_MESSAGES[problem]);
  }
}

/** A wrong, reused or expired second-factor code at login. */
export class InvalidMfaCode extends DomainError {
  readonly kind = 'invalid_mfa_code';
  constructor() {
    super('The code is incorrect, expired or was already used.');
  }
}

/** Too many failed logins for one email: try again later. */
export class LoginThrottled extends DomainError {
  readonly kind = 'login_throttled';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many failed login attempts. Try again later.');
  }
}

/** The principal is known but lacks the operation's permission. */
export class PermissionDenied extends DomainError {
  readonly kind = 'permission_denied';
  constructor(readonly requiredPermission: string, message = 'You do not have permission to perform this action.') {
    super(message);
  }
}

/** The account exists but is inactive or banned. */
export class AccountDisabled extends DomainError {
  readonly kind = 'account_disabled';
  constructor(readonly status: string) {
    super(`This account is ${status}.`);
  }
}

/** A write that lost a race or contradicts the current state (version mismatch, resource in use...). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
  constructor(readonly code: string, message: string, readonly details?: Record<string, unknown>) {
    super(message);
  }
}

export interface RateWindow {
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  reset: number;
}

/** A client key exceeded its per-minute or per-day allowance. */
export class RateLimited extends DomainError {
  readonly kind = 'rate_limited';
  constructor(readonly window: RateWindow, readonly retryAfterSeconds: number) {
    super('Too many requests. Slow down and retry after the time given in Retry-After.');
  }
}

/** A dependency (DynamoDB) is throttling or unreachable: retry later. */
export class ServiceUnavailable extends DomainError {
  readonly kind = 'service_unavailable';
  constructor(readonly retryAfterSeconds = 1, message = 'The service is temporarily unavailable. Retry shortly.') {
    super(message);
  }
}

/** Login before the address of a self-registered account was verified. */
export class EmailNotVerified extends DomainError {
  readonly kind = 'email_not_verified';
  constructor() {
    super('Verify your email address first: follow the link in the email we sent (POST /api/client/v3/auth/verify-email).');
  }
}

/** Self-registration is switched off on this site (REGISTRATION=closed). */
export class RegistrationClosed extends DomainError {
  readonly kind = 'registration_closed';
  constructor() {
    super('Registration is closed on this site: an administrator creates accounts.');
  }
}

/** Why a token sent by email (verify an address, reset a password) is refused. */
export type AccountTokenProblem = 'unknown' | 'used' | 'expired';

/** A verification or password-reset token that cannot be used: never issued or altered, used, or expired. */
export class InvalidAccountToken extends DomainError {
  readonly kind = 'invalid_account_token';
  constructor(readonly problem: AccountTokenProblem, readonly lifetime: string) {
    super(
      problem === 'unknown'
        ? 'The token is not valid: copy the whole link from the email, or ask for a new one.'
        : problem === 'used'
          ? 'The token was already used: ask for a new one.'
          : `The token has expired (it is valid for ${lifetime}): ask for a new one.`,
    );
  }
}

/** Why a refresh token is refused. `reused`: a rotated token came back, and its whole family was revoked. */
export type RefreshTokenProblem = 'unknown' | 'expired' | 'revoked' | 'reused';

export class InvalidRefreshToken extends DomainError {
  readonly kind = 'invalid_refresh_token';
  constructor(readonly problem: RefreshTokenProblem) {
    super(
      {
        unknown: 'The refresh token is not valid: log in again.',
        expired: 'The refresh token has expired (it is valid for 30 days): log in again.',
        revoked: 'The refresh token was revoked (logout, password reset or a reused token): log in again.',
        reused: 'The refresh token was already used: every token of this login is now revoked. Log in again.',
      }[problem],
    );
  }
}
