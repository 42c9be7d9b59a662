import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '#platform/routes/index';
import { PERMISSIONS } from '#platform/auth/permissions';

const root = join(__dirname, '..', '..');

describe('the route table', () => {
  test('every route has a unique id and a unique method and path', () => {
    // Prepare
    const ids = routes.map((r) => r.id);
    const signatures = routes.map((r) => `${r.method} ${r.path}`);
    // Assess
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(signatures).size).toBe(signatures.length);
  });

  test.each(routes.map((r) => [r.id, r] as const))('%s points at a handler file that exists', (_id, r) => {
    expect(existsSync(join(root, r.entry))).toBe(true);
  });

  test.each(routes.filter((r) => r.audience === 'admin').map((r) => [r.id, r] as const))(
    'admin route %s declares a permission from the catalogue',
    (_id, r) => {
      expect(PERMISSIONS as readonly string[]).toContain(r.permission);
    },
  );

  test('paths follow the API v3 families', () => {
    for (const r of routes) expect(r.path).toMatch(/^\/api\/(admin\/v3|client\/v3|v3\/client)\//);
  });
});
