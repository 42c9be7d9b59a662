/**
 * CORS of the local gateway: any origin, the headers the API reads. Gateway responses carry the
 * origin header like the deployed gateway responses do; handler answers get it too when they do
 * not set it themselves, so that a browser app can talk to `npm start`.
 */
export const ALLOWED_HEADERS = ['Content-Type', 'Authorization', 'Api-Key', 'Idempotency-Key', 'X-Requested-With'];
export const EXPOSED_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'X-Request-Id', 'Idempotent-Replayed'];

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(','),
};

export function preflightHeaders(methods: readonly string[]): Record<string, string> {
  return {
    'Access-Control-Allow-Methods': [...new Set([...methods, 'OPTIONS'])].join(','),
    'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(','),
    'Access-Control-Max-Age': '600',
  };
}
