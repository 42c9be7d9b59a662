/**
 * Turning a credential into a principal: a user's Bearer token (admin routes and user routes) or an
 * admin API key (machine access to admin routes). A user's status and token version are checked
 * against the stored user, so a ban, a password change or a role change ends older tokens; the answer
 * is cached per process for PRINCIPAL_CACHE_SECONDS, the longest such a change can take to bite, but
 * never past the moment the token itself stops verifying (its `exp`, or its maximum age): from then
 * on it is refused whatever the cache holds. An admin API key's answer is kept API_KEY_CACHE_SECONDS,
 * so that a revoked key is refused within 10 seconds (docs/security.md).
 */
import { AccountDisabled, AuthenticationRequired } from '#platform/errors';
import { findUserById } from '#domains/users/users-repository';
import { findApiKeyByValue } from '#domains/api-keys/api-keys-repository';
import { bearerToken, verifyToken } from '#platform/auth/tokens';
import { permissionsOfRoles } from '#platform/auth/permissions';
import { TtlCache } from '#platform/auth/ttl-cache';
import { clock } from '#platform/clock';
import type { AdminPrincipal, UserPrincipal } from '#platform/auth/principal';

export const PRINCIPAL_CACHE_SECONDS = 30;
/** Well inside the 10 seconds a revocation may take (API Gateway's flushed cache adds nothing). */
export const API_KEY_CACHE_SECONDS = 5;

type Refusal = 'invalid' | 'inactive' | 'banned';
/** `validUntilMs`: when the token stops verifying; an outcome read later is `invalid`. */
type Outcome = { user: UserPrincipal; validUntilMs: number } | { refused: Refusal; validUntilMs?: number };
const INVALID: Outcome = { refused: 'invalid' };
const tokenCache = new TtlCache<Outcome>(PRINCIPAL_CACHE_SECONDS * 1000);
const adminKeyCache = new TtlCache<AdminPrincipal | null>(API_KEY_CACHE_SECONDS * 1000);

async function resolveToken(token: string): Promise<Outcome> {
  const cached = tokenCache.get(token);
  if (cached) return cached.validUntilMs !== undefined && clock.nowMs() >= cached.validUntilMs ? INVALID : cached;
  const claims = await verifyToken(token);
  let outcome: Outcome = INVALID;
  if (claims) {
    const user = await findUserById(claims.userId);
    if (user && user.tokenVersion === claims.tokenVersion) {
      const { validUntilMs } = claims;
      outcome = user.status === 'active' ? { user: { userId: user.id, roles: user.roles }, validUntilMs } : { refused: user.status, validUntilMs };
    }
  }
  tokenCache.set(token, outcome, outcome.validUntilMs);
  return outcome;
}

/** The user behind `Authorization: Bearer …`, or throws 401 / 403 `account_disabled`. */
export async function authenticateUser(authorization: string | undefined): Promise<UserPrincipal> {
  const token = bearerToken(authorization);
  if (!token) throw new AuthenticationRequired('A user token is required: send Authorization: Bearer <token>.');
  const outcome = await resolveToken(token);
  if ('user' in outcome) return outcome.user;
  if (outcome.refused === 'invalid') throw new AuthenticationRequired('The token is invalid or expired.');
  throw new AccountDisabled(outcome.refused);
}

/** An admin principal from a Bearer token or an admin API key; `undefined` when neither is acceptable. */
export async function authenticateAdmin(authorization: string | undefined, apiKey: string | undefined): Promise<AdminPrincipal | undefined> {
  const token = bearerToken(authorization);
  if (token) {
    const outcome = await resolveToken(token);
    if (!('user' in outcome)) return undefined;
    return { type: 'user', id: outcome.user.userId, permissions: permissionsOfRoles(outcome.user.roles) };
  }
  if (apiKey) {
    const cached = adminKeyCache.get(apiKey);
    if (cached !== undefined) return cached ?? undefined;
    const record = await findApiKeyByValue(apiKey);
    const principal =
      record && !record.revokedAt && record.adminPermissions.length > 0
        ? { type: 'api_key' as const, id: record.id, permissions: new Set(record.adminPermissions) }
        : null;
    adminKeyCache.set(apiKey, principal);
    return principal ?? undefined;
  }
  return undefined;
}

/** Tests only. */
export function clearSessionCaches(): void {
  tokenCache.clear();
  adminKeyCache.clear();
}
