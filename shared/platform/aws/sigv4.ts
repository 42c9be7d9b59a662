/**
 * AWS Signature Version 4 for the two calls the functions make besides DynamoDB (S3 upload URLs and
 * deletes, API Gateway key registration), done by the SDK's own signer (`@smithy/signature-v4`, which
 * every bundle already holds through the DynamoDB client). The S3 and API Gateway SDK clients would add
 * 120-300 KB to a bundle and most of its init time for three requests; this file only adapts the
 * signer to a `URL` and plain header records. Checked against the SDK clients in test/perf/sigv4.test.ts.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { Checksum, HttpRequest, SourceData } from '@smithy/types';

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

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** The signer hashes (and, given a secret, HMACs) through node:crypto rather than a second SHA-256 package. */
class NodeSha256 implements Checksum {
  private hash: Hash | Hmac;
  private readonly secret?: string | Uint8Array;
  constructor(secret?: SourceData) {
    this.secret = secret === undefined || typeof secret === 'string' ? secret : ArrayBuffer.isView(secret) ? new Uint8Array(secret.buffer, secret.byteOffset, secret.byteLength) : new Uint8Array(secret);
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }
  update(data: string | Uint8Array): void {
    this.hash.update(data);
  }
  async digest(): Promise<Uint8Array> {
    return this.hash.digest();
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function signer(scope: SigningScope, applyChecksum: boolean): SignatureV4 {
  // S3 signs each path segment encoded once; every other service encodes the path again.
  return new SignatureV4({ service: scope.service, region: scope.region, credentials: scope.credentials, sha256: NodeSha256, uriEscapePath: scope.service !== 's3', applyChecksum });
}

function httpRequest(request: RequestToSign): HttpRequest {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of request.url.searchParams) {
    const kept = query[name];
    query[name] = kept === undefined ? value : Array.isArray(kept) ? [...kept, value] : [kept, value];
  }
  return {
    method: request.method,
    protocol: request.url.protocol,
    hostname: request.url.hostname,
    ...(request.url.port ? { port: Number(request.url.port) } : {}),
    path: request.url.pathname,
    query,
    headers: { ...request.headers, host: request.url.host },
    ...(request.body === undefined ? {} : { body: request.body }),
  };
}

/** The headers to send: the request's, plus host, x-amz-date, the session token and Authorization. */
export async function signRequest(request: RequestToSign, scope: SigningScope, options: { payloadHeader?: boolean } = {}): Promise<Record<string, string>> {
  const signed = await signer(scope, options.payloadHeader === true).sign(httpRequest(request), { signingDate: scope.now });
  return Object.fromEntries(Object.entries(signed.headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** A URL that performs `request` until `expiresInSeconds` pass; the body is not signed (S3 presigned URLs). */
export async function presignUrl(request: Omit<RequestToSign, 'body'>, scope: SigningScope, expiresInSeconds: number): Promise<string> {
  const unsigned = httpRequest({ ...request, headers: { ...request.headers, 'X-Amz-Content-Sha256': UNSIGNED_PAYLOAD } });
  const presigned = await signer(scope, false).presign(unsigned, { signingDate: scope.now, expiresIn: expiresInSeconds });
  const path = presigned.path
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const query = Object.entries(presigned.query ?? {})
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value ?? '']).map((one) => `${uriEncode(name)}=${uriEncode(one)}`))
    .sort()
    .join('&');
  return `${request.url.origin}${path}?${query}`;
}
