/**
 * The permission model as a boundary, through the local gateway. Table-driven over every admin route
 * of the route table (a route added later is covered too): each role and a key holding exactly the
 * route's permission is let past or refused as `permissionsOfRoles` says. Then every escalation of
 * issue 10: each answers 403 naming the right permission and leaves the table exactly as it was.
 */
import { routes } from '#platform/routes/index';
import type { RouteDef } from '#platform/routes/types';
import { ROLES, permissionsOfRoles } from '#platform/auth/permissions';
import { useLocalApi, type TestUser } from '#test/support/http';
import { snapshotDiff, snapshotTable } from '../fuzz/support/table-snapshot';

const api = useLocalApi();
const adminRoutes = routes.filter((route) => route.audience === 'admin');

const POSTS = '/api/admin/v3/cms/post';
const USERS = '/api/admin/v3/user/user';
const API_KEYS = '/api/admin/v3/system/api-key';

/** A concrete path: every parameter an id that does not exist. */
const pathOf = (route: RouteDef) => route.path.replace(/\{[^}]+\}/g, '987654');
const bodyOf = (route: RouteDef) => (['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined);

const roleHeaders = new Map<string, Record<string, string>>();

beforeAll(async () => {
  for (const role of ROLES) roleHeaders.set(role, await api.adminHeaders(role));
});

describe.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
  test.each(ROLES.map((role) => [role]))('as %s: past the check exactly when the role holds the permission', async (role) => {
    // Prepare
    const holds = permissionsOfRoles([role]).has(route.permission!);
    // Act
    const response = await api.request(route.method, pathOf(route), { headers: roleHeaders.get(role), body: bodyOf(route) });
    // Assess
    if (holds) {
      expect([401, 403]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    } else {
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual({ code: 'permission_denied', message: expect.any(String), details: { required_permission: route.permission } });
    }
  });

  test('a key holding exactly its permission gets past the check', async () => {
    // Prepare
    const key = await api.adminKey([route.permission!], `exactly ${route.permission}`);
    // Act
    const response = await api.request(route.method, pathOf(route), { headers: { 'Api-Key': key }, body: bodyOf(route) });
    // Assess: whatever it then says of the missing resource or the empty body, it is not an auth refusal
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
});

describe('escalations are refused and write nothing', () => {
  let editor: TestUser;
  let author: TestUser;
  let admin: TestUser;
  let editorHeaders: Record<string, string>;
  let authorHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let editorsPost: { id: number; version: number };
  let editorsDraft: { id: number };
  let authorsTrashedPublished: { id: number };

  beforeAll(async () => {
    editor = await api.createUser({ roles: ['editor'] });
    author = await api.createUser({ roles: ['author'] });
    admin = await api.createUser({ roles: ['admin'] });
    editorHeaders = { Authorization: `Bearer ${await api.tokenFor(editor)}` };
    authorHeaders = { Authorization: `Bearer ${await api.tokenFor(author)}` };
    adminHeaders = { Authorization: `Bearer ${await api.tokenFor(admin)}` };
    const published = await api.request('POST', POSTS, { headers: editorHeaders, body: { title: 'Editor published', content: 'c', status: 'published' } });
    editorsPost = published.body.result;
    editorsDraft = (await api.request('POST', POSTS, { headers: editorHeaders, body: { title: 'Editor draft', content: 'c' } })).body.result;
    const own = (await api.request('POST', POSTS, { headers: authorHeaders, body: { title: 'Author published', content: 'c', status: 'published' } })).body.result;
    await api.request('DELETE', `${POSTS}/${own.id}/trash`, { headers: authorHeaders });
    authorsTrashedPublished = own;
  });

  type Attempt = { method: string; path: () => string; headers: () => Promise<Record<string, string>>; body?: () => unknown; required: string };

  const key = (permissions: string[]) => async () => ({ 'Api-Key': await api.adminKey(permissions, 'escalation') });
  const attempts: [string, Attempt][] = [
    [
      'a key with only system.api_keys.create creates a broader key',
      { method: 'POST', path: () => API_KEYS, headers: key(['system.api_keys.create']), body: () => ({ name: 'broader', admin_permissions: ['user.users.update', 'cms.posts.delete'] }), required: 'cms.posts.delete' },
    ],
    [
      'a key with only system.api_keys.revoke revokes a key holding more',
      {
        method: 'DELETE',
        path: () => `${API_KEYS}/${strongKeyId}`,
        headers: key(['system.api_keys.revoke']),
        required: 'cms.posts.list',
      },
    ],
    [
      'a key with only user.users.create creates an admin',
      { method: 'POST', path: () => USERS, headers: key(['user.users.create']), body: () => ({ first_name: 'Evil', email: `evil-${Date.now()}@example.com`, password: 'a long password', roles: ['admin'] }), required: 'cms.posts.list' },
    ],
    [
      'a key with only user.users.update promotes a user to admin',
      { method: 'PUT', path: () => `${USERS}/${plainUser.id}`, headers: key(['user.users.update']), body: () => ({ roles: ['admin'] }), required: 'cms.posts.list' },
    ],
    [
      'a key with user.users.update and every cms permission resets an admin password',
      {
        method: 'PUT',
        path: () => `${USERS}/${admin.id}`,
        headers: key(['user.users.update', ...[...permissionsOfRoles(['editor'])]]),
        body: () => ({ password: 'taken over now' }),
        required: 'user.users.list',
      },
    ],
    ['an admin changes their own roles', { method: 'PUT', path: () => `${USERS}/${admin.id}`, headers: async () => adminHeaders, body: () => ({ roles: ['editor'] }), required: 'user.users.update' }],
    ['an admin changes their own status', { method: 'PUT', path: () => `${USERS}/${admin.id}`, headers: async () => adminHeaders, body: () => ({ status: 'inactive' }), required: 'user.users.update' }],
    ["an author edits the editor's published post", { method: 'PUT', path: () => `${POSTS}/${editorsPost.id}`, headers: async () => authorHeaders, body: () => ({ title: 'Defaced' }), required: 'cms.posts.edit_others' }],
    ["an author sets the editor's post author_id to itself", { method: 'PUT', path: () => `${POSTS}/${editorsPost.id}`, headers: async () => authorHeaders, body: () => ({ author_id: author.id }), required: 'cms.posts.edit_others' }],
    ["an author publishes the editor's draft", { method: 'PUT', path: () => `${POSTS}/${editorsDraft.id}`, headers: async () => authorHeaders, body: () => ({ status: 'published' }), required: 'cms.posts.edit_others' }],
    ["an author trashes the editor's post", { method: 'DELETE', path: () => `${POSTS}/${editorsPost.id}/trash`, headers: async () => authorHeaders, required: 'cms.posts.edit_others' }],
    ["an author deletes the editor's post", { method: 'DELETE', path: () => `${POSTS}/${editorsPost.id}`, headers: async () => authorHeaders, required: 'cms.posts.delete' }],
    ["an author bulk-trashes the editor's post", { method: 'POST', path: () => `${POSTS}/bulk`, headers: async () => authorHeaders, body: () => ({ ids: [editorsPost.id], action: 'trash' }), required: 'cms.posts.bulk' }],
    ["a key with delete but not edit_others deletes the editor's post", { method: 'DELETE', path: () => `${POSTS}/${editorsPost.id}`, headers: key(['cms.posts.delete']), required: 'cms.posts.edit_others' }],
    [
      "an author creates a post published under the editor's name",
      { method: 'POST', path: () => POSTS, headers: async () => authorHeaders, body: () => ({ title: 'Impostor', content: 'c', status: 'published', author_id: editor.id }), required: 'cms.posts.edit_others' },
    ],
    ['a key without publish creates a published post', { method: 'POST', path: () => POSTS, headers: key(['cms.posts.create']), body: () => ({ title: 'Sneaky', content: 'c', status: 'published' }), required: 'cms.posts.publish' }],
    [
      'a key without publish restores a post that was published',
      { method: 'POST', path: () => `${POSTS}/${authorsTrashedPublished.id}/restore`, headers: key(['cms.posts.restore', 'cms.posts.edit_others']), required: 'cms.posts.publish' },
    ],
    ['a key without publish bulk-publishes', { method: 'POST', path: () => `${POSTS}/bulk`, headers: key(['cms.posts.bulk', 'cms.posts.update', 'cms.posts.edit_others']), body: () => ({ ids: [editorsDraft.id], action: 'publish' }), required: 'cms.posts.publish' }],
  ];

  let strongKeyId: number;
  let plainUser: TestUser;

  beforeAll(async () => {
    plainUser = await api.createUser({ roles: ['user'] });
    const strong = await api.request('POST', API_KEYS, { headers: adminHeaders, body: { name: 'strong', admin_permissions: ['cms.posts.list', 'system.api_keys.revoke'] } });
    strongKeyId = strong.body.result.id;
  });

  test.each(attempts)('%s', async (_name, attempt) => {
    // Prepare
    const headers = await attempt.headers();
    const before = await snapshotTable();
    // Act
    const response = await api.request(attempt.method, attempt.path(), { headers, body: attempt.body?.() });
    // Assess
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: 'permission_denied', details: { required_permission: attempt.required } });
    expect(snapshotDiff(before, await snapshotTable())).toEqual([]);
  });

  test("a bulk action by a key without edit_others lists the editor's posts as refused, changes nothing and counts nothing", async () => {
    // Prepare
    const headers = await key(['cms.posts.bulk', 'cms.posts.trash'])();
    const before = await snapshotTable();
    // Act
    const response = await api.request('POST', `${POSTS}/bulk`, { headers, body: { ids: [editorsPost.id, editorsDraft.id, 987654], action: 'trash' } });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ affected: 0, refused_ids: [editorsPost.id, editorsDraft.id] });
    expect(response.body.result).not.toHaveProperty('failed_ids');
    expect(snapshotDiff(before, await snapshotTable())).toEqual([]);
  });

  test('an author still edits, publishes, trashes and restores their own post', async () => {
    // Prepare
    const own = (await api.request('POST', POSTS, { headers: authorHeaders, body: { title: 'Mine', content: 'c' } })).body.result;
    // Act
    const edited = await api.request('PUT', `${POSTS}/${own.id}`, { headers: authorHeaders, body: { title: 'Still mine', status: 'published', author_id: author.id } });
    const trashed = await api.request('DELETE', `${POSTS}/${own.id}/trash`, { headers: authorHeaders });
    const restored = await api.request('POST', `${POSTS}/${own.id}/restore`, { headers: authorHeaders });
    // Assess
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ title: 'Still mine', status: 'published', author_id: author.id });
    expect(trashed.status).toBe(200);
    expect(restored.status).toBe(200);
  });

  test("an editor (edit_others) changes the author's post and reassigns it", async () => {
    // Prepare
    const own = (await api.request('POST', POSTS, { headers: authorHeaders, body: { title: 'To be edited', content: 'c' } })).body.result;
    // Act
    const response = await api.request('PUT', `${POSTS}/${own.id}`, { headers: editorHeaders, body: { title: 'Edited', author_id: editor.id } });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ title: 'Edited', author_id: editor.id });
  });
});
