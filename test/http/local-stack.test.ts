/**
 * `npm start` as a newcomer uses it: its own DynamoDB Local, the demo seed, the printed logins, the
 * `cms` tool against it, and CMS_DATA_DIR keeping everything across a restart.
 *
 * This file starts its own stack (not the Jest global DynamoDB Local), so it imports no service
 * module statically: the DynamoDB client is created once per process from the environment that
 * startLocalStack sets.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#infra/local/dynamodb';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '#infra/local/start';
import { ownExport } from '#test/support/wordpress-fixtures';
import { TEST_DYNAMO_READY_WITHIN_MS } from '#test/support/test-dynamo';

// A start may wait that long for its DynamoDB Local on a loaded machine, then seeds and answers.
jest.setTimeout(TEST_DYNAMO_READY_WITHIN_MS + 180_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const LOGIN = '/api/client/v3/auth/login';
const API_KEYS = '/api/admin/v3/system/api-key';
const CLIENT_POSTS = '/api/client/v3/cms/post';
/** shared/domains/seed/demo-content.ts: 12 posts, of which 9 are published. */
const PUBLISHED_DEMO_POSTS = 9;
const DEMO_STEP_NAMES = ['users', 'api-keys', 'categories', 'tags', 'posts', 'comments'];
const ENV_NAMES = ['DYNAMODB_ENDPOINT', 'TABLE_NAME', 'JWT_SECRET', 'CMS_DATA_DIR', 'LOCAL_MEDIA_BASE_URL', 'LOCAL_MEDIA_DIR', 'PUBLIC_BASE_URL'];

const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
let dataDir: string;
let options: LocalStackOptions;
const stacks: LocalStack[] = [];

beforeAll(async () => {
  // As `npm start` runs: no public URL is known before its gateway listens, yet the demo seed writes posts.
  delete process.env.PUBLIC_BASE_URL;
  dataDir = await mkdtemp(path.join(tmpdir(), 'cms-data-'));
  // One DynamoDB port for both starts: this process's DynamoDB client keeps the first endpoint.
  options = {
    port: 0,
    dynamoPort: await freePort(),
    dataDir,
    seed: 'demo',
    quiet: true,
    adminEmail: 'Owner@Example.com',
    adminPassword: 'owner-password-123',
    apiKey: 'cms_fixed-key-for-the-local-stack-test-0123',
    dynamoReadyWithinMs: TEST_DYNAMO_READY_WITHIN_MS,
  };
});

afterAll(async () => {
  for (const stack of stacks) await stack.close();
  await rm(dataDir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function start(): Promise<LocalStack> {
  const stack = await startLocalStack(options);
  stacks.push(stack);
  return stack;
}

async function request(stack: LocalStack, method: string, urlPath: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${stack.url}${urlPath}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function login(stack: LocalStack, key: string, email: string, password: string): Promise<{ status: number; token?: string }> {
  const response = await request(stack, 'POST', LOGIN, { 'Api-Key': key }, { email, password });
  return { status: response.status, token: response.body?.data?.token };
}

function cms(stack: LocalStack, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(REPO_ROOT, 'infra/cli/cms.js'), ...args],
      { cwd: REPO_ROOT, env: { ...process.env, DYNAMODB_ENDPOINT: stack.dynamoEndpoint, TABLE_NAME: stack.tableName, LOG_LEVEL: 'SILENT' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Values kept by the first start and checked after the restart. */
const first: { token?: string; apiCreatedKey?: string; cliKey?: string; cliUser?: { email: string; password: string } } = {};

test('npm start with CMS_SEED=demo prints a URL, an admin login and a client key that work together', async () => {
  // Act
  const stack = await start();
  // Assess
  expect(stack.demo).toBeDefined();
  const demo = stack.demo!;
  expect(stack.banner).toContain(stack.url);
  expect(stack.banner).toContain(demo.admin.email);
  expect(stack.banner).toContain(demo.admin.password);
  expect(stack.banner).toContain(demo.clientApiKey);
  expect(stack.banner.match(/curl /g)).toHaveLength(2);
  expect(stack.seedReport).toEqual({ ran: DEMO_STEP_NAMES, skipped: [] });
  const posts = await request(stack, 'GET', CLIENT_POSTS, { 'Api-Key': demo.clientApiKey });
  expect(posts.status).toBe(200);
  expect(posts.body.meta.pagination.total).toBe(PUBLISHED_DEMO_POSTS);
  const loggedIn = await login(stack, demo.clientApiKey, demo.admin.email, demo.admin.password);
  expect(loggedIn.status).toBe(200);
  const listed = await request(stack, 'GET', API_KEYS, { Authorization: `Bearer ${loggedIn.token}` });
  expect(listed.status).toBe(200);
  expect(listed.body.result.map((key: { name: string }) => key.name)).toEqual(expect.arrayContaining(['Demo client app', 'CMS_API_KEY']));
  first.token = loggedIn.token;
});

test('the admin and the client key of CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD and CMS_API_KEY exist after start', async () => {
  // Prepare
  const stack = stacks[0]!;
  // Act
  const owner = await login(stack, options.apiKey!, 'owner@example.com', options.adminPassword!);
  const created = await request(stack, 'POST', API_KEYS, { Authorization: `Bearer ${owner.token}` }, { name: 'made through the API' });
  // Assess
  expect(owner.status).toBe(200);
  expect(created.status).toBe(201);
  first.apiCreatedKey = created.body.result.key;
});

test('the demo users of every role can log in with the printed password', async () => {
  // Prepare
  const stack = stacks[0]!;
  const { DEMO_USERS } = await import('#domains/seed/demo-users');
  // Act
  const statuses = await Promise.all(Object.values(DEMO_USERS).map(async (user) => (await login(stack, stack.demo!.clientApiKey, user.email, stack.demo!.password)).status));
  // Assess
  expect(statuses).toEqual(Object.values(DEMO_USERS).map(() => 200));
});

test('cms key create prints the key alone on the last line, and the key works against the gateway', async () => {
  // Prepare
  const stack = stacks[0]!;
  // Act
  const result = await cms(stack, ['key', 'create', '--name', 'from the cli']);
  // Assess
  expect(result.code).toBe(0);
  const lines = result.stdout.trimEnd().split('\n');
  const key = lines.at(-1)!;
  expect(key).toMatch(/^cms_[A-Za-z0-9_-]{43}$/);
  const used = await request(stack, 'POST', LOGIN, { 'Api-Key': key }, {});
  expect(used.status).toBe(422); // past the gateway: the handler validates the empty body
  first.cliKey = key;
});

test('the commands the cms bin loads on demand run through it: export, search reindex, import wordpress --dry-run', async () => {
  // Prepare
  const stack = stacks[0]!;
  const out = path.join(tmpdir(), `cms-bin-export-${process.pid}.jsonl`);
  const fixture = ownExport('wxr-1.1.xml');
  // Act
  const exported = await cms(stack, ['export', '--out', out]);
  const reindexed = await cms(stack, ['search', 'reindex']);
  const dryRun = await cms(stack, ['import', 'wordpress', fixture, '--dry-run']);
  // Assess
  expect(exported.stderr).not.toMatch(/Cannot find module/);
  expect(exported.code).toBe(0);
  expect((await readFile(out, 'utf8')).split('\n').filter(Boolean).length).toBeGreaterThan(10);
  expect(reindexed.code).toBe(0);
  expect(reindexed.stdout).toMatch(/^search reindex: \d+ posts/m);
  expect(dryRun.stderr).not.toMatch(/Cannot find module/);
  expect(dryRun.code).toBe(0);
  expect(dryRun.stdout).toMatch(/^dry run \(nothing written\): Harbour Archive \(WXR 1\.1\)/m);
  expect(dryRun.stdout).toMatch(/^post\s+1\s+0\s+0\s+0$/m);
  await rm(out, { force: true });
});

test('cms user create makes a user who can log in; a duplicate email or an unknown role fails with one line and exit 1', async () => {
  // Prepare
  const stack = stacks[0]!;
  const user = { email: 'cli-editor@example.com', password: 'cli-password-1' };
  // Act
  const created = await cms(stack, ['user', 'create', '--email', user.email, '--password', user.password, '--role', 'editor', '--first-name', 'Cli']);
  const duplicate = await cms(stack, ['user', 'create', '--email', user.email, '--password', user.password, '--role', 'editor']);
  const badRole = await cms(stack, ['user', 'create', '--email', 'other@example.com', '--password', user.password, '--role', 'overlord']);
  const loggedIn = await login(stack, stack.demo!.clientApiKey, user.email, user.password);
  // Assess
  expect(created.code).toBe(0);
  expect(duplicate.code).toBe(1);
  expect(duplicate.stderr.trim().split('\n')).toHaveLength(1);
  expect(duplicate.stderr).toMatch(/already exists/);
  expect(badRole.code).toBe(1);
  expect(badRole.stderr.trim().split('\n')).toHaveLength(1);
  expect(badRole.stderr).toMatch(/unknown role "overlord"/);
  expect(loggedIn.status).toBe(200);
  first.cliUser = user;
});

test('with CMS_DATA_DIR a restart keeps users, keys and the JWT secret, and does not seed twice', async () => {
  // Prepare
  const before = stacks[0]!;
  const demo = before.demo!;
  await before.close();
  // Act
  const stack = await start();
  // Assess
  expect(stack.demo).toEqual(demo); // the printed credentials are the same ones
  expect(stack.seedReport).toEqual({ ran: [], skipped: DEMO_STEP_NAMES });
  const posts = await request(stack, 'GET', `${CLIENT_POSTS}?per_page=100`, { 'Api-Key': demo.clientApiKey });
  expect(posts.body.meta.pagination.total).toBe(PUBLISHED_DEMO_POSTS); // posts and their counters survive, not seeded twice
  expect(posts.body.result).toHaveLength(PUBLISHED_DEMO_POSTS);
  const admin = await login(stack, demo.clientApiKey, demo.admin.email, demo.admin.password);
  expect(admin.status).toBe(200);
  expect((await login(stack, first.cliKey!, first.cliUser!.email, first.cliUser!.password)).status).toBe(200);
  expect((await request(stack, 'POST', LOGIN, { 'Api-Key': first.apiCreatedKey! }, {})).status).toBe(422);
  const oldToken = await request(stack, 'GET', API_KEYS, { Authorization: `Bearer ${first.token}` });
  expect(oldToken.status).toBe(200);
  const names: string[] = oldToken.body.result.map((key: { name: string }) => key.name);
  expect(names.filter((name) => name === 'Demo client app')).toHaveLength(1);
  expect(names).toEqual(expect.arrayContaining(['made through the API', 'from the cli', 'CMS_API_KEY']));
  expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o077).toBe(0);
  expect(JSON.parse(await readFile(path.join(dataDir, 'demo-credentials.json'), 'utf8'))).toEqual({ password: demo.password, clientApiKey: demo.clientApiKey });
});

test('with CMS_DATA_DIR the table stream resumes where it stopped: a restart hands no record of the history to the consumers again', async () => {
  // Prepare: the running stack's consumers have seen every write, then it stops
  const { tableStreamPump } = await import('#infra/local/table-stream');
  const before = stacks.at(-1)!;
  const demo = before.demo!;
  // A write the consumers follow (a tag: its webhook event) made on this run, whatever the tests before left to the pump.
  const admin = await login(before, demo.clientApiKey, demo.admin.email, demo.admin.password);
  expect((await request(before, 'POST', '/api/admin/v3/cms/tag', { Authorization: `Bearer ${admin.token}` }, { name: `resumed ${Date.now()}` })).status).toBe(201);
  const history = tableStreamPump(before.dynamoEndpoint, before.tableName);
  await history.drain();
  await before.close();
  // Act
  const stack = await start();
  const pump = tableStreamPump(stack.dynamoEndpoint, stack.tableName);
  await pump.drain();
  // Assess: the history (the demo seed, the users and keys made above) went through the first pump, none of it through this one
  expect(pump).not.toBe(history);
  expect(history.delivered).toBeGreaterThan(0);
  expect(pump.delivered).toBe(0);
  const position = JSON.parse(await readFile(path.join(dataDir, 'stream-position.json'), 'utf8')) as { streamArn: string; shards: Record<string, unknown> };
  expect(Object.keys(position.shards).length).toBeGreaterThan(0);
});
