import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '#platform/routes/index';
import { PERMISSIONS, ROLES, permissionsOfRoles } from '#platform/auth/permissions';
import { PERMISSIONS_MATRIX_PAGE, permissionsMatrix, permissionsMatrixMarkdown, withPermissionsMatrix } from '#platform/auth/permissions-matrix';
import { firstMissing } from '#platform/auth/delegation';

const root = path.resolve(__dirname, '..', '..', '..');

test('the matrix of docs/security.md is the one of the code (run npm run openapi after changing a role)', () => {
  // Prepare
  const page = readFileSync(path.join(root, PERMISSIONS_MATRIX_PAGE), 'utf8');
  // Act
  const regenerated = withPermissionsMatrix(page);
  // Assess
  expect(page).toContain(permissionsMatrixMarkdown());
  expect(regenerated).toBe(page);
});

test('openapi.json carries the same matrix, and every permission of the catalogue is a row', () => {
  // Prepare
  const document = JSON.parse(readFileSync(path.join(root, 'openapi.json'), 'utf8'));
  // Act
  const matrix = permissionsMatrix();
  // Assess
  expect(document['x-permissions-matrix']).toEqual(matrix);
  expect(Object.keys(matrix)).toEqual([...PERMISSIONS]);
  for (const role of ROLES) for (const permission of PERMISSIONS) expect(matrix[permission].includes(role)).toBe(permissionsOfRoles([role]).has(permission));
});

test('every post write operation states the ownership rule, and only admin routes state rules', () => {
  // Prepare
  const postWrites = routes.filter((route) => route.permission?.startsWith('cms.posts.') && route.method !== 'GET');
  const rulesOf = (routeId: string) => routes.find((route) => route.id === routeId)!.rules?.join(' ');
  // Act / Assess
  for (const route of postWrites) expect(rulesOf(route.id)).toContain('cms.posts.edit_others');
  for (const route of routes) if (route.rules) expect(route.audience).toBe('admin');
  expect(rulesOf('admin-cms-posts-bulk')).toContain('refused_ids');
});

test('delegation names the first missing permission in catalogue order', () => {
  // Act / Assess
  expect(firstMissing(new Set(['system.api_keys.create']), ['user.users.update', 'cms.posts.delete'])).toBe('cms.posts.delete');
  expect(firstMissing(permissionsOfRoles(['editor']), permissionsOfRoles(['admin']))).toBe('user.users.list');
  expect(firstMissing(permissionsOfRoles(['admin']), permissionsOfRoles(['editor', 'author']))).toBeUndefined();
});
