/** Sizing and limits of the deployed stack, in one place, each with the reason for its value. */
import { Duration } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * Memory of every function. Lambda gives CPU in proportion to memory, and cold start (init of the
 * bundled SDK, zod schemas) is CPU-bound: 512 MB is the starting point; the benchmark tunes it.
 */
export const FUNCTION_MEMORY_MB = 512;

/** Handlers: well above a few DynamoDB round trips, well below API Gateway's 29 s integration limit. */
export const HANDLER_TIMEOUT = Duration.seconds(10);

/** Authorizers do one read (or a token check): a slow one fails fast as 503 rather than holding the request. */
export const AUTHORIZER_TIMEOUT = Duration.seconds(5);

/** Function and access logs: enough to investigate an incident, without paying to keep logs forever. */
export const LOG_RETENTION = RetentionDays.ONE_MONTH;

export const STAGE_NAME = 'prod';

/**
 * Stage-wide throttle (all callers together), below the default regional Lambda concurrency so a flood
 * on admin routes or unauthenticated calls (authorizer invocations) cannot exhaust the account.
 * Per-key limits are the usage plan's and the exact DynamoDB counters'.
 */
export const STAGE_THROTTLE = { rateLimit: 100, burstLimit: 200 };

/** Browsers may cache a preflight answer this long. */
export const PREFLIGHT_MAX_AGE = Duration.minutes(10);
