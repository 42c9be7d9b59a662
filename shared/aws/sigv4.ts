/**
 * AWS Signature Version 4, for the two calls the functions make besides DynamoDB (S3 upload URLs and
 * deletes, API Gateway key registration). The S3 and API Gateway SDK clients would add 120-300 KB to
 * a bundle and most of its init time for three requests; the signing itself is this file (node:crypto),
 * checked against the SDK's own signer in test/perf/sigv4.test.ts.
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html
 */
import { createHash, createHmac } from 'node:crypto';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SigningScope {
  service: string;
  region: string;
  credentials: AwsCredentials;
  now: Date;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Lower-case names; `host` is added. */
  headers: Record<string, string>;
  body?: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const sha256Hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** S3 encodes each path segment once; every other service twice (the path as sent, encoded again). */
function canonicalPath(url: URL, service: string): string {
  const segments = url.pathname.split('/').map((segment) => decodeURIComponent(segment));
  const encoded = segments.map(uriEncode);
  return (service === 's3' ? encoded : encoded.map(uriEncode)).join('/') || '/';
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const amzDate = (now: Date): string => now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function signature(scope: SigningScope, canonicalRequest: string, date: string): { signature: string; credentialScope: string } {
  const day = date.slice(0, 8);
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = [ALGORITHM, date, credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${scope.credentials.secretAccessKey}`, day), scope.region), scope.service), 'aws4_request');
  return { signature: createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex'), credentialScope };
}

function canonicalHeaders(headers: Record<string, string>): { text: string; signed: string } {
  const names = Object.keys(headers).sort();
  return {
    text: names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    signed: names.join(';'),
  };
}

/** The headers to send: the request's, plus host, x-amz-date, the session token and Authorization. */
export function signRequest(request: RequestToSign, scope: SigningScope, options: { payloadHeader?: boolean } = {}): Record<string, string> {
  const date = amzDate(scope.now);
  const payloadHash = sha256Hex(request.body ?? '');
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-date': date,
    ...(scope.credentials.sessionToken ? { 'x-amz-security-token': scope.credentials.sessionToken } : {}),
    // S3 wants the payload hash as a header too.
    ...(options.payloadHeader ? { 'x-amz-content-sha256': payloadHash } : {}),
  };
  const canonical = canonicalHeaders(headers);
  const canonicalRequest = [request.method, canonicalPath(request.url, scope.service), canonicalQuery(request.url.searchParams), canonical.text, canonical.signed, payloadHash].join('\n');
  const signed = signature(scope, canonicalRequest, date);
  return {
    ...headers,
    authorization: `${ALGORITHM} Credential=${scope.credentials.accessKeyId}/${signed.credentialScope}, SignedHeaders=${canonical.signed}, Signature=${signed.signature}`,
  };
}

/** A URL that performs `request` until `expiresInSeconds` pass; the body is not signed (S3 presigned URLs). */
export function presignUrl(request: Omit<RequestToSign, 'body'>, scope: SigningScope, expiresInSeconds: number): string {
  const date = amzDate(scope.now);
  const headers = { ...request.headers, host: request.url.host };
  const canonical = canonicalHeaders(headers);
  const url = new URL(request.url);
  const day = date.slice(0, 8);
  url.searchParams.set('X-Amz-Algorithm', ALGORITHM);
  url.searchParams.set('X-Amz-Content-Sha256', UNSIGNED_PAYLOAD);
  url.searchParams.set('X-Amz-Credential', `${scope.credentials.accessKeyId}/${day}/${scope.region}/${scope.service}/aws4_request`);
  url.searchParams.set('X-Amz-Date', date);
  url.searchParams.set('X-Amz-Expires', String(expiresInSeconds));
  if (scope.credentials.sessionToken) url.searchParams.set('X-Amz-Security-Token', scope.credentials.sessionToken);
  url.searchParams.set('X-Amz-SignedHeaders', canonical.signed);
  const canonicalRequest = [request.method, canonicalPath(url, scope.service), canonicalQuery(url.searchParams), canonical.text, canonical.signed, UNSIGNED_PAYLOAD].join('\n');
  url.searchParams.set('X-Amz-Signature', signature(scope, canonicalRequest, date).signature);
  // The path and query exactly as signed (URLSearchParams would write spaces as '+').
  return `${url.origin}${canonicalPath(url, scope.service)}?${canonicalQuery(url.searchParams)}`;
}
