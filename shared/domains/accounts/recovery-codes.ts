/**
 * Recovery codes: ten single-use codes shown once at enrolment, for a lost phone. Each is 80 random
 * bits, 16 characters of Crockford's base32 in groups of four (`o` read as `0`, `i` and `l` as `1`, so
 * a misread letter still works), so a fast hash is enough to keep them: SHA-256 of the normalised
 * code is what the table holds, and the plain codes exist only in the enrolment answer.
 */
import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16;

/** Lower case without spaces or dashes, look-alikes read as Crockford does: `ABCD-efgo` and `abcdefg0` are one code. */
const normalised = (code: string): string =>
  code
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');

export const looksLikeRecoveryCode = (code: string): boolean => new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normalised(code));

function newRecoveryCode(): string {
  // 32 letters: each random byte's low five bits pick one, uniformly.
  const letters = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
  return letters.match(/.{4}/g)!.join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

export const recoveryCodeHash = (code: string): string => createHash('sha256').update(normalised(code)).digest('hex');
