/**
 * `REQUIRE_MFA_FOR`: the roles whose members must log in with a second factor (comma-separated role
 * names, e.g. `admin,editor`). Read from the stack context, `npm start`'s environment and a function's
 * environment alike, so that a typo fails loudly wherever it is set instead of silently requiring
 * nothing.
 */
import { ROLES, isRole, type Role } from './permissions';

export class InvalidRequiredMfaSetting extends Error {}

/** The roles named by `text` (empty or absent: none); throws `InvalidRequiredMfaSetting` on an unknown role. */
export function parseRequiredMfaRoles(text: string | undefined): Role[] {
  const names = (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !isRole(name));
  if (unknown.length > 0) {
    throw new InvalidRequiredMfaSetting(
      `REQUIRE_MFA_FOR names ${unknown.map((name) => `"${name}"`).join(', ')}, which ${unknown.length === 1 ? 'is not a role' : 'are not roles'}: use comma-separated role names among ${ROLES.join(', ')}`,
    );
  }
  return [...new Set(names)] as Role[];
}

/** Whether a user of `roles` must log in with a second factor under `required`. */
export const mfaRequiredFor = (roles: readonly string[], required: readonly string[]): boolean => roles.some((role) => required.includes(role));
