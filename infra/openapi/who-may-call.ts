/**
 * The "Who may call" paragraph of an operation's description, from what the route declares: its
 * audience, its permission and the roles that hold it (shared/platform/auth/permissions.ts), and the
 * rules it applies beyond the permission (`rules`).
 */
import { ROLES, permissionsOfRoles } from '#platform/auth/permissions';
import type { RouteDef } from '#platform/routes/types';

const rolesHolding = (permission: string): string[] => ROLES.filter((role) => permissionsOfRoles([role]).has(permission));

export function whoMayCall(route: Pick<RouteDef, 'audience' | 'permission' | 'rules' | 'optionalUserToken'>): string {
  const lines: string[] = [];
  if (route.audience === 'admin') {
    const roles = route.permission ? rolesHolding(route.permission) : [];
    lines.push(
      `**Who may call:** a user's Bearer token or an admin Api-Key holding \`${route.permission}\`` +
        (roles.length > 0 ? ` (roles: ${roles.join(', ')})` : '') +
        '; without it 403 `permission_denied` naming it in `details.required_permission`.',
    );
  } else if (route.audience === 'client-user') {
    lines.push("**Who may call:** a client application's `Api-Key` together with the signed-in user's Bearer token (from login); it acts for that user.");
  } else {
    lines.push(
      "**Who may call:** any client application with its `Api-Key`" +
        (route.optionalUserToken ? "; a user's Bearer token may be sent too" : '') +
        '. Each call counts against the key\'s limits (60 a minute, 1000 a day).',
    );
  }
  for (const rule of route.rules ?? []) lines.push(`- ${rule}`);
  return lines.join('\n');
}
