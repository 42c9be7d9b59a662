/**
 * Configuration read through getters, so that a missing variable fails loudly where it is needed
 * (and at the first request of a cold start), never as an `undefined` deep inside a query.
 */
import { parseRequiredMfaRoles } from './auth/required-mfa';
import { parseDefaultLanguage, parseSiteSettings, SITE_SETTING_NAMES, type Language, type SiteSettings } from './site/site-settings';

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

function tokenPattern(name: string, fallback: string): string {
  const value = optional(name) ?? fallback;
  if (!value.includes('{token}')) throw new Error(`${name} must contain {token}, got ${value}`);
  return value;
}

/** The last parsed site settings and the environment they were parsed from (`config.site`). */
let siteSettings: { key: string; settings: SiteSettings } | undefined;

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
  /** The sender of every email (the stack's `mailFrom`, an SES identity); required where mail goes through SES. */
  get mailFrom(): string {
    return required('MAIL_FROM');
  },
  /** Set by the local gateway: emails go to this folder (its outbox, `GET /_local/mail`) instead of SES. */
  get localMailDir(): string | undefined {
    return optional('LOCAL_MAIL_DIR');
  },
  /** `open`: anyone may register (POST /api/client/v3/auth/register); `closed` (the default): accounts are made by an admin. */
  get registration(): 'open' | 'closed' {
    const value = optional('REGISTRATION') ?? 'closed';
    if (value !== 'open' && value !== 'closed') throw new Error(`REGISTRATION must be open or closed, got ${value}`);
    return value;
  },
  /** The public site (links in emails and posts' addresses); the API's own URL unless set: `site`, checked once. */
  get siteUrl(): string {
    return this.site.siteUrl.replace(/\/+$/, '');
  },
  /** The link of a verification email; `{token}` is replaced by the token. */
  get verifyUrlPattern(): string {
    return tokenPattern('VERIFY_URL_PATTERN', `${this.siteUrl}/verify-email?token={token}`);
  },
  /** The link of a password-reset email; `{token}` is replaced by the token. */
  get resetUrlPattern(): string {
    return tokenPattern('RESET_URL_PATTERN', `${this.siteUrl}/reset-password?token={token}`);
  },
  /**
   * The public site (SITE_URL, POST_URL_PATTERN, DEFAULT_LANGUAGE, PREVIEW_URL_PATTERN), checked as the
   * stack's synth and `npm start` check them; SITE_URL defaults to the API's own public URL.
   */
  get site(): SiteSettings {
    // Read for every post a client answer shapes: parsed again only when the environment changed.
    const key = JSON.stringify([...SITE_SETTING_NAMES.map((name) => process.env[name]), process.env.PUBLIC_BASE_URL]);
    if (siteSettings?.key !== key) siteSettings = { key, settings: parseSiteSettings(process.env, this.publicBaseUrl) };
    return siteSettings.settings;
  },
  /**
   * The language of a post created without one (DEFAULT_LANGUAGE, `fa` when unset): read alone, so a
   * write never needs the public URL that `site` defaults SITE_URL to.
   */
  get defaultLanguage(): Language {
    return parseDefaultLanguage(process.env);
  },
  /** Key material of draft-preview tokens given directly (local, tests). In AWS `PREVIEW_KEY_ARN` names a Secrets Manager secret. */
  get previewKey(): string | undefined {
    return optional('PREVIEW_KEY');
  },
  get previewKeyArn(): string | undefined {
    return optional('PREVIEW_KEY_ARN');
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
  /**
   * The API stage whose authorizer cache a key revocation flushes: set by the stack on the revoke
   * function (and given to the `cms` tool from the stack outputs), by the local gateway for itself.
   * Absent: there is no gateway cache to flush (use cases called directly). A REST API id without a
   * stage name is a mistake, refused here.
   */
  get apiStage(): { restApiId: string; stageName: string } | undefined {
    const restApiId = optional('REST_API_ID');
    return restApiId === undefined ? undefined : { restApiId, stageName: required('STAGE_NAME') };
  },
  /** API Gateway's management endpoint: AWS's own for the region, unless the local gateway stands in for it. */
  get apiGatewayEndpoint(): string {
    return optional('LOCAL_APIGATEWAY_URL') ?? `https://apigateway.${this.region}.amazonaws.com`;
  },
};
