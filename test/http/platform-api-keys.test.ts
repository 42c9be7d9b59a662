/** The API-key admin routes and what they do to the keys' access through the gateway. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeLocalStackState } from '#infra/local/stack-state';
import { main } from '#infra/cli/main';
import { createApiKey } from '#domains/api-keys/manage-api-keys';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
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

test('a revoked client key is refused on its next request, though the gateway had cached its Allow', async () => {
  // Prepare
  pinClock();
  const headers = await api.adminHeaders('admin');
  const created = await api.request('POST', API_KEYS, { headers, body: { name: 'to revoke' } });
  const key: string = created.body.result.key;
  const beforeRevoke = await useKey(key);
  // Act: no time passes; the authorizer's answer for this key is cached for 300 s
  const revoked = await api.request('DELETE', `${API_KEYS}/${created.body.result.id}`, { headers });
  const next = await useKey(key);
  // Assess
  expect(beforeRevoke.status).toBe(422);
  expect(revoked.status).toBe(200);
  expect(next.status).toBe(401);
  expect(next.body.error).toMatchObject({ code: 'unauthorized', message: 'invalid key' });
});

test('a revocation flushes the answers of the other keys too, which go on working', async () => {
  // Prepare
  pinClock();
  const headers = await api.adminHeaders('admin');
  const other = await api.clientKey('stays');
  const created = await api.request('POST', API_KEYS, { headers, body: { name: 'goes' } });
  await useKey(other);
  // Act
  await api.request('DELETE', `${API_KEYS}/${created.body.result.id}`, { headers });
  const afterFlush = await useKey(other);
  // Assess
  expect(afterFlush.status).toBe(422);
});

test('a revoked admin key stops opening admin routes within 10 seconds', async () => {
  // Prepare
  const clock = pinClock();
  const headers = await api.adminHeaders('admin');
  const created = await api.request('POST', API_KEYS, { headers, body: { name: 'machine', admin_permissions: ['system.api_keys.list'] } });
  const machine = { 'Api-Key': created.body.result.key as string };
  const before = await api.request('GET', API_KEYS, { headers: machine });
  // Act: the admin authorizer runs in a function of its own in AWS, whose cache no revoke can reach
  await api.request('DELETE', `${API_KEYS}/${created.body.result.id}`, { headers });
  clock.advance(10_000);
  const after = await api.request('GET', API_KEYS, { headers: machine });
  // Assess
  expect(before.status).toBe(200);
  expect(after.status).toBe(401);
  expect(after.body.error.code).toBe('authentication_required');
});

test('cms key revoke on the DynamoDB Local of a running npm start flushes that gateway: the key is refused at once', async () => {
  // Prepare: a state file naming this gateway, as npm start writes it; none of the gateway's own variables
  pinClock();
  const dir = await mkdtemp(path.join(tmpdir(), 'cms-state-'));
  const saved = { ...process.env };
  const { apiKey, value } = await createApiKey({ name: 'revoked by the tool' }, SYSTEM_ACTOR);
  const cached = await useKey(value);
  process.env.CMS_LOCAL_STATE = path.join(dir, 'state.json');
  writeLocalStackState({ pid: process.pid, url: api.url, dynamoEndpoint: process.env.DYNAMODB_ENDPOINT!, tableName: api.table.name });
  for (const name of ['REST_API_ID', 'STAGE_NAME', 'LOCAL_APIGATEWAY_URL']) delete process.env[name];
  const out: string[] = [];
  let code: number;
  try {
    // Act
    code = await main(['key', 'revoke', String(apiKey.id)], { out: (line) => out.push(line), err: () => undefined });
  } finally {
    process.env = saved;
    await rm(dir, { recursive: true, force: true });
  }
  const next = await useKey(value);
  // Assess
  expect(cached.status).toBe(422);
  expect(code).toBe(0);
  expect(out[0]).toMatch(/^revoked API key \d+/);
  expect(next.status).toBe(401);
});

test('cms key revoke in AWS without the stage to flush is refused before anything is revoked', async () => {
  // Prepare
  const { apiKey, value } = await createApiKey({ name: 'kept' }, SYSTEM_ACTOR);
  const saved = { ...process.env };
  for (const name of ['DYNAMODB_ENDPOINT', 'REST_API_ID', 'STAGE_NAME', 'LOCAL_APIGATEWAY_URL']) delete process.env[name];
  const err: string[] = [];
  let code: number;
  try {
    // Act
    code = await main(['key', 'revoke', String(apiKey.id)], { out: () => undefined, err: (line) => err.push(line) });
  } finally {
    process.env = saved;
  }
  // Assess
  expect(code).toBe(1);
  expect(err).toEqual(["cms: key revoke: set REST_API_ID and STAGE_NAME (the stack outputs) so that API Gateway's authorizer cache is flushed and the key is refused at once"]);
  expect((await useKey(value)).status).toBe(422);
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
