/** The API-key admin routes and what they do to the keys' access through the gateway. */
import { AUTHORIZERS } from '#platform/routes/index';
import { PRINCIPAL_CACHE_SECONDS } from '#domains/accounts/sessions';
import { pinClock, useLocalApi } from '#test/support/http';

const api = useLocalApi();

const LOGIN = '/api/client/v3/auth/login';
const API_KEYS = '/api/admin/v3/system/api-key';

/** A client request that gets past the gateway answers 422 (empty login body); a refused key 401. */
const useKey = (key: string) => api.request('POST', LOGIN, { headers: { 'Api-Key': key }, body: {} });

test('create shows the key once with 201 and the list never shows it', async () => {
  // Prepare
  const headers = await api.adminHeaders('admin');
  // Act
  const created = await api.request('POST', API_KEYS, { headers, body: { name: 'mobile app' } });
  const listed = await api.request('GET', API_KEYS, { headers, query: { per_page: 100 } });
  // Assess
  expect(created.status).toBe(201);
  const key: string = created.body.result.key;
  expect(created.body.result).toMatchObject({ id: expect.any(Number), name: 'mobile app', key: expect.stringMatching(/^cms_.{40,}$/) });
  expect(created.body.result.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  expect(listed.status).toBe(200);
  const entry = listed.body.result.find((item: { id: number }) => item.id === created.body.result.id);
  expect(entry).toMatchObject({ name: 'mobile app' });
  expect(entry).not.toHaveProperty('key');
  expect(JSON.stringify(listed.body)).not.toContain(key);
  expect((await useKey(key)).status).toBe(422);
});

test('a key with admin permissions created through the API opens admin routes', async () => {
  // Prepare
  const headers = await api.adminHeaders('admin');
  const created = await api.request('POST', API_KEYS, { headers, body: { name: 'ci', admin_permissions: ['system.api_keys.list'] } });
  // Act
  const listed = await api.request('GET', API_KEYS, { headers: { 'Api-Key': created.body.result.key } });
  // Assess
  expect(created.status).toBe(201);
  expect(created.body.result.admin_permissions).toEqual(['system.api_keys.list']);
  expect(listed.status).toBe(200);
});

test('create with an unknown permission or without a name is 422 and creates nothing', async () => {
  // Prepare
  const headers = await api.adminHeaders('admin');
  const before = await api.request('GET', API_KEYS, { headers, query: { per_page: 100 } });
  // Act
  const badPermission = await api.request('POST', API_KEYS, { headers, body: { name: 'x', admin_permissions: ['system.everything'] } });
  const noName = await api.request('POST', API_KEYS, { headers, body: {} });
  const after = await api.request('GET', API_KEYS, { headers, query: { per_page: 100 } });
  // Assess
  expect(badPermission.status).toBe(422);
  expect(badPermission.body.error.code).toBe('validation_failed');
  expect(noName.status).toBe(422);
  expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total);
});

test('a revoked client key stops working once the authorizer cache expires', async () => {
  // Prepare
  const clock = pinClock();
  const headers = await api.adminHeaders('admin');
  const created = await api.request('POST', API_KEYS, { headers, body: { name: 'to revoke' } });
  const key: string = created.body.result.key;
  const beforeRevoke = await useKey(key);
  // Act
  const revoked = await api.request('DELETE', `${API_KEYS}/${created.body.result.id}`, { headers });
  const withinCache = await useKey(key);
  clock.advance((AUTHORIZERS.client.cacheTtlSeconds + 1) * 1000);
  const afterCache = await useKey(key);
  // Assess
  expect(beforeRevoke.status).toBe(422);
  expect(revoked.status).toBe(200);
  expect(withinCache.status).toBe(422); // API Gateway keeps the cached Allow for the TTL
  expect(afterCache.status).toBe(401);
  expect(afterCache.body.error).toMatchObject({ code: 'unauthorized', message: 'invalid key' });
});

test('a revoked admin key stops opening admin routes once the principal cache expires', async () => {
  // Prepare
  const clock = pinClock();
  const headers = await api.adminHeaders('admin');
  const created = await api.request('POST', API_KEYS, { headers, body: { name: 'machine', admin_permissions: ['system.api_keys.list'] } });
  const machine = { 'Api-Key': created.body.result.key as string };
  const before = await api.request('GET', API_KEYS, { headers: machine });
  // Act
  await api.request('DELETE', `${API_KEYS}/${created.body.result.id}`, { headers });
  clock.advance((PRINCIPAL_CACHE_SECONDS + 1) * 1000);
  const after = await api.request('GET', API_KEYS, { headers: machine });
  // Assess
  expect(before.status).toBe(200);
  expect(after.status).toBe(401);
  expect(after.body.error.code).toBe('authentication_required');
});

test('the list shows a revoked key with its revocation time', async () => {
  // Prepare
  const headers = await api.adminHeaders('admin');
  const created = await api.request('POST', API_KEYS, { headers, body: { name: 'old' } });
  // Act
  await api.request('DELETE', `${API_KEYS}/${created.body.result.id}`, { headers });
  const listed = await api.request('GET', API_KEYS, { headers, query: { per_page: 100 } });
  // Assess
  const entry = listed.body.result.find((item: { id: number }) => item.id === created.body.result.id);
  expect(entry.revoked_at).toMatch(/Z$/);
});

test('revoking an unknown id is 404 resource_not_found; a percent-encoded id is decoded', async () => {
  // Prepare
  const headers = await api.adminHeaders('admin');
  // Act: %39%39%39%39 is 9999
  const response = await api.request('DELETE', `${API_KEYS}/%39%39%39%39`, { headers });
  const notAnId = await api.request('DELETE', `${API_KEYS}/abc`, { headers });
  // Assess
  expect(response.status).toBe(404);
  expect(response.body.error.code).toBe('resource_not_found');
  expect(notAnId.status).toBe(400);
  expect(notAnId.body.error.code).toBe('bad_request');
});
