/**
 * The audit log: every security-relevant change through the admin API leaves one entry (who, what,
 * on what, before/after, never a secret), listed newest first with a cursor and filters.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { useLocalApi, type TestUser } from '#test/support/http';

const api = useLocalApi();

const AUDIT = '/api/admin/v3/system/audit-log';
const USERS = '/api/admin/v3/user/user';
const API_KEYS = '/api/admin/v3/system/api-key';

let admin: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  admin = await api.createUser({ roles: ['admin'] });
  headers = { Authorization: `Bearer ${await api.tokenFor(admin)}` };
});

const entriesBy = async (actor: string, query: Record<string, string | number> = {}) =>
  (await api.request('GET', AUDIT, { headers, query: { actor, per_page: 100, ...query } })).body.result as any[];

test('user create, role, status, password and delete each leave one entry naming the admin, newest first, with no secret', async () => {
  // Prepare
  const created = await api.request('POST', USERS, {
    headers,
    body: { first_name: 'Audited', email: `audited-${Date.now()}@example.com`, password: 'a secret password', roles: ['author'] },
  });
  const id = created.body.result.id;
  // Act
  await api.request('PUT', `${USERS}/${id}`, { headers, body: { roles: ['editor'] } });
  await api.request('PUT', `${USERS}/${id}`, { headers, body: { status: 'banned' } });
  await api.request('PUT', `${USERS}/${id}`, { headers, body: { password: 'another secret password' } });
  await api.request('DELETE', `${USERS}/${id}`, { headers });
  const listed = await api.request('GET', AUDIT, { headers, query: { actor: `user:${admin.id}`, per_page: 100 } });
  // Assess
  expect(listed.status).toBe(200);
  const mine = (listed.body.result as any[]).filter((entry) => entry.target.id === id && entry.target.type === 'user');
  expect(mine.map((entry) => entry.action)).toEqual(['user.delete', 'user.password_change', 'user.status_change', 'user.roles_change', 'user.create']);
  for (const entry of mine) expect(entry.actor).toEqual({ type: 'user', id: admin.id });
  expect(mine[3].before.roles).toEqual(['author']);
  expect(mine[3].after.roles).toEqual(['editor']);
  expect(mine[3].after.permissions).toContain('cms.posts.edit_others');
  expect(mine[2]).toMatchObject({ before: { status: 'active' }, after: { status: 'banned' } });
  expect(mine[1]).toMatchObject({ before: null, after: null });
  const text = JSON.stringify(listed.body);
  expect(text).not.toMatch(/password_hash|scrypt|secret password/);
});

test('key create and revoke are logged with the key permissions and never the key value', async () => {
  // Prepare
  const created = await api.request('POST', API_KEYS, { headers, body: { name: 'audited key', admin_permissions: ['cms.posts.list'] } });
  // Act
  await api.request('DELETE', `${API_KEYS}/${created.body.result.id}`, { headers });
  const entries = await entriesBy(`user:${admin.id}`);
  // Assess
  const forKey = entries.filter((entry) => entry.target.type === 'api_key' && entry.target.id === created.body.result.id);
  expect(forKey.map((entry) => entry.action)).toEqual(['api_key.revoke', 'api_key.create']);
  expect(forKey[1].after).toMatchObject({ name: 'audited key', admin_permissions: ['cms.posts.list'] });
  expect(JSON.stringify(entries)).not.toContain(created.body.result.key);
});

test('each entry carries a TTL of 400 days from its time', async () => {
  // Prepare
  await api.request('POST', API_KEYS, { headers, body: { name: 'ttl key' } });
  const [entry] = await entriesBy(`user:${admin.id}`, { action: 'api_key.create' });
  // Act
  const stored = await db.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND sk = :sk', ExpressionAttributeValues: { ':pk': keys.auditEntry(entry.id, entry.id).pk, ':sk': entry.id } }));
  // Assess
  const item = stored.Items![0];
  expect(item.ttl).toBe(Math.floor(Date.parse(item.at) / 1000) + 400 * 86_400);
});

test('pages newest first with a cursor in links.next until every entry is seen once', async () => {
  // Prepare
  const actor = await api.createUser({ roles: ['admin'] });
  const own = { Authorization: `Bearer ${await api.tokenFor(actor)}` };
  for (let n = 0; n < 5; n++) await api.request('POST', API_KEYS, { headers: own, body: { name: `paged ${n}` } });
  // Act
  const seen: string[] = [];
  let response = await api.request('GET', AUDIT, { headers, query: { actor: `user:${actor.id}`, per_page: 2 } });
  const first = response.body.meta.pagination;
  seen.push(...response.body.result.map((entry: any) => entry.after.name));
  while (response.body.meta.pagination.links?.next) {
    const next = new URL(response.body.meta.pagination.links.next);
    response = await api.request('GET', `${next.pathname}`, { headers, query: Object.fromEntries(next.searchParams) });
    seen.push(...response.body.result.map((entry: any) => entry.after.name));
  }
  // Assess
  expect(first).toMatchObject({ total: 5, count: 2, per_page: 2, current_page: 1, total_pages: 3 });
  expect(seen).toEqual(['paged 4', 'paged 3', 'paged 2', 'paged 1', 'paged 0']);
  expect(response.body.meta.pagination.current_page).toBe(3);
});

test('a cursor with a forged total, or followed with other filters, is a 400: cursors are sealed for their list', async () => {
  // Prepare
  const actor = await api.createUser({ roles: ['admin'] });
  const own = { Authorization: `Bearer ${await api.tokenFor(actor)}` };
  for (let n = 0; n < 3; n++) await api.request('POST', API_KEYS, { headers: own, body: { name: `sealed ${n}` } });
  const first = await api.request('GET', AUDIT, { headers, query: { actor: `user:${actor.id}`, per_page: 1 } });
  const cursor = new URL(first.body.meta.pagination.links.next).searchParams.get('cursor')!;
  const [payload, mac] = cursor.split('.');
  const state = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  const forged = `${Buffer.from(JSON.stringify({ ...state, t: 1_000_000 })).toString('base64url')}.${mac}`;
  // Act
  const withForgedTotal = await api.request('GET', AUDIT, { headers, query: { actor: `user:${actor.id}`, per_page: 1, cursor: forged } });
  const withOtherFilters = await api.request('GET', AUDIT, { headers, query: { actor: `user:${admin.id}`, per_page: 1, cursor } });
  const asIssued = await api.request('GET', AUDIT, { headers, query: { actor: `user:${actor.id}`, per_page: 1, cursor } });
  // Assess
  expect(withForgedTotal.status).toBe(400);
  expect(withForgedTotal.body.error.details.cursor).toBeDefined();
  expect(withOtherFilters.status).toBe(400);
  expect(asIssued.status).toBe(200);
  expect(asIssued.body.meta.pagination.total).toBe(3);
});

test('filters by action and by date range, without filters across the month partitions', async () => {
  // Prepare
  await api.request('POST', API_KEYS, { headers, body: { name: 'range key' } });
  const today = new Date().toISOString().slice(0, 10);
  // Act
  const byAction = await api.request('GET', AUDIT, { headers, query: { action: 'api_key.create', per_page: 100 } });
  const inRange = await api.request('GET', AUDIT, { headers, query: { from: today, to: today, per_page: 100 } });
  const past = await api.request('GET', AUDIT, { headers, query: { to: '2001-01-01', per_page: 100 } });
  const all = await api.request('GET', AUDIT, { headers, query: { per_page: 100 } });
  // Assess
  expect(byAction.body.result.length).toBeGreaterThan(0);
  expect(byAction.body.result.every((entry: any) => entry.action === 'api_key.create')).toBe(true);
  expect(inRange.body.result.length).toBeGreaterThan(0);
  expect(past.body.result).toEqual([]);
  const ids = all.body.result.map((entry: any) => entry.id);
  expect(ids).toEqual([...ids].sort().reverse());
});

test.each([
  [{ actor: 'admin' }, 'actor'],
  [{ action: 'user.everything' }, 'action'],
  [{ from: 'yesterday' }, 'from'],
  [{ to: '2024-13-45' }, 'to'],
  [{ from: '2024-02-01', to: '2024-01-01' }, 'from'],
  [{ cursor: 'not-a-cursor' }, 'cursor'],
  [{ per_page: 0 }, 'per_page'],
])('a bad filter %j is 400 bad_request naming %s', async (query, name) => {
  // Act
  const response = await api.request('GET', AUDIT, { headers, query });
  // Assess
  expect(response.status).toBe(400);
  expect(response.body.error.code).toBe('bad_request');
  expect(Object.keys(response.body.error.details)).toContain(name);
});

test('only a holder of system.audit.list may read it: an editor is refused', async () => {
  // Act
  const response = await api.request('GET', AUDIT, { headers: await api.adminHeaders('editor') });
  // Assess
  expect(response.status).toBe(403);
  expect(response.body.error.details).toEqual({ required_permission: 'system.audit.list' });
});
