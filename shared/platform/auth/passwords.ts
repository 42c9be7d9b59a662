/**
 * scrypt password hashes (node:crypto), compared in constant time. Stored as
 * `scrypt$N$r$p$salt$hash` so that the cost can be raised later without breaking old hashes: a hash
 * of a lower cost still verifies, and `needsRehash` tells login to store it again at today's cost.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { config } from '#platform/config';

/** OWASP's current recommendation for scrypt: N=2^17, r=8, p=1 (128 MiB of memory per hash). */
export const OWASP_SCRYPT_LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** Twice what the highest cost we verify needs (128 · N · r bytes): node refuses above `maxmem`. */
const MAX_MEMORY_BYTES = 2 * 128 * 2 ** 18 * R;

function currentCost(): { N: number; r: number; p: number } {
  return { N: 2 ** config.scryptLog2N, r: R, p: P };
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, { ...options, maxmem: MAX_MEMORY_BYTES }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const cost = currentCost();
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when `stored` was made with other parameters than today's (an older, cheaper cost). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  const cost = currentCost();
  return scheme !== 'scrypt' || Number(n) !== cost.N || Number(r) !== cost.r || Number(p) !== cost.p;
}

/** A hash of a random password: compared against when the email is unknown, so timing does not reveal which emails exist. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
