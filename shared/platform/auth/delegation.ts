/**
 * Delegation: no credential grants what it does not hold. One pure module, used by every use case
 * that grants (API keys, user roles) or acts on a holder of permissions (user update, delete, key
 * revoke), so that the rule and its refusal read the same everywhere: 403 naming the first missing
 * permission in catalogue order.
 */
import { PermissionDenied } from '#platform/errors';
import { PERMISSIONS, permissionsOfRoles } from './permissions';

/** The first permission of `wanted` that `held` lacks, in catalogue order (unknown names last, as sent). */
export function firstMissing(held: ReadonlySet<string>, wanted: Iterable<string>): string | undefined {
  const missing = new Set([...wanted].filter((permission) => !held.has(permission)));
  if (missing.size === 0) return undefined;
  return PERMISSIONS.find((permission) => missing.has(permission)) ?? [...missing][0];
}

/** Throws `PermissionDenied` naming the first permission of `wanted` that `held` lacks. */
export function requireAll(held: ReadonlySet<string>, wanted: Iterable<string>): void {
  const missing = firstMissing(held, wanted);
  if (missing !== undefined) throw new PermissionDenied(missing);
}

/** Roles can be assigned (or taken away) only by a caller that holds every permission they grant. */
export function requireRolesGrantable(held: ReadonlySet<string>, roles: readonly string[]): void {
  requireAll(held, permissionsOfRoles(roles));
}
