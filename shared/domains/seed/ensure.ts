/**
 * "This exists after start" (CONTRACT 1): an admin from CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD and a
 * client key from CMS_API_KEY. Both only create: an existing account or key is left as it is, and
 * the caller is told why, so that a restart never silently rewrites someone's password.
 */
import { hashPassword, verifyPassword } from '#platform/auth/passwords';
import { findApiKeyByValue } from '#domains/api-keys/api-keys-repository';
import { createApiKey } from '#domains/api-keys/manage-api-keys';
import { EmailTaken, findUserByEmail, insertUser } from '#domains/users/users-repository';
import type { User } from '#domains/users/user';
import { isoNow } from '#platform/time';
import { SYSTEM_ACTOR } from '#platform/auth/actor';

export type EnsureOutcome = { state: 'created' | 'exists' } | { state: 'differs'; warning: string };

export async function createUserIfAbsent(
  input: { email: string; password: string; roles: string[]; firstName: string; lastName: string; emailPublic?: boolean },
): Promise<{ user: User; created: boolean }> {
  try {
    const user = await insertUser(
      {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
        roles: input.roles,
        emailPublic: input.emailPublic,
      },
      isoNow(), SYSTEM_ACTOR,
    );
    return { user, created: true };
  } catch (error) {
    if (!(error instanceof EmailTaken)) throw error;
    const existing = await findUserByEmail(input.email);
    if (!existing) throw error;
    return { user: existing, created: false };
  }
}

export async function ensureAdmin(email: string, password: string): Promise<EnsureOutcome> {
  const { user, created } = await createUserIfAbsent({ email, password, roles: ['admin'], firstName: 'Admin', lastName: '' });
  if (created) return { state: 'created' };
  if (!user.roles.includes('admin')) return { state: 'differs', warning: `${email} exists without the admin role; left unchanged` };
  if (user.status !== 'active') return { state: 'differs', warning: `${email} exists but is ${user.status}; left unchanged` };
  if (!(await verifyPassword(password, user.passwordHash))) return { state: 'differs', warning: `${email} exists with another password; left unchanged` };
  return { state: 'exists' };
}

export async function ensureClientKey(value: string, name = 'CMS_API_KEY'): Promise<EnsureOutcome> {
  const existing = await findApiKeyByValue(value);
  if (!existing) {
    await createApiKey({ name, value }, SYSTEM_ACTOR);
    return { state: 'created' };
  }
  if (existing.revokedAt) return { state: 'differs', warning: `the key in CMS_API_KEY was revoked on ${existing.revokedAt}; it will be refused` };
  return { state: 'exists' };
}
