import { createHash, randomBytes } from 'node:crypto';

/** A client (or machine) credential. The value itself is never stored: only its SHA-256. */
export interface ApiKey {
  id: number;
  name: string;
  hash: string;
  /** First characters of the value, to tell keys apart in lists. */
  prefix: string;
  /** Non-empty for machine keys that may call admin routes. */
  adminPermissions: string[];
  createdAt: string;
  revokedAt: string | null;
  /** The key's id in API Gateway (AWS only), to disable it on revoke. */
  gatewayKeyId: string | null;
}

/** 32 random bytes: `cms_` + 43 base64url characters (API Gateway wants at least 20). */
export function generateApiKeyValue(): string {
  return `cms_${randomBytes(32).toString('base64url')}`;
}

/** Keys are high-entropy random values, so a fast hash is enough (no password stretching needed). */
export function hashApiKey(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
