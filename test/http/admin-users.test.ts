/** User administration through the local API Gateway: /api/admin/v3/user/user. */
import * as z from 'zod/mini';
import { useLocalApi } from '#test/support/http';
import { AdminUserSchema } from '#domains/users/user-response-schemas';
import { findUserById, findUserIdByEmail } from '#domains/users/users-repository';
import { activeImage } from '#test/support/media';

const api = useLocalApi();
const PATH = '/api/admin/v3/user/user';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await api.adminHeaders('admin');
});

let n = 0;
const email = () => `person${++n}-${Date.now()}@example.com`;
const body = (over: Record<string, unknown> = {}) => ({
  first_name: 'Sara',
  last_name: 'Ahmadi',
  email: email(),
  password: 'a good password',
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const response = await api.request('POST', PATH, { headers: admin, body: body(over) });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return AdminUserSchema.parse(response.body.result);
}

async function login(userEmail: string, password: string) {
  return api.request('POST', '/api/client/v3/auth/login', {
    headers: { 'Api-Key': await api.clientKey() },
    body: { email: userEmail, password },
  });
}

describe('create and read', () => {
  test('create answers 201 with the client user object plus created_at; the password never appears', async () => {
    // Prepare
    const media = await activeImage({ fileName: 'face.jpg', mimeType: 'image/jpeg', width: 600, height: 600 });
    // Act
    const response = await api.request('POST', PATH, {
      headers: admin,
      body: body({
        email: 'New.Person@Example.com',
        mobile: '0912 123 4567',
        roles: ['author', 'editor'],
        avatar_id: media.id,
        email_public: true,
      }),
    });
    // Assess
    expect(response.status).toBe(201);
    const user = AdminUserSchema.parse(response.body.result);
    expect(user).toMatchObject({
      first_name: 'Sara',
      last_name: 'Ahmadi',
      email: 'new.person@example.com',
      mobile: '09121234567',
      roles: ['author', 'editor'],
      badges: null,
      email_public: true,
      status: { name: 'Active', value: 'active', cases: { Active: 'active', Inactive: 'inactive', Banned: 'banned' }, to_persian: 'فعال' },
      avatar: { id: String(media.id), type: 'image', medium_thumbnail: { width: 600, height: 600 } },
    });
    expect(user.slug).toBe(`user-${user.id}`);
    expect(user.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(JSON.stringify(response.body)).not.toMatch(/password|scrypt/);
    expect((await login('new.person@example.com', 'a good password')).status).toBe(200);
  });

  test('get answers the user; roles default to user, the avatar to the empty media object', async () => {
    // Prepare
    const user = await create();
    // Act
    const response = await api.request('GET', `${PATH}/${user.id}`, { headers: admin });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual(user);
    expect(user.roles).toEqual(['user']);
    expect(user.avatar).toMatchObject({ id: '', url: '' });
  });

  test.each([
    [{ email: 'not-an-email' }, ['email']],
    [{ email: undefined }, ['email']],
    [{ password: 'short' }, ['password']],
    [{ password: undefined }, ['password']],
    [{ first_name: undefined }, ['first_name']],
    [{ first_name: '' }, ['first_name']],
    [{ roles: ['superuser'] }, ['roles.0']],
    [{ roles: 'admin' }, ['roles']],
    [{ status: 'deleted' }, ['status']],
    [{ mobile: 'call me' }, ['mobile']],
    [{ avatar_id: 987_654 }, ['avatar_id']],
    [{ token_version: 7 }, ['token_version']],
    [{ password_hash: 'x' }, ['password_hash']],
  ])('create with %j is a 422 on %j', async (over, fields) => {
    // Prepare
    const sent = body(over);
    // Act
    const response = await api.request('POST', PATH, { headers: admin, body: sent });
    // Assess
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.errors)).toEqual(fields);
    if (typeof sent.email === 'string' && sent.email.includes('@')) expect(await findUserIdByEmail(sent.email)).toBeUndefined();
  });

  test('a taken email (any case) is a 422 on email; 10 parallel creates with one email give one 201', async () => {
    // Prepare
    const existing = await create();
    const shared = email();
    // Act
    const taken = await api.request('POST', PATH, { headers: admin, body: body({ email: existing.email.toUpperCase() }) });
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => api.request('POST', PATH, { headers: admin, body: body({ email: shared }) })),
    );
    // Assess
    expect(taken.status).toBe(422);
    expect(taken.body.error.errors).toEqual({ email: ['The email has already been taken.'] });
    expect(parallel.filter((r) => r.status === 201)).toHaveLength(1);
    expect(parallel.filter((r) => r.status === 422)).toHaveLength(9);
  });
});

describe('update', () => {
  test('changes only the fields sent', async () => {
    // Prepare
    const user = await create({ mobile: '+989121234567', roles: ['author'] });
    // Act
    const response = await api.request('PUT', `${PATH}/${user.id}`, { headers: admin, body: { last_name: 'Karimi', mobile: null } });
    // Assess
    expect(response.status).toBe(200);
    expect(AdminUserSchema.parse(response.body.result)).toEqual({
      ...user,
      last_name: 'Karimi',
      mobile: null,
      updated_at: expect.any(String),
    });
  });

  test('a new email moves the login; a taken one is a 422 and changes nothing', async () => {
    // Prepare
    const user = await create();
    const other = await create();
    const newEmail = email();
    // Act
    const moved = await api.request('PUT', `${PATH}/${user.id}`, { headers: admin, body: { email: newEmail } });
    const taken = await api.request('PUT', `${PATH}/${user.id}`, { headers: admin, body: { email: other.email, first_name: 'Nope' } });
    // Assess
    expect(moved.body.result.email).toBe(newEmail);
    expect((await login(newEmail, 'a good password')).status).toBe(200);
    expect((await login(user.email, 'a good password')).status).toBe(401);
    expect(taken.status).toBe(422);
    expect(taken.body.error.errors).toEqual({ email: ['The email has already been taken.'] });
    expect((await findUserById(user.id))?.firstName).toBe('Sara');
  });

  test("changing roles ends the user's older tokens (after the principal cache); a name change does not", async () => {
    // Prepare
    const user = await create({ roles: ['editor'] });
    const token = (await login(user.email, 'a good password')).body.data.token as string;
    const headers = { Authorization: `Bearer ${token}` };
    const before = await api.request('GET', '/api/admin/v3/cms/category', { headers });
    // Act
    await api.request('PUT', `${PATH}/${user.id}`, { headers: admin, body: { first_name: 'Still' } });
    api.clearCaches();
    const afterRename = await api.request('GET', '/api/admin/v3/cms/category', { headers });
    await api.request('PUT', `${PATH}/${user.id}`, { headers: admin, body: { roles: ['author'] } });
    api.clearCaches();
    const afterRoles = await api.request('GET', '/api/admin/v3/cms/category', { headers });
    // Assess
    expect(before.status).toBe(200);
    expect(afterRename.status).toBe(200);
    expect(afterRoles.status).toBe(401);
  });

  test('a new password works at login; the old one no longer does; banning refuses login', async () => {
    // Prepare
    const user = await create();
    // Act
    await api.request('PUT', `${PATH}/${user.id}`, { headers: admin, body: { password: 'the new password' } });
    const withNew = await login(user.email, 'the new password');
    const withOld = await login(user.email, 'a good password');
    const banned = await api.request('PUT', `${PATH}/${user.id}`, { headers: admin, body: { status: 'banned' } });
    const afterBan = await login(user.email, 'the new password');
    // Assess
    expect(withNew.status).toBe(200);
    expect(withOld.status).toBe(401);
    expect(banned.body.result.status).toMatchObject({ value: 'banned', to_persian: 'مسدود' });
    expect(afterBan.status).toBe(403);
    expect(afterBan.body.error.code).toBe('account_disabled');
  });

  test.each([
    [{ email: 'nope' }, ['email']],
    [{ password: '1234567' }, ['password']],
    [{ first_name: '' }, ['first_name']],
    [{ roles: ['root'] }, ['roles.0']],
    [{ status: 'gone' }, ['status']],
    [{ id: 3 }, ['id']],
  ])('update with %j is a 422 on %j', async (sent, fields) => {
    const user = await create();
    const response = await api.request('PUT', `${PATH}/${user.id}`, { headers: admin, body: sent });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error.errors)).toEqual(fields);
  });
});

describe('delete', () => {
  test('removes the user and frees the email', async () => {
    // Prepare
    const user = await create();
    // Act
    const response = await api.request('DELETE', `${PATH}/${user.id}`, { headers: admin });
    // Assess
    expect(response.body).toEqual({ status: true, result: { message: 'User deleted.' } });
    expect((await api.request('GET', `${PATH}/${user.id}`, { headers: admin })).status).toBe(404);
    expect(await findUserIdByEmail(user.email)).toBeUndefined();
  });

  test('an admin deleting their own account is 409 cannot_delete_self', async () => {
    // Prepare
    const me = await api.createUser({ roles: ['admin'] });
    const headers = await api.adminHeaders(me);
    // Act
    const response = await api.request('DELETE', `${PATH}/${me.id}`, { headers });
    // Assess
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({ code: 'cannot_delete_self', message: expect.any(String) });
    expect(await findUserById(me.id)).toBeDefined();
  });
});

describe('list', () => {
  test('search by name or email (case-insensitive) and filter[] by role and status, with meta.pagination', async () => {
    // Prepare
    const marker = `m${Date.now()}`;
    const a = await create({ first_name: 'Listed', last_name: `Editor${marker}`, roles: ['editor'] });
    const b = await create({ first_name: 'Listed', last_name: `Banned${marker}`, roles: ['editor'], status: 'banned' });
    const c = await create({ first_name: 'Other', last_name: 'Person', email: `${marker}@Example.org`, roles: ['author'] });
    // Act
    const byName = await api.request('GET', PATH, { headers: admin, query: { search: marker.toUpperCase() } });
    const editors = await api.request('GET', PATH, {
      headers: admin,
      query: { search: marker, 'filter[]': ['role:editor', 'status:active'] },
    });
    const paged = await api.request('GET', PATH, { headers: admin, query: { search: marker, per_page: 2 } });
    const next = new URL(paged.body.meta.pagination.links.next);
    const second = await api.request('GET', `${next.pathname}${next.search}`, { headers: admin });
    // Assess
    z.array(AdminUserSchema).parse(byName.body.result);
    expect(byName.body.result.map((u: { id: number }) => u.id)).toEqual([a.id, b.id, c.id]);
    expect(editors.body.result.map((u: { id: number }) => u.id)).toEqual([a.id]);
    expect(paged.body.meta.pagination).toMatchObject({ total: 3, count: 2, per_page: 2, current_page: 1, total_pages: 2 });
    expect(second.body.result.map((u: { id: number }) => u.id)).toEqual([c.id]);
    expect(JSON.stringify(byName.body)).not.toMatch(/password|scrypt/);
  });

  test.each([
    [{ per_page: 500 }, 'per_page'],
    [{ 'filter[]': 'role:king' }, 'filter'],
    [{ 'filter[]': 'email:x' }, 'filter'],
    [{ 'filter[]': 'status' }, 'filter'],
    [{ search: 'x'.repeat(101) }, 'search'],
  ])('query %j is a 400 bad_request naming %s', async (query, parameter) => {
    const response = await api.request('GET', PATH, { headers: admin, query });
    expect(response.status).toBe(400);
    expect(response.body.error.details[parameter]).toEqual([expect.any(String)]);
  });
});

describe('not found, authentication and permissions', () => {
  test.each(['GET', 'PUT', 'DELETE'] as const)('%s of an unknown user is 404', async (method) => {
    const response = await api.request(method, `${PATH}/876543`, {
      headers: admin,
      body: method === 'PUT' ? { first_name: 'x' } : undefined,
    });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('resource_not_found');
  });

  test.each([
    ['GET', PATH, 'user.users.list'],
    ['POST', PATH, 'user.users.create'],
    ['GET', `${PATH}/1`, 'user.users.read'],
    ['PUT', `${PATH}/1`, 'user.users.update'],
    ['DELETE', `${PATH}/1`, 'user.users.delete'],
  ] as const)('%s %s: 401 without credentials, 403 for an editor naming %s', async (method, path, permission) => {
    // Prepare
    const editor = await api.adminHeaders('editor');
    const sent = method === 'POST' ? body() : method === 'PUT' ? { first_name: 'x' } : undefined;
    // Act
    const anonymous = await api.request(method, path, { body: sent });
    const forbidden = await api.request(method, path, { headers: editor, body: sent });
    // Assess
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('authentication_required');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.details).toEqual({ required_permission: permission });
  });
});
