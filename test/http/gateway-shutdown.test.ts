/**
 * Stopping the local gateway (Ctrl-C on `npm start`) while requests are under way: they are answered
 * by their handlers, with the environment the handlers read still in place, before the gateway closes;
 * a new connection is refused meanwhile. Before, close() cut the connections and removed the environment
 * at once, and a handler still running answered 500 "Missing required environment variable PUBLIC_BASE_URL".
 */
import { startLocalGateway } from '#infra/local/gateway';
import { route } from '#platform/routes/types';
import { useLocalApi } from '#test/support/http';

const api = useLocalApi();
const holder = globalThis as typeof globalThis & { heldRequest?: { held: Promise<void>; arrived: () => void } };

afterEach(() => {
  delete holder.heldRequest;
});

test('close() waits for a request under way, which is answered with its environment intact; new connections are refused meanwhile', async () => {
  // Prepare: a route whose handler waits until released
  const held = route({
    id: 'held',
    method: 'GET',
    path: '/held',
    summary: 'Wait until released',
    description: 'A test route whose handler waits until the test releases it.',
    entry: 'test/http/fixtures/held-handler.ts',
    audience: 'admin',
    permission: 'system.api_keys.list',
    access: { items: {} },
    bench: {},
  });
  const gateway = await startLocalGateway({ quiet: true, routes: [held] });
  let release!: () => void;
  let arrived!: () => void;
  const handlerRunning = new Promise<void>((resolve) => (arrived = resolve));
  holder.heldRequest = { held: new Promise<void>((resolve) => (release = resolve)), arrived };
  const headers = await api.adminHeaders('admin');
  const answer = fetch(`${gateway.url}/held`, { headers });
  await handlerRunning;
  // Act
  const closing = gateway.close();
  const closedEarly = await Promise.race([closing.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 300))]);
  const refused = await fetch(`${gateway.url}/held`, { headers }).then(
    () => false,
    () => true,
  );
  release();
  const response = await answer;
  await closing;
  // Assess
  expect(closedEarly).toBe(false);
  expect(refused).toBe(true);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ publicBaseUrl: gateway.url });
});
