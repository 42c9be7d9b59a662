/**
 * A streamed route through the local gateway, as API Gateway relays one (integration
 * `responseTransferMode: STREAM`): the status and headers once the function's prelude is whole, the body
 * as it is written; the gateway's own answer when the function fails or is too slow before its first
 * byte, the answer cut off when it fails after.
 */
import { startLocalGateway, type LocalGateway } from '#infra/local/gateway';
import { binding } from '#platform/routes/types';
import { useLocalApi } from '#test/support/http';
import { RELEASE } from '#test/fixtures/streaming/handler';

const api = useLocalApi();
const streamed = binding({
  id: 'streamed',
  method: 'GET',
  path: '/streamed',
  entry: 'test/fixtures/streaming/handler.ts',
  audience: 'admin',
  permission: 'system.api_keys.list',
  streamed: true,
});

let gateway: LocalGateway;
let impatient: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway({ quiet: true, routes: [streamed] });
  impatient = await startLocalGateway({ quiet: true, routes: [streamed], integrationTimeoutMs: 100 });
});
afterAll(async () => {
  await gateway.close();
  await impatient.close();
});

test('the head and the first bytes arrive while the function is still writing', async () => {
  // Prepare
  const headers = await api.adminHeaders('admin');
  // Act
  const response = await fetch(`${gateway.url}/streamed?mode=held`, { headers });
  const reader = response.body!.getReader();
  const first = await reader.read();
  const release = (globalThis as Record<symbol, (() => void) | undefined>)[RELEASE];
  // Assess: the function is held after its first piece, and that piece is already here.
  expect(response.status).toBe(200);
  expect(response.headers.get('x-mode')).toBe('held');
  expect(response.headers.get('x-amzn-requestid')).toMatch(/\S/);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(new TextDecoder().decode(first.value)).toBe('one\n');
  expect(typeof release).toBe('function');
  release!();
  let rest = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
  expect(rest).toBe('two\nthree\n');
});

test('a function that fails before its first byte gets the gateway\'s 500, in the envelope', async () => {
  // Act
  const response = await fetch(`${gateway.url}/streamed?mode=refuse`, { headers: await api.adminHeaders('admin') });
  // Assess
  expect(response.status).toBe(500);
  expect(await response.json()).toMatchObject({ status: false, error: { code: 'internal_error' } });
});

test('a function slower than the integration timeout to its first byte gets the gateway\'s timeout answer', async () => {
  // Act
  const response = await fetch(`${impatient.url}/streamed?mode=slow`, { headers: await api.adminHeaders('admin') });
  // Assess
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('1');
});

test('a function that fails after its first byte cuts the answer off: the client sees a broken transfer, not a whole one', async () => {
  // Act
  const response = await fetch(`${gateway.url}/streamed?mode=break`, { headers: await api.adminHeaders('admin') });
  // Assess
  expect(response.status).toBe(200);
  await expect(response.text()).rejects.toThrow();
});

test('a whole answer arrives whole', async () => {
  // Act
  const response = await fetch(`${gateway.url}/streamed`, { headers: await api.adminHeaders('admin') });
  // Assess
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('one\ntwo\nthree\n');
});
