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
