/**
 * Opaque list cursors sealed with HMAC-SHA256 under a secret of the deployment (not the token
 * signing secret: list functions must not be able to sign tokens). `CURSOR_SECRET` locally and in
 * tests; in AWS `CURSOR_SECRET_ARN` names a Secrets Manager secret of the stack. A cursor is
 * `base64url(payload).base64url(mac)`, the MAC covering the purpose (which list) and the exact payload
 * bytes; both parts must be canonical base64url, so no altered, truncated or foreign cursor opens.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config, MissingConfiguration } from '#platform/config';
import { secretFromExtension } from '#platform/secrets-extension';
import { InvalidParameters } from '#platform/errors';

const MAX_CURSOR_CHARS = 2048;

/** A cursor that does not open (forged, altered, of another list): a 400 naming `cursor`. */
export const invalidCursor = () => new InvalidParameters({ cursor: ['The cursor is not valid: follow links.next or start without one.'] });

let cached: Promise<Buffer> | undefined;

function cursorKey(): Promise<Buffer> {
  cached ??= (async () => {
    const direct = config.cursorSecret;
    if (direct) return Buffer.from(direct, 'utf8');
    const arn = config.cursorSecretArn;
    if (!arn) throw new MissingConfiguration('CURSOR_SECRET or CURSOR_SECRET_ARN');
    return Buffer.from(await secretFromExtension(arn), 'utf8');
  })();
  cached.catch(() => {
    cached = undefined; // a failed fetch is retried by the next request
  });
  return cached;
}

/** Tests only: forget the cached key after changing CURSOR_SECRET. */
export function resetCursorKeyCache(): void {
  cached = undefined;
}

function mac(key: Buffer, purpose: string, payload: Buffer): Buffer {
  return createHmac('sha256', key).update(purpose).update('\n').update(payload).digest();
}

function canonicalBase64url(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  // Unused low bits of the last character would otherwise give one cursor several spellings.
  return bytes.toString('base64url') === text ? bytes : undefined;
}

export async function sealCursor(value: unknown, purpose: string): Promise<string> {
  const payload = Buffer.from(JSON.stringify(value), 'utf8');
  return `${payload.toString('base64url')}.${mac(await cursorKey(), purpose, payload).toString('base64url')}`;
}

/** The sealed value, or `undefined` when the cursor was not sealed for `purpose` by this deployment. */
export async function openCursor(cursor: string, purpose: string): Promise<unknown> {
  if (cursor.length > MAX_CURSOR_CHARS) return undefined;
  const parts = cursor.split('.');
  if (parts.length !== 2) return undefined;
  const payload = canonicalBase64url(parts[0]!);
  const given = canonicalBase64url(parts[1]!);
  if (!payload || !given) return undefined;
  const expected = mac(await cursorKey(), purpose, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(payload.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
