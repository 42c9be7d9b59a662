/**
 * The AES-256 key that seals TOTP secrets at rest. Locally `MFA_KEY`; in AWS a Secrets Manager secret
 * (`MFA_KEY_ARN`) read once per process through the Parameters and Secrets extension, as the JWT
 * secret is (jwt-secret.ts), and granted only to the functions that check or enrol codes. The secret
 * is text; HKDF-SHA256 turns it into exactly 32 bytes, bound to this one use by its `info`.
 */
import { hkdfSync } from 'node:crypto';
import { config, MissingConfiguration } from '#platform/config';
import { secretFromExtension } from '#platform/secrets-extension';

const INFO = 'cms totp secret sealing v1';
let cached: Promise<Buffer> | undefined;

export function mfaKey(): Promise<Buffer> {
  cached ??= (async () => {
    const direct = config.mfaKey;
    const arn = config.mfaKeyArn;
    if (!direct && !arn) throw new MissingConfiguration('MFA_KEY or MFA_KEY_ARN');
    const material = direct ?? (await secretFromExtension(arn!));
    return Buffer.from(hkdfSync('sha256', material, '', INFO, 32));
  })();
  cached.catch(() => {
    cached = undefined; // a failed fetch is retried by the next request
  });
  return cached;
}

/** Tests and `npm start`: forget the cached key after changing MFA_KEY. */
export function resetMfaKeyCache(): void {
  cached = undefined;
}
