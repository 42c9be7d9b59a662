/**
 * Webhooks end to end through the local API Gateway: admin routes (admin only, secret shown once),
 * post changes → the table stream → the webhook consumer → the local FIFO queue → the delivery
 * function → a receiver on localhost that verifies each request with the `standardwebhooks` package;
 * events in order per post, a 500 retried with the same `webhook-id`, a 410 stopping, a receiver that
 * never recovers parked in the dead-letter queue, the deliveries log and redelivery.
 *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook as Verifier } from 'standardwebhooks';
import { useLocalApi } from '#test/support/http';
import { localWebhookQueue } from '#infra/local/webhook-queue';
import { MAX_ATTEMPTS } from '#domains/webhooks/retry-policy';

const api = useLocalApi();
const WEBHOOKS = '/api/admin/v3/system/webhook';
const POSTS = '/api/admin/v3/cms/post';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The receiver: answers each path with the next scripted status (200 once the script is used up). */
const received: Received[] = [];
const scripts = new Map<string, number[]>();
let server: Server;
let receiverUrl: string;
let admin: Record<string, string>;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = scripts.get(path)?.shift() ?? 200;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = await api.adminHeaders('admin');
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const queue = () => localWebhookQueue(api.table.name);

/** Waits until the stream consumer has seen every write and the queue has delivered everything, backoff delays skipped. */
async function settle(): Promise<void> {
  await api.gateway.streamIdle();
  await queue().drain({ fastForward: true });
}

async function webhook(path: string, events: string[] = ['post.*']): Promise<{ id: number; secret: string }> {
  const response = await api.request('POST', WEBHOOKS, { headers: admin, body: { url: `${receiverUrl}${path}`, events, description: path } });
  expect(response.status).toBe(201);
  return response.body.result;
}

/** Stops a test's webhook so that later tests' posts do not reach it. */
async function disable(id: number): Promise<void> {
  expect((await api.request('PUT', `${WEBHOOKS}/${id}`, { headers: admin, body: { enabled: false } })).status).toBe(200);
}

const at = (path: string) => received.filter((request) => request.path === path);

function verified(secret: string, request: Received): { type: string; timestamp: string; data: Record<string, any> } {
  return new Verifier(secret).verify(request.body, request.headers as Record<string, string>) as { type: string; timestamp: string; data: Record<string, any> };
}

async function publishPost(title: string): Promise<{ id: number; version: number }> {
  const response = await api.request('POST', POSTS, { headers: admin, body: { title, content: '<p>Body.</p>', status: 'published' } });
  expect(response.status).toBe(201);
  return response.body.result;
}

describe('webhook admin routes', () => {
  test('the secret is shown once, at create; get and list never show it', async () => {
    // Act
    const created = await api.request('POST', WEBHOOKS, { headers: admin, body: { url: `${receiverUrl}/admin`, events: ['tag.*', 'post.published'] } });
    const got = await api.request('GET', `${WEBHOOKS}/${created.body.result.id}`, { headers: admin });
    const list = await api.request('GET', WEBHOOKS, { headers: admin });
    // Assess
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({ url: `${receiverUrl}/admin`, events: ['tag.*', 'post.published'], enabled: true, description: '' });
    expect(created.body.result.secret).toMatch(/^whsec_/);
    expect(got.body.result).not.toHaveProperty('secret');
    expect(list.body.result.map((item: { id: number }) => item.id)).toContain(created.body.result.id);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    await api.request('DELETE', `${WEBHOOKS}/${created.body.result.id}`, { headers: admin });
    expect((await api.request('GET', `${WEBHOOKS}/${created.body.result.id}`, { headers: admin })).status).toBe(404);
  });

  test('unknown event types, a missing url and an unusable scheme are 422 naming the field', async () => {
    const badEvent = await api.request('POST', WEBHOOKS, { headers: admin, body: { url: `${receiverUrl}/x`, events: ['post.exploded'] } });
    const noEvents = await api.request('POST', WEBHOOKS, { headers: admin, body: { url: `${receiverUrl}/x`, events: [] } });
    const ftp = await api.request('POST', WEBHOOKS, { headers: admin, body: { url: 'ftp://127.0.0.1/x', events: ['*'] } });
    expect([badEvent.status, noEvents.status, ftp.status]).toEqual([422, 422, 422]);
    expect(Object.keys(ftp.body.error.errors)).toEqual(['url']);
    expect(Object.keys(badEvent.body.error.errors)).toEqual(['events.0']);
  });

  test('an editor holds no webhook permission: 403 naming it', async () => {
    const editor = await api.adminHeaders('editor');
    const list = await api.request('GET', WEBHOOKS, { headers: editor });
    const create = await api.request('POST', WEBHOOKS, { headers: editor, body: { url: `${receiverUrl}/x`, events: ['*'] } });
    expect([list.status, create.status]).toEqual([403, 403]);
    expect(create.body.error.details).toEqual({ required_permission: 'system.webhooks.create' });
  });
});

describe('deliveries', () => {
  test('publishing a post delivers a post.published the receiver verifies with standardwebhooks', async () => {
    // Arrange
    const hook = await webhook('/published');
    // Act
    const post = await publishPost('Webhook news');
    await settle();
    // Assess
    const requests = at('/published');
    expect(requests).toHaveLength(1);
    const payload = verified(hook.secret, requests[0]!);
    expect(payload).toMatchObject({ type: 'post.published', data: { id: post.id, title: 'Webhook news', status: 'published' } });
    expect(requests[0]!.headers['webhook-id']).toMatch(/^evt_/);
    await disable(hook.id);
  });

  test("one post's events arrive in order, even when the first needs a retry", async () => {
    // Arrange: the first request fails, so everything after it must wait for its retry.
    const hook = await webhook('/ordered');
    scripts.set('/ordered', [500]);
    const post = await publishPost('Ordered');
    const edited = await api.request('PUT', `${POSTS}/${post.id}`, { headers: admin, body: { title: 'Ordered, edited', version: post.version } });
    await api.request('PUT', `${POSTS}/${post.id}`, { headers: admin, body: { status: 'draft', version: edited.body.result.version } });
    await api.request('DELETE', `${POSTS}/${post.id}/trash`, { headers: admin });
    // Act
    await settle();
    // Assess
    const types = at('/ordered').map((request) => verified(hook.secret, request).type);
    expect(types).toEqual(['post.published', 'post.published', 'post.updated', 'post.unpublished', 'post.trashed']);
    await disable(hook.id);
  });

  test('a 500 is retried with the same webhook-id; the log shows both attempts, newest first', async () => {
    const hook = await webhook('/retry');
    scripts.set('/retry', [500]);
    await publishPost('Retried');
    await settle();
    const requests = at('/retry');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers['webhook-id']).toBe(requests[0]!.headers['webhook-id']);
    verified(hook.secret, requests[1]!);
    const log = await api.request('GET', `${WEBHOOKS}/${hook.id}/deliveries`, { headers: admin });
    expect(log.status).toBe(200);
    expect(log.body.result.map((attempt: any) => [attempt.attempt, attempt.outcome, attempt.response_status])).toEqual([
      [2, 'delivered', 200],
      [1, 'retrying', 500],
    ]);
    expect(log.body.result[1].next_attempt_at).not.toBeNull();
    expect(log.body.result[0].message_id).toBe(log.body.result[1].message_id);
    await disable(hook.id);
  });

  test('a 410 stops: no further attempt', async () => {
    const hook = await webhook('/gone');
    scripts.set('/gone', [410]);
    await publishPost('Gone');
    await settle();
    expect(at('/gone')).toHaveLength(1);
    const log = await api.request('GET', `${WEBHOOKS}/${hook.id}/deliveries`, { headers: admin });
    expect(log.body.result.map((attempt: any) => [attempt.outcome, attempt.response_status])).toEqual([['failed', 410]]);
    await disable(hook.id);
  });

  test('a receiver that keeps failing is tried MAX_ATTEMPTS times, then the message is dead-lettered', async () => {
    const hook = await webhook('/down');
    scripts.set('/down', Array.from({ length: MAX_ATTEMPTS + 5 }, () => 503));
    const deadBefore = queue().deadLetters.length;
    await publishPost('Down');
    await settle();
    expect(at('/down')).toHaveLength(MAX_ATTEMPTS);
    expect(queue().deadLetters.length).toBe(deadBefore + 1);
    const log = await api.request('GET', `${WEBHOOKS}/${hook.id}/deliveries`, { headers: admin });
    expect(log.body.result[0]).toMatchObject({ attempt: MAX_ATTEMPTS, outcome: 'dead', next_attempt_at: null });
    scripts.delete('/down');
    await disable(hook.id);
  });

  test('any attempt can be redelivered: same webhook-id and body, a new attempt in the log', async () => {
    const hook = await webhook('/again');
    await publishPost('Again');
    await settle();
    const [first] = (await api.request('GET', `${WEBHOOKS}/${hook.id}/deliveries`, { headers: admin })).body.result;
    // Act
    const redelivered = await api.request('POST', `${WEBHOOKS}/${hook.id}/deliveries/${first.id}/redeliver`, { headers: admin });
    await settle();
    // Assess
    expect(redelivered.status).toBe(200);
    const requests = at('/again');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers['webhook-id']).toBe(requests[0]!.headers['webhook-id']);
    expect(requests[1]!.body).toBe(requests[0]!.body);
    verified(hook.secret, requests[1]!);
    const log = (await api.request('GET', `${WEBHOOKS}/${hook.id}/deliveries`, { headers: admin })).body.result;
    expect(log).toHaveLength(2);
    const missing = await api.request('POST', `${WEBHOOKS}/${hook.id}/deliveries/dlv_0000000000000000000000000/redeliver`, { headers: admin });
    expect(missing.status).toBe(404);
    const malformed = await api.request('POST', `${WEBHOOKS}/${hook.id}/deliveries/nope/redeliver`, { headers: admin });
    expect(malformed.status).toBe(400);
    await disable(hook.id);
  });

  test('taxonomy events: a tag created, renamed and deleted, each once, in order; posts are not subscribed', async () => {
    const hook = await webhook('/tags', ['tag.*']);
    const tag = (await api.request('POST', '/api/admin/v3/cms/tag', { headers: admin, body: { name: 'Hooks' } })).body.result;
    await api.request('PUT', `/api/admin/v3/cms/tag/${tag.id}`, { headers: admin, body: { name: 'Webhooks' } });
    await api.request('DELETE', `/api/admin/v3/cms/tag/${tag.id}`, { headers: admin });
    await publishPost('Not for the tag hook');
    await settle();
    const payloads = at('/tags').map((request) => verified(hook.secret, request));
    expect(payloads.map((payload) => [payload.type, payload.data.id, payload.data.name])).toEqual([
      ['tag.created', tag.id, 'Hooks'],
      ['tag.updated', tag.id, 'Webhooks'],
      ['tag.deleted', tag.id, 'Webhooks'],
    ]);
    await disable(hook.id);
  });

  test('a disabled webhook receives nothing', async () => {
    const hook = await webhook('/off');
    await disable(hook.id);
    await publishPost('Quiet');
    await settle();
    expect(at('/off')).toHaveLength(0);
  });
});
