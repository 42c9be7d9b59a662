/**
 * HTTP tests: the real service behind the local API Gateway (routes, authorizers, usage plan,
 * gateway responses, the same Lambda handlers), on this file's own table and a free port.
 *
 *   const api = useLocalApi();            // top level of the test file
 *   const res = await api.request('GET', '/api/admin/v3/system/api-key', { headers: await api.adminHeaders('admin') });
 *
 * Rate limits apply as in production: 60 requests a minute and 1000 a day per client key, plus the
 * usage plan's token bucket (burst 60). Helpers that need a key (`clientHeaders`, `tokenFor`,
 * `clientUserHeaders`) create a fresh key on every call, so tests do not share one budget; a test
 * that sends many requests should take its own key with `clientKey()`. Time comes from
 * `shared/platform/clock.ts`: move it with `setClock` instead of sleeping (the gateway's authorizer cache and
 * usage plan read it too).
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { startLocalGateway, type LocalGateway, type LocalGatewayOptions } from '#infra/local/gateway';
import { useTestTable } from './table';
import { hashPassword } from '#platform/auth/passwords';
import { insertUser } from '#domains/users/users-repository';
import { createApiKey } from '#domains/api-keys/manage-api-keys';
import { clearSessionCaches } from '#domains/accounts/sessions';
import { isoNow } from '#platform/time';
import { setClock } from '#platform/clock';
import type { User, UserStatus } from '#domains/users/user';
import { assertResponseContract } from '../contract/response-contract';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import { recordFunctionCallsOfFile } from './least-privilege/run-recording';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as JSON (with `Content-Type: application/json`). */
  body?: unknown;
  /** Sent as is (malformed JSON, other content types). */
  rawBody?: string | Buffer;
  query?: Record<string, string | number | boolean | readonly (string | number)[]>;
  /** Skip the OpenAPI contract check of the answer (only for answers a test makes undocumented on purpose). */
  skipContract?: boolean;
  /** Connect from this loopback address (e.g. `127.0.0.2`): the gateway's `sourceIp` of another client. */
  fromAddress?: string;
}

export interface ApiResponse<B = any> {
  status: number;
  /** Lower-cased names. */
  headers: Record<string, string>;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: B;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  user: User;
}

export interface LocalApi {
  readonly url: string;
  readonly gateway: LocalGateway;
  readonly table: { readonly name: string };
  request<B = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<B>>;
  createUser(options?: { roles?: string[]; status?: UserStatus; email?: string; password?: string; firstName?: string; lastName?: string }): Promise<TestUser>;
  /** Logs in through `POST /api/client/v3/auth/login` (with a fresh client key); a new active user of `roles` when given roles. */
  tokenFor(who: string | string[] | TestUser): Promise<string>;
  /** A new client key's value. */
  clientKey(name?: string): Promise<string>;
  /** A new machine key with admin permissions. */
  adminKey(permissions: string[], name?: string): Promise<string>;
  /** `Authorization: Bearer` of a new user with `roles` (or of `user`). */
  adminHeaders(who: string | string[] | TestUser): Promise<Record<string, string>>;
  /** `Api-Key` of a new client key. */
  clientHeaders(): Promise<Record<string, string>>;
  /** `Api-Key` of a new client key plus `Authorization: Bearer` of a user (default: a new `user`). */
  clientUserHeaders(who?: string | string[] | TestUser): Promise<Record<string, string>>;
  /** Forgets authorizer answers, usage-plan counts and cached sessions (as if every cache had expired). */
  clearCaches(): void;
}

const DEFAULT_PASSWORD = 'correct horse battery staple';

export interface PinnedClock {
  /** The pinned time, ms since the epoch. */
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
  restore(): void;
}

const pinned: PinnedClock[] = [];

/**
 * Stops the service clock at `at` (default: now); time moves only when the test says so. Restored
 * by `restore()`, and after each test of a file that uses `useLocalApi`.
 */
/** `fetch` over a socket bound to `localAddress` (fetch itself cannot choose the source address). */
async function fetchFrom(localAddress: string, url: string, init: { method: string; headers: Record<string, string>; body?: string | Buffer }): Promise<Response> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    // Node frames a DELETE's body only when told its length (it sends none unasked for that method).
    const length = init.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(init.body)) };
    const outgoing = request(url, { method: init.method, headers: { ...init.headers, ...length }, localAddress }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve(new Response(incoming.statusCode === 204 ? null : Buffer.concat(chunks), { status: incoming.statusCode ?? 0, headers }));
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

export function pinClock(at: number = Date.now()): PinnedClock {
  let current = at;
  const undo = setClock(() => current);
  const clock: PinnedClock = {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
    restore: () => {
      const index = pinned.indexOf(clock);
      if (index >= 0) {
        pinned.splice(index, 1);
        undo();
      }
    },
  };
  pinned.push(clock);
  return clock;
}

/** The start of the next UTC minute after `ms` (a window no earlier request of a key can share). */
export function nextMinute(ms: number = Date.now()): number {
  return (Math.floor(ms / 60_000) + 1) * 60_000;
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useLocalApi(options: Omit<LocalGatewayOptions, 'port' | 'host'> = {}): LocalApi {
  const table = useTestTable();
  // Every DynamoDB call the file's functions make is checked against their IAM policies after the run.
  recordFunctionCallsOfFile();
  let gateway: LocalGateway | undefined;

  beforeAll(async () => {
    gateway = await startLocalGateway({ quiet: true, ...options, port: 0 });
  });
  afterEach(() => {
    for (const clock of [...pinned].reverse()) clock.restore();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const started = (): LocalGateway => {
    if (!gateway) throw new Error('the local gateway is not running: call useLocalApi() at the top level of the test file');
    return gateway;
  };

  const api: LocalApi = {
    get url() {
      return started().url;
    },
    get gateway() {
      return started();
    },
    table,

    async request(method, path, requestOptions = {}) {
      const headers: Record<string, string> = { ...requestOptions.headers };
      let body: string | Buffer | undefined;
      if (requestOptions.rawBody !== undefined) body = requestOptions.rawBody;
      else if (requestOptions.body !== undefined) {
        body = JSON.stringify(requestOptions.body);
        if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
      }
      const url = `${started().url}${path}${queryString(requestOptions.query)}`;
      const response = requestOptions.fromAddress
        ? await fetchFrom(requestOptions.fromAddress, url, { method, headers, body })
        : await fetch(url, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
      }
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        responseHeaders[name] = value;
      });
      // Every answer of an API operation must be one the OpenAPI document describes.
      if (!requestOptions.skipContract) {
        await assertResponseContract({
          method,
          path,
          status: response.status,
          headers: responseHeaders,
          body: parsed,
        });
      }
      return { status: response.status, headers: responseHeaders, body: parsed as any };
    },

    async createUser(userOptions = {}) {
      const password = userOptions.password ?? DEFAULT_PASSWORD;
      const user = await insertUser(
        {
          email: userOptions.email ?? `user-${randomUUID()}@example.com`,
          firstName: userOptions.firstName ?? 'Test',
          lastName: userOptions.lastName ?? 'User',
          passwordHash: await hashPassword(password),
          roles: userOptions.roles ?? ['user'],
          status: userOptions.status ?? 'active',
        },
        isoNow(), SYSTEM_ACTOR,
      );
      return { id: user.id, email: user.email, password, user };
    },

    async tokenFor(who) {
      const user = typeof who === 'object' && !Array.isArray(who) ? who : await api.createUser({ roles: typeof who === 'string' ? [who] : [...who] });
      const response = await api.request('POST', '/api/client/v3/auth/login', {
        headers: { 'Api-Key': await api.clientKey('login') },
        body: { email: user.email, password: user.password },
      });
      if (response.status !== 200) throw new Error(`login of ${user.email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.data.token as string;
    },

    async clientKey(name = 'test client') {
      return (await createApiKey({ name }, SYSTEM_ACTOR)).value;
    },

    async adminKey(permissions, name = 'test machine') {
      return (await createApiKey({ name, adminPermissions: permissions }, SYSTEM_ACTOR)).value;
    },

    async adminHeaders(who) {
      return { Authorization: `Bearer ${await api.tokenFor(who)}` };
    },

    async clientHeaders() {
      return { 'Api-Key': await api.clientKey() };
    },

    async clientUserHeaders(who = 'user') {
      return { 'Api-Key': await api.clientKey(), Authorization: `Bearer ${await api.tokenFor(who)}` };
    },

    clearCaches() {
      started().clearCaches();
      clearSessionCaches();
    },
  };
  return api;
}

/** An answer as it came over the wire: fetch would ask for compression itself and undo it. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

/** A request sent as given (no Accept-Encoding of its own), its answer's bytes kept as they arrived. */
export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
