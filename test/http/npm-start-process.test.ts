/**
 * `npm start` as a newcomer runs it, in its own process tree: DynamoDB Local listens on the loopback
 * address only, `npx cms` finds the running stack without DYNAMODB_ENDPOINT or TABLE_NAME, and a
 * SIGTERM to the npm process stops everything it started (the ports are free again, the state file
 * is gone).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#infra/local/dynamodb';

jest.setTimeout(240_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');

let folder: string;
let stateFile: string;
let npm: ChildProcess | undefined;
let ports: { api: number; dynamo: number };
let output = '';

function environment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CMS_LOCAL_STATE: stateFile, CMS_ACCESS_LOG: 'off', LOG_LEVEL: 'SILENT' };
  for (const name of ['DYNAMODB_ENDPOINT', 'TABLE_NAME', 'CMS_DATA_DIR', 'PORT', 'DYNAMODB_PORT']) delete env[name];
  return env;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; npm start said:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether something accepts TCP connections at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether this process can listen on the port (on every interface): nothing else holds it. */
function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function cms(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO_ROOT, 'infra/cli/cms.js'), ...args], { cwd: REPO_ROOT, env: environment() }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'cms-npm-start-'));
  stateFile = path.join(folder, 'local-stack.json');
  ports = { api: await freePort(), dynamo: await freePort() };
  npm = spawn('npm', ['start'], { cwd: REPO_ROOT, env: { ...environment(), PORT: String(ports.api), DYNAMODB_PORT: String(ports.dynamo) }, stdio: ['ignore', 'pipe', 'pipe'] });
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(() => existsSync(stateFile), 180_000, 'the state file of npm start');
});

afterAll(async () => {
  if (npm && npm.exitCode === null) npm.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

test('DynamoDB Local answers on 127.0.0.1 and on no other address of the machine', async () => {
  // Prepare
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal);
  // Act
  const onLoopback = await accepts('127.0.0.1', ports.dynamo);
  const onExternal = external ? await accepts(external.address, ports.dynamo) : false;
  // Assess
  expect(onLoopback).toBe(true);
  expect(onExternal).toBe(false);
  expect(output).not.toContain('listens on every interface');
});

test('npx cms finds the running stack by itself, says which table it uses, and its key works', async () => {
  // Act
  const result = await cms(['key', 'create', '--name', 'Marketing site']);
  // Assess
  expect(result.code).toBe(0);
  expect(result.stderr).toContain(`table cms on DynamoDB Local http://127.0.0.1:${ports.dynamo}`);
  const key = result.stdout.trimEnd().split('\n').at(-1)!;
  expect(key).toMatch(/^cms_[A-Za-z0-9_-]{43}$/);
  const posts = await fetch(`http://127.0.0.1:${ports.api}/api/client/v3/cms/post`, { headers: { 'Api-Key': key } });
  expect(posts.status).toBe(200);
  expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({ url: `http://127.0.0.1:${ports.api}`, tableName: 'cms' });
});

test('SIGTERM to the npm process stops the whole tree: both ports are free and the state file is gone', async () => {
  // Act
  const exited = new Promise<void>((resolve) => npm!.once('exit', () => resolve()));
  npm!.kill('SIGTERM');
  await exited;
  await until(async () => (await free(ports.api)) && (await free(ports.dynamo)), 20_000, 'the ports to be released');
  // Assess
  expect(await accepts('127.0.0.1', ports.api)).toBe(false);
  expect(await accepts('127.0.0.1', ports.dynamo)).toBe(false);
  expect(existsSync(stateFile)).toBe(false);
});

test('without a running stack, npx cms says how to point it at one', async () => {
  // Act
  const result = await cms(['seed']);
  // Assess
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/no running `npm start` found.*DYNAMODB_ENDPOINT.*TABLE_NAME/);
});
