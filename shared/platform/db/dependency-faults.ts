/**
 * Which errors of the AWS SDK (and of the network under it) mean "the database is down, busy or slow"
 * rather than "this request is wrong". The error map answers them 503; use cases that work item by
 * item (bulk) use the same judgement to tell "nothing could be applied" from "these items failed".
 */

/** AWS SDK and network errors that mean "try again shortly". */
const UNAVAILABLE_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'TransactionInProgressException',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
]);

/** Timed out after the request may have been sent: the outcome of a write is unknown. */
const TIMEOUT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'ETIMEDOUT']);

/** Codes of a cancelled transaction's items that mean the table is throttling. */
const THROTTLED_CODES = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded']);

interface SdkErrorLike {
  name?: unknown;
  code?: unknown;
  CancellationReasons?: unknown;
}

const asLike = (error: unknown): SdkErrorLike => (error && typeof error === 'object' ? (error as SdkErrorLike) : {});

/** The code of each item of a cancelled transaction; empty for any other error. */
export function transactionCancellationCodes(error: unknown): string[] {
  const like = asLike(error);
  if (like.name !== 'TransactionCanceledException' || !Array.isArray(like.CancellationReasons)) return [];
  return like.CancellationReasons.map((reason: { Code?: string } | null) => String(reason?.Code ?? 'None'));
}

/** The call timed out, possibly after DynamoDB received it: a write may have been applied. */
export function isDependencyTimeout(error: unknown): boolean {
  const like = asLike(error);
  return TIMEOUT_NAMES.has(String(like.name)) || TIMEOUT_NAMES.has(String(like.code));
}

/** DynamoDB is unreachable, failing, throttling or too slow: a retry later may succeed. */
export function isDependencyDown(error: unknown): boolean {
  const like = asLike(error);
  if (UNAVAILABLE_NAMES.has(String(like.name)) || UNAVAILABLE_NAMES.has(String(like.code))) return true;
  return transactionCancellationCodes(error).some((code) => THROTTLED_CODES.has(code));
}
