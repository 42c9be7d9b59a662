/**
 * The README's "Try it with curl" walkthrough, run as written against a fresh `npm start` stack (demo
 * seed): the block is taken from README.md, only the values it says to fill in are filled in (the URL,
 * the printed client key and password), and every curl must answer below 400. A README example that
 * drifts from the API fails here, not in a newcomer's first hour.
 *
 * This file starts its own stack (not the Jest global DynamoDB Local), so it imports no service
 * module statically: the DynamoDB client is created once per process from the environment that
 * startLocalStack sets.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#infra/local/dynamodb';
import { startLocalStack, type LocalStack } from '#infra/local/start';

jest.setTimeout(180_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const ENV_NAMES = ['DYNAMODB_ENDPOINT', 'TABLE_NAME', 'JWT_SECRET', 'CMS_DATA_DIR', 'LOCAL_MEDIA_BASE_URL', 'LOCAL_MEDIA_DIR'];
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

/** A 1x1 PNG: the walkthrough's media create reads the size of `cover.png` in the current folder. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let stack: LocalStack;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'cms-walkthrough-'));
  await writeFile(path.join(workDir, 'cover.png'), PNG);
  stack = await startLocalStack({ port: 0, dynamoPort: await freePort(), seed: 'demo', quiet: true });
});

afterAll(async () => {
  await stack?.close();
  await rm(workDir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** The shell block under "## Try it with curl". */
async function walkthrough(): Promise<string> {
  const readme = await readFile(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Try it with curl'));
  const block = /```sh\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README.md: no ```sh block under "## Try it with curl"');
  return block[1]!;
}

function bash(script: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('bash', ['-c', script], { cwd: workDir, maxBuffer: 16 * 1024 * 1024, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

test('every command of the curl walkthrough answers below 400 against a fresh demo stack', async () => {
  // Prepare
  const demo = stack.demo!;
  const block = await walkthrough();
  expect(block).toContain('API=http://127.0.0.1:3000');
  expect(block).toContain("KEY='cms_…'");
  expect(block).toContain('<printed password>');
  const filled = block
    .replace('API=http://127.0.0.1:3000', `API=${stack.url}`)
    .replace("KEY='cms_…'", `KEY='${demo.clientApiKey}'`)
    .replaceAll('<printed password>', demo.admin.password);
  // Every curl fails the script on an HTTP error, naming the command.
  const script = [
    'set -euo pipefail',
    "trap 'echo \"FAILED: $BASH_COMMAND\" >&2' ERR",
    'curl() { command curl --fail-with-body --show-error "$@"; echo; }',
    filled,
    'echo WALKTHROUGH-DONE',
  ].join('\n');
  // Act
  const run = await bash(script);
  // Assess
  expect({ code: run.code, stderr: run.stderr.trim(), tail: run.stdout.slice(-2000) }).toMatchObject({ code: 0, stderr: '' });
  expect(run.stdout.trim().endsWith('WALKTHROUGH-DONE')).toBe(true);
  // The walkthrough's own claims: the draft is post 13, and the reader's comment is comment 4.
  expect(run.stdout).toContain('"id":13');
  expect(run.stdout).toMatch(/"liked":\s*true/);
});
