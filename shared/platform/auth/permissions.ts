/**
 * The permission catalogue (`module.resource.action`) and what each role holds (CONTRACT section 2).
 */
const crud = (module: string, resource: string) =>
  ['list', 'read', 'create', 'update', 'delete'].map((action) => `${module}.${resource}.${action}`);

export const PERMISSIONS = [
  ...['list', 'read', 'create', 'update', 'trash', 'restore', 'delete', 'bulk', 'publish', 'edit_others'].map((action) => `cms.posts.${action}`),
  'cms.content.unfiltered_html',
  ...['list', 'approve', 'reject', 'delete'].map((action) => `cms.comments.${action}`),
  ...crud('cms', 'categories'),
  ...crud('cms', 'tags'),
  ...crud('cms', 'media'),
  ...crud('user', 'users'),
  ...['list', 'create', 'revoke'].map((action) => `system.api_keys.${action}`),
  'system.audit.list',
  ...['list', 'create', 'update', 'delete'].map((action) => `system.webhooks.${action}`),
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['admin', 'editor', 'author', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];

const ROLE_PERMISSIONS: Record<Role, readonly string[]> = {
  admin: PERMISSIONS,
  editor: PERMISSIONS.filter((permission) => permission.startsWith('cms.')),
  // On their own posts only: without cms.posts.edit_others the post use cases refuse anyone else's.
  author: ['cms.posts.list', 'cms.posts.read', 'cms.posts.create', 'cms.posts.update', 'cms.posts.trash', 'cms.posts.restore', 'cms.posts.publish'],
  moderator: PERMISSIONS.filter((permission) => permission.startsWith('cms.comments.')),
  user: [],
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function permissionsOfRoles(roles: readonly string[]): Set<string> {
  const granted = new Set<string>();
  for (const role of roles) if (isRole(role)) for (const permission of ROLE_PERMISSIONS[role]) granted.add(permission);
  return granted;
}
