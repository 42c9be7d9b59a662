/** Every refusal of the API, in either error envelope, as one typed error. */
export class CmsError extends Error {
  override readonly name = 'CmsError';
  /** HTTP status. */
  readonly status: number;
  /** The API's error code, e.g. `bad_request`, `validation_failed`, `permission_denied`. */
  readonly code: string;
  /** Parameter messages (400) or other detail the API gives. */
  readonly details: Record<string, unknown>;
  /** Field messages of a 422. */
  readonly errors: Record<string, string[]>;
  /** The permission a 403 names. */
  readonly required_permission: string | undefined;
  /** Quote it to support (internal errors). */
  readonly request_id: string | undefined;

  constructor(status: number, body: unknown) {
    const error = (typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined) as
      | { code?: string; message?: string; details?: Record<string, unknown>; errors?: Record<string, string[]>; request_id?: string }
      | undefined;
    super(error?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = error?.code ?? 'http_error';
    this.details = error?.details ?? {};
    this.errors = error?.errors ?? {};
    const permission = this.details.required_permission;
    this.required_permission = typeof permission === 'string' ? permission : undefined;
    this.request_id = error?.request_id;
  }
}

/**
 * `login` met an account with a second factor: no token yet. Send a code from the user's
 * authenticator app (or a recovery code) with `mfaToken` to `loginWithCode` within five minutes.
 * `enrolmentRequired`: the user's role requires a second factor they do not have yet: enrol with
 * `POST /api/client/v3/auth/login/mfa/totp` `{mfa_token}` first, then send the app's first code.
 */
export class MfaRequired extends Error {
  override readonly name = 'MfaRequired';
  readonly mfaToken: string;
  /** ISO 8601: when `mfaToken` expires. */
  readonly expiresAt: string;
  readonly enrolmentRequired: boolean;

  constructor(answer: { mfa_token: string; expires_at: string; enrolment_required: boolean }) {
    super(answer.enrolment_required ? 'This account must enrol a second factor to log in.' : 'This account logs in with a second factor: send a code.');
    this.mfaToken = answer.mfa_token;
    this.expiresAt = answer.expires_at;
    this.enrolmentRequired = answer.enrolment_required;
  }
}
