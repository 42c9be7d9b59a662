/**
 * Tokens handed to a person (in an email link, or as a refresh token): `<selector>.<secret>`, 16 and
 * 32 random bytes. The item is found by the selector; it holds only the SHA-256 of the secret, which is
 * compared in constant time, so neither the table nor the time an answer takes gives a usable token away.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export interface SplitToken {
  token: string;
  selector: string;
  secretHash: string;
}

const SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');

export function newSplitToken(): SplitToken {
  const selector = randomBytes(16).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  return { token: `${selector}.${secret}`, selector, secretHash: sha256(secret) };
}

/** The parts of a token of the right shape; `undefined` for anything else (refused before any read). */
export function parseSplitToken(token: string): { selector: string; secret: string } | undefined {
  const match = SHAPE.exec(token);
  return match ? { selector: match[1]!, secret: match[2]! } : undefined;
}

/** Whether `secret` is the one whose hash was stored, in time independent of where they differ. */
export function secretMatches(secret: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string') return false;
  const actual = Buffer.from(sha256(secret));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
