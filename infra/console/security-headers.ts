/**
 * The console's response headers, the same from `npm start` and from CloudFront (a response headers
 * policy): a strict Content-Security-Policy (scripts and styles from the console's own origin only,
 * no inline script, no eval; requests only to the API and the upload target; no framing), HSTS,
 * no MIME sniffing, no referrer.
 */
export interface ConsoleOrigins {
  /** Where the console sends API requests and uploads (beyond its own origin), e.g. the API's and the bucket's origins. */
  connect: readonly string[];
  /** Where images may come from (beyond its own origin): the media CDN. Previews of post content may show any https image. */
  images?: readonly string[];
}

export function contentSecurityPolicy(origins: ConsoleOrigins): string {
  const list = (values: readonly string[]) => values.join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: https: ${list(origins.images ?? [])}`.trim(),
    `connect-src 'self' ${list(origins.connect)}`.trim(),
    "font-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers every console response carries (HSTS is meaningful on HTTPS only, harmless locally). */
export function consoleSecurityHeaders(origins: ConsoleOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
