/**
 * TOTP secrets at rest: AES-256-GCM (node:crypto) under the stack's MFA key (#platform/auth/mfa-key),
 * a fresh 96-bit nonce per seal, and the user id as associated data, so a sealed secret copied onto
 * another user's item does not open. Stored as `v1.<nonce>.<ciphertext>.<tag>` (base64url): the
 * version names the key generation should the key ever be rotated.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mfaKey } from '#platform/auth/mfa-key';

const VERSION = 'v1';
/** The full GCM tag: a shortened one would be accepted by a decipher not told its length. */
const TAG_BYTES = 16;
const associatedData = (userId: number) => Buffer.from(`user:${userId}`);

export async function sealTotpSecret(secret: Uint8Array, userId: number): Promise<string> {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await mfaKey(), nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(userId));
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [VERSION, nonce, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or throws when the text was altered, sealed for another user or under another key. */
export async function openTotpSecret(sealed: string, userId: number): Promise<Uint8Array> {
  const [version, nonce, ciphertext, tag] = sealed.split('.');
  if (version !== VERSION || !nonce || !ciphertext || !tag) throw new Error('not a sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', await mfaKey(), Buffer.from(nonce, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAAD(associatedData(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]));
}
