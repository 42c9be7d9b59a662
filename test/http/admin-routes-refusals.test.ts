/**
 * Table-driven over every admin route of the route table (a route added later is covered too): a
 * `user`-role token is refused with 403 naming the route's permission, a client-only key and no
 * credential with 401 `authentication_required`; a role that holds the permission gets past the check.
 */
import { routes } from '#platform/routes/index';
import type { RouteDef } from '#platform/routes/types';
import { useLocalApi } from '#test/support/http';

const api = useLocalApi();
const adminRoutes = routes.filter((route) => route.audience === 'admin');

/** A concrete path: every parameter an id that does not exist. */
const pathOf = (route: RouteDef) => route.path.replace(/\{[^}]+\}/g, '987654');
const bodyOf = (route: RouteDef) => (['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined);

let userRole: Record<string, string>;
let clientOnly: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  userRole = await api.adminHeaders('user');
  clientOnly = await api.clientHeaders();
  admin = await api.adminHeaders('admin');
});

describe.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
  test('refuses a user-role token with 403 naming its permission', async () => {
    // Act
    const response = await api.request(route.method, pathOf(route), { headers: userRole, body: bodyOf(route) });
    // Assess
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({ code: 'permission_denied', message: expect.any(String), details: { required_permission: route.permission } });
  });

  test('refuses a client-only API key and no credential with 401 authentication_required', async () => {
    // Act
    const withKey = await api.request(route.method, pathOf(route), { headers: clientOnly, body: bodyOf(route) });
    const withNothing = await api.request(route.method, pathOf(route), { body: bodyOf(route) });
    // Assess
    for (const response of [withKey, withNothing]) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('authentication_required');
    }
  });

  test('lets an admin past the permission check', async () => {
    // Act
    const response = await api.request(route.method, pathOf(route), { headers: admin, body: bodyOf(route) });
    // Assess: whatever the route then says about the missing resource or empty body, it is not an auth refusal
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
});
