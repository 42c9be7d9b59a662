/** Sizing and limits of the deployed stack, in one place, each with the reason for its value. */
import { Duration } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * Memory of every function. Lambda gives CPU in proportion to memory (one vCPU at 1,769 MB); init
 * (the bundled SDK, zod schemas) and the scrypt of login and user writes are CPU-bound, while most
 * requests wait on DynamoDB. From `npm run bench` (docs/performance.md, "Memory"): going from 512 to
 * 1024 MB halves the estimated cold init (about 185 -> 92 ms) and cuts login from about 120 to 72 ms,
 * for about 1% more per request (median endpoint $6.40 -> $6.47 a million: API Gateway and DynamoDB
 * dominate). Beyond 1024 MB warm requests barely gain (DynamoDB-bound) while every millisecond costs more.
 */
export const FUNCTION_MEMORY_MB = 1024;

/**
 * Handlers: above one DynamoDB call's worst case (shared/platform/db/client.ts DB_DEADLINES: about 10 s with
 * retries), well below API Gateway's 29 s integration limit, so a stuck request ends in the function.
 */
export const HANDLER_TIMEOUT = Duration.seconds(20);

/**
 * Streamed handlers (a sitemap part of 50,000 posts: 50 pages of 1,000 read and written one after the
 * other): API Gateway allows a streamed answer 15 minutes while bytes keep coming (a page is written
 * every fraction of a second), so the function gets room to finish a part on a slow day.
 */
export const STREAMED_HANDLER_TIMEOUT = Duration.seconds(120);

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
