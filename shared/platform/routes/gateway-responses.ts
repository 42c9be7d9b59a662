/**
 * Answers API Gateway gives on its own (before or instead of a handler), in the spec's envelope.
 * The CDK stack configures these; the local gateway renders the same bodies, so both speak alike.
 * Gateway-generated errors use the primary error form on every path (a gateway response cannot
 * vary its body by path), with `details` present so alternative-form clients find it too.
 */
export type GatewayResponseType =
  | 'UNAUTHORIZED'
  | 'INVALID_API_KEY'
  | 'ACCESS_DENIED'
  | 'MISSING_AUTHENTICATION_TOKEN'
  | 'RESOURCE_NOT_FOUND'
  | 'THROTTLED'
  | 'QUOTA_EXCEEDED'
  | 'AUTHORIZER_FAILURE'
  | 'AUTHORIZER_CONFIGURATION_ERROR'
  | 'REQUEST_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTEGRATION_TIMEOUT'
  | 'INTEGRATION_FAILURE'
  | 'DEFAULT_4XX'
  | 'DEFAULT_5XX';

export interface GatewayResponseDef {
  type: GatewayResponseType;
  statusCode: number;
  code: string;
  message: string;
  /** Retry-After on throttling answers. */
  retryAfterSeconds?: number;
}

export const GATEWAY_RESPONSES: readonly GatewayResponseDef[] = [
  // Client routes: the Api-Key identity source is missing, or the client authorizer threw Unauthorized.
  { type: 'UNAUTHORIZED', statusCode: 401, code: 'unauthorized', message: 'invalid key' },
  // A key the usage plan does not know or that was disabled on revoke (the authorizer cache may still allow it).
  // Listed explicitly: DEFAULT_4XX would otherwise turn it into a 400.
  { type: 'INVALID_API_KEY', statusCode: 401, code: 'unauthorized', message: 'invalid key' },
  // Admin routes: the admin authorizer denied (no valid Bearer token or admin key).
  { type: 'ACCESS_DENIED', statusCode: 401, code: 'authentication_required', message: 'Authentication is required.' },
  // API Gateway's answer for a path or method it does not know.
  { type: 'MISSING_AUTHENTICATION_TOKEN', statusCode: 404, code: 'resource_not_found', message: 'The requested route does not exist.' },
  { type: 'RESOURCE_NOT_FOUND', statusCode: 404, code: 'resource_not_found', message: 'The requested route does not exist.' },
  // Usage plan backstop (the exact per-key counters answer first in normal traffic).
  { type: 'THROTTLED', statusCode: 429, code: 'too_many_requests', message: 'Too many requests. Slow down.', retryAfterSeconds: 1 },
  { type: 'QUOTA_EXCEEDED', statusCode: 429, code: 'too_many_requests', message: 'The daily request quota of this key is exhausted.', retryAfterSeconds: 3600 },
  { type: 'AUTHORIZER_FAILURE', statusCode: 503, code: 'service_unavailable', message: 'Authentication is temporarily unavailable. Retry shortly.', retryAfterSeconds: 1 },
  { type: 'AUTHORIZER_CONFIGURATION_ERROR', statusCode: 500, code: 'internal_error', message: 'An internal error occurred.' },
  { type: 'REQUEST_TOO_LARGE', statusCode: 413, code: 'payload_too_large', message: 'The request is too large.' },
  // A body whose Content-Encoding API Gateway does not decode (it takes gzip, deflate, identity), or that does not decode.
  { type: 'UNSUPPORTED_MEDIA_TYPE', statusCode: 415, code: 'unsupported_media_type', message: 'The request body is in a content encoding that is not supported (gzip, deflate, identity).' },
  { type: 'INTEGRATION_FAILURE', statusCode: 503, code: 'service_unavailable', message: 'The service is temporarily unavailable. Retry shortly.', retryAfterSeconds: 1 },
  { type: 'INTEGRATION_TIMEOUT', statusCode: 503, code: 'service_unavailable', message: 'The request took too long. Retry shortly.', retryAfterSeconds: 1 },
  { type: 'DEFAULT_4XX', statusCode: 400, code: 'bad_request', message: 'The request could not be processed.' },
  { type: 'DEFAULT_5XX', statusCode: 500, code: 'internal_error', message: 'An internal error occurred.' },
];

/** The body every gateway response renders. */
export function gatewayResponseBody(def: GatewayResponseDef): string {
  return JSON.stringify({ status: false, error: { code: def.code, message: def.message, details: {} } });
}

export function gatewayResponse(type: GatewayResponseType): GatewayResponseDef {
  const def = GATEWAY_RESPONSES.find((candidate) => candidate.type === type);
  if (!def) throw new Error(`no gateway response ${type}`);
  return def;
}

/**
 * Usage plan of client keys: the edge backstop of the exact counters (60 a minute, 1,000 a day).
 * Its limits are twice the counters' so that the counters answer first, with the exact
 * X-RateLimit-* headers and Retry-After: a burst of 61 in one second, or a day's 1,000 admitted
 * requests plus as many refused ones (API Gateway meters every request that passes its throttle,
 * including those the counters refuse), still get the counters' 429. The edge only answers for a key
 * that keeps hammering past that, or if the counters could not run: its 429 is a static gateway
 * response (no X-RateLimit-*, a fixed Retry-After, see GATEWAY_RESPONSES).
 */
export const USAGE_PLAN = {
  throttle: { rateLimit: 2, burstLimit: 120 },
  quota: { limit: 2000, period: 'DAY' as const },
};
