/**
 * Time-based one-time passwords (RFC 6238) as authenticator apps make them: HMAC-SHA-1, 30-second
 * steps, 6 digits, through `otpauth` (node:crypto's HMAC underneath; test/unit/auth/totp.test.ts holds
 * it to the RFC's test vectors). A code is accepted for the step before and after the current one
 * (clocks of phones drift); which step matched is returned, so the caller can refuse any step not
 * newer than the last one used (a code is never accepted twice).
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted on either side of the current one. */
export const TOTP_WINDOW = 1;
/** 160 bits, the HMAC-SHA-1 block RFC 4226 recommends. */
const SECRET_BYTES = 20;

const totpOf = (secret: Uint8Array, label = '', issuer = '') =>
  new TOTP({ secret: new Secret({ buffer: toArrayBuffer(secret) }), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, label, issuer });

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

export function newTotpSecret(): Uint8Array {
  return new Secret({ size: SECRET_BYTES }).bytes;
}

/** The secret as authenticator apps take it typed in (RFC 4648 base32, no padding). */
export const base32Of = (secret: Uint8Array): string => new Secret({ buffer: toArrayBuffer(secret) }).base32;

/** `otpauth://totp/<issuer>:<account>?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30`, what the QR code carries. */
export const otpauthUrl = (secret: Uint8Array, account: string, issuer: string): string => totpOf(secret, account, issuer).toString();

/** The step (30-second period since the epoch) of a time in seconds. */
export const stepAt = (seconds: number): number => Math.floor(seconds / TOTP_PERIOD_SECONDS);

/** The code of one step (tests, and what an authenticator app shows). */
export const totpCode = (secret: Uint8Array, step: number): string => totpOf(secret).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });

/** Six digits, spaces allowed (apps show `123 456`). */
export const looksLikeTotpCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/** The step within ±TOTP_WINDOW of `nowSeconds` whose code is `code`, or undefined. */
export function matchingStep(secret: Uint8Array, code: string, nowSeconds: number): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!looksLikeTotpCode(token)) return undefined;
  const delta = totpOf(secret).validate({ token, timestamp: nowSeconds * 1000, window: TOTP_WINDOW });
  return delta === null ? undefined : stepAt(nowSeconds) + delta;
}
