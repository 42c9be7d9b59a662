/**
 * Configuration read through getters, so that a missing variable fails loudly where it is needed
 * (and at the first request of a cold start), never as an `undefined` deep inside a query.
 */
import { parseRequiredMfaRoles } from './auth/required-mfa';

export class MissingConfiguration extends Error {
  constructor(name: string) {
    super(`Missing required environment variable ${name}`);
  }
}

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new MissingConfiguration(name);
  return value;
}

function optional(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

function integer(name: string, fallback: number): number {
  const value = optional(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`Environment variable ${name} must be an integer, got ${value}`);
  return parsed;
}

export const config = {
  /** The single DynamoDB table. */
  get tableName(): string {
    return required('TABLE_NAME');
  },
  /** Set locally (DynamoDB Local); absent in AWS. */
  get dynamoEndpoint(): string | undefined {
    return optional('DYNAMODB_ENDPOINT');
  },
  /**
   * How long one DynamoDB request may take before the client gives up and retries (DB_DEADLINES in
   * shared/platform/db/client.ts). 2 s in AWS; the tests raise it because DynamoDB Local on a loaded
   * 2-core machine answers a transaction in seconds, where DynamoDB answers in milliseconds.
   */
  get dynamoRequestTimeoutMs(): number {
    const value = integer('DYNAMODB_REQUEST_TIMEOUT_MS', 2_000);
    if (value < 100 || value > 20_000) throw new Error(`DYNAMODB_REQUEST_TIMEOUT_MS must be between 100 and 20000, got ${value}`);
    return value;
  },
  /**
   * Scheduled publishing in AWS (set by the stack on the table stream function): the schedule group,
   * the publish function and the role the scheduler invokes it with. Absent locally.
   */
  get scheduleGroupName(): string | undefined {
    return optional('SCHEDULE_GROUP_NAME');
  },
  get publishFunctionArn(): string | undefined {
    return optional('PUBLISH_FUNCTION_ARN');
  },
  get schedulerRoleArn(): string | undefined {
    return optional('SCHEDULER_ROLE_ARN');
  },
  /** The queue where a schedule that could not invoke the publish function after its retries is parked. */
  get scheduleDeadLetterArn(): string | undefined {
    return optional('SCHEDULE_DEAD_LETTER_ARN');
  },
  /** Namespace of the business metrics (embedded metric format); set by the stack on every function. */
  get metricsNamespace(): string {
    return optional('METRICS_NAMESPACE') ?? 'CMS/local';
  },
  get region(): string {
    return optional('AWS_REGION') ?? optional('AWS_DEFAULT_REGION') ?? 'us-east-1';
  },
  /** HS256 secret given directly (local, tests). In AWS `JWT_SECRET_ARN` names a Secrets Manager secret instead. */
  get jwtSecret(): string | undefined {
    return optional('JWT_SECRET');
  },
  get jwtSecretArn(): string | undefined {
    return optional('JWT_SECRET_ARN');
  },
  /** HMAC key of list cursors given directly (local, tests). In AWS `CURSOR_SECRET_ARN` names a Secrets Manager secret. */
  get cursorSecret(): string | undefined {
    return optional('CURSOR_SECRET');
  },
  get cursorSecretArn(): string | undefined {
    return optional('CURSOR_SECRET_ARN');
  },
  /** Key material of the sealed TOTP secrets given directly (local, tests). In AWS `MFA_KEY_ARN` names a Secrets Manager secret. */
  get mfaKey(): string | undefined {
    return optional('MFA_KEY');
  },
  get mfaKeyArn(): string | undefined {
    return optional('MFA_KEY_ARN');
  },
  /** Roles that must log in with a second factor (`REQUIRE_MFA_FOR`, comma-separated); none unless set. */
  get requireMfaFor(): readonly string[] {
    return parseRequiredMfaRoles(optional('REQUIRE_MFA_FOR'));
  },
  get jwtIssuer(): string {
    return optional('JWT_ISSUER') ?? 'cms-api-v3';
  },
  get jwtAudience(): string {
    return optional('JWT_AUDIENCE') ?? 'cms-api-v3';
  },
  /** Token lifetime in seconds. */
  get jwtTtlSeconds(): number {
    return integer('JWT_TTL_SECONDS', 3600);
  },
  /**
   * log2 of scrypt's N for new hashes: OWASP's 17 unless set (tests set less to stay fast; the
   * stored hash names its own cost, so a change only affects new hashes and rehash on login).
   */
  get scryptLog2N(): number {
    const value = integer('SCRYPT_LOG2_N', 17);
    if (value < 10 || value > 18) throw new Error(`SCRYPT_LOG2_N must be between 10 and 18, got ${value}`);
    return value;
  },
  /** Oldest token accepted, in seconds since it was issued (`iat`), whatever its own expiry says. */
  get tokenMaxAgeSeconds(): number {
    return integer('TOKEN_MAX_AGE_SECONDS', 12 * 3600);
  },
  get rateLimitPerMinute(): number {
    return integer('RATE_LIMIT_PER_MINUTE', 60);
  },
  get rateLimitPerDay(): number {
    return integer('RATE_LIMIT_PER_DAY', 1000);
  },
  /**
   * Where callers reach this API (`https://id.execute-api.region.amazonaws.com/prod`, a custom domain,
   * or the URL `npm start` prints): the start of every absolute URL the API builds, never a header.
   */
  get publicBaseUrl(): string {
    const value = required('PUBLIC_BASE_URL');
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`PUBLIC_BASE_URL must be an absolute URL, got ${value}`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_BASE_URL must be an http(s) URL, got ${value}`);
    return value.replace(/\/+$/, '');
  },
  /** Time zone for client date objects. */
  get displayTimeZone(): string {
    return optional('CMS_TIMEZONE') ?? 'Asia/Tehran';
  },
  /** `Access-Control-Allow-Origin` of every answer (browser admin apps and client sites). */
  get corsAllowOrigin(): string {
    return optional('CORS_ALLOW_ORIGIN') ?? '*';
  },
  /** Media uploads: S3 bucket in AWS; a local folder served by the local server under `npm start`. */
  get mediaBucket(): string | undefined {
    return optional('MEDIA_BUCKET');
  },
  get mediaPublicBaseUrl(): string | undefined {
    return optional('MEDIA_PUBLIC_BASE_URL');
  },
};
