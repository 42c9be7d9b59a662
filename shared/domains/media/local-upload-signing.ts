/**
 * Upload URLs of the local media store, signed exactly as S3 presigns a PUT (SigV4 query string:
 * X-Amz-Date, X-Amz-Expires, X-Amz-SignedHeaders, X-Amz-Signature), with a key that exists only in
 * the running process. The local gateway accepts a PUT only when the signature matches the path,
 * the signed headers as sent (Content-Type, Content-Length, Content-Disposition) and has not expired,
 * so the local flow refuses what S3 would refuse.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { presignUrl, type SigningScope } from '#platform/aws/sigv4';

const REGION = 'local';
const ACCESS_KEY_ID = 'LOCALMEDIA';

/** One random key per process: the gateway that verifies and the handler that signs share it. */
function signingKey(): string {
  process.env.LOCAL_MEDIA_SIGNING_KEY ||= randomBytes(32).toString('hex');
  return process.env.LOCAL_MEDIA_SIGNING_KEY;
}

const scopeAt = (now: Date): SigningScope => ({
  service: 's3',
  region: REGION,
  credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: signingKey() },
  now,
});

/** `headers`: lower-case names, the values the uploader must send. */
export function presignLocalPut(url: string, headers: Record<string, string>, expiresInSeconds: number, now: Date): Promise<string> {
  return presignUrl({ method: 'PUT', url: new URL(url), headers }, scopeAt(now), expiresInSeconds);
}

export type UploadRefusal = 'unsigned' | 'expired' | 'signature_mismatch';

const amzDateToMs = (date: string): number =>
  Date.parse(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);

/**
 * Checks a PUT: `url` as received (origin, path, query), `headerOf` reads a request header (the
 * Content-Length passed is the body's real length, not the header's claim).
 */
export async function verifyLocalPut(url: URL, headerOf: (name: string) => string | undefined, nowMs: number): Promise<UploadRefusal | undefined> {
  const query = url.searchParams;
  const date = query.get('X-Amz-Date');
  const expires = Number(query.get('X-Amz-Expires'));
  const signedHeaders = query.get('X-Amz-SignedHeaders');
  const given = query.get('X-Amz-Signature');
  if (!date || !/^\d{8}T\d{6}Z$/.test(date) || !Number.isInteger(expires) || expires <= 0 || !signedHeaders || !given) return 'unsigned';
  const signedAt = amzDateToMs(date);
  if (!Number.isFinite(signedAt) || nowMs > signedAt + expires * 1000 || signedAt > nowMs + 5 * 60 * 1000) return 'expired';
  const headers: Record<string, string> = {};
  for (const name of signedHeaders.split(';')) {
    if (name === 'host') continue;
    const value = headerOf(name);
    if (value === undefined) return 'signature_mismatch';
    headers[name] = value;
  }
  const bare = new URL(`${url.origin}${url.pathname}`);
  const expected = new URL(await presignUrl({ method: 'PUT', url: bare, headers }, scopeAt(new Date(signedAt)), expires)).searchParams.get('X-Amz-Signature') ?? '';
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b) ? undefined : 'signature_mismatch';
}
