/**
 * Every shell block of the README and of docs/ is accounted for, and those a newcomer runs against
 * `npm start` run here as written. Each ```sh block carries, on the line before it, a marker saying
 * how it is held:
 *
 * - `<!-- commands: demo-stack -->`: run, in the reading order of DEMO_ORDER (then any other file's),
 *   against one fresh demo stack (`npm start`'s), in one shell: only the values the docs say to fill in
 *   are filled in (the URL, the printed client key and password, DynamoDB Local's endpoint), every curl
 *   must answer below 400 and every command exit 0. Between two blocks the stream and the webhook
 *   queue are let catch up, as the prose between them says they do.
 * - `<!-- commands: see FILE, FILE -->`: run by those (tests or scripts), which must exist.
 * - `<!-- commands: not-run: REASON -->`: cannot run here (an AWS account); checked for shell syntax,
 *   and every `npx cms` and `npx cdk` command it uses must be one the tools have.
 *
 * A block without a marker fails the first test, so a command moved or added to a page cannot
 * silently lose its test. This file starts its own stack (not the Jest global DynamoDB Local), so it
 * imports no service module statically: the DynamoDB client is created once per process from the
 * environment that startLocalStack sets.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#infra/local/dynamodb';
import { startLocalStack, type LocalStack } from '#infra/local/start';
import { REPO_ROOT, documentationPages, heldBy, shellBlocks, type ShellBlock } from '#test/support/doc-commands';

// The walkthrough is every command of six pages against one stack: on a loaded 2-core machine about
// five minutes, so the script gets ten and the test a little more.
const SCRIPT_TIMEOUT_MS = 600_000;
jest.setTimeout(SCRIPT_TIMEOUT_MS + 180_000);

const ENV_NAMES = ['DYNAMODB_ENDPOINT', 'TABLE_NAME', 'JWT_SECRET', 'CMS_DATA_DIR', 'LOCAL_MEDIA_BASE_URL', 'LOCAL_MEDIA_DIR'];
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

/** The order a reader meets the demo-stack blocks in: each may use the variables of those before it. */
const DEMO_ORDER = ['docs/api-tour.md', 'docs/revisions.md', 'docs/scheduling.md', 'docs/webhooks.md', 'docs/local.md', 'docs/import.md'];

const ALL_BLOCKS = documentationPages().flatMap(shellBlocks);
const where = (block: ShellBlock) => `${block.file}:${block.line}`;
const demoBlocks = ALL_BLOCKS.filter((block) => block.marker === 'demo-stack').sort((a, b) => {
  const rank = (block: ShellBlock) => (DEMO_ORDER.includes(block.file) ? DEMO_ORDER.indexOf(block.file) : DEMO_ORDER.length);
  return rank(a) - rank(b) || a.file.localeCompare(b.file) || a.line - b.line;
});

function bash(script: string, cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('bash', ['-c', script], { cwd, env, maxBuffer: 32 * 1024 * 1024, timeout: SCRIPT_TIMEOUT_MS }, (error, stdout, stderr) => {
      // A script stopped by the timeout says so, rather than passing for a command's exit code 1.
      const killed = (error as { killed?: boolean } | null)?.killed;
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr: killed ? `${stderr}\nFAILED: timed out after ${SCRIPT_TIMEOUT_MS / 1000} s` : stderr });
    });
  });
}

describe('the shell blocks of the README and docs/', () => {
  test('each says how it is held: run here, run by a named test or script, or not run and why', () => {
    // Act
    const unmarked = ALL_BLOCKS.filter((block) => !block.marker).map(where);
    const unknown = ALL_BLOCKS.filter((block) => block.marker && !/^(demo-stack|see .+|not-run: .{10,})$/.test(block.marker)).map(where);
    const missing = ALL_BLOCKS.flatMap((block) => heldBy(block).filter((file) => !existsSync(path.join(REPO_ROOT, file))).map((file) => `${where(block)}: ${file}`));
    // Assess
    expect({ unmarked, unknown, missing }).toEqual({ unmarked: [], unknown: [], missing: [] });
    expect(demoBlocks.map((block) => block.file)).toEqual(expect.arrayContaining(['docs/api-tour.md', 'docs/webhooks.md', 'docs/import.md']));
  });

  test('those not run here are valid shell, and name only commands the cms tool and the CDK CLI have', async () => {
    // Prepare
    const { HELP } = await import('#infra/cli/main');
    const cmsCommands = [...HELP.matchAll(/^ {2}([a-z]+(?: [a-z]+)?)(?: [<[-]|$)/gm)].map((match) => match[1]!);
    const cdkVerbs = ['synth', 'bootstrap', 'deploy', 'destroy', 'diff'];
    const held = ALL_BLOCKS.filter((block) => block.marker?.startsWith('not-run: '));
    // Act
    const problems: string[] = [];
    for (const block of held) {
      // The values a reader fills in (`<TableName output>`, `<the password>`) read as redirections: filled first.
      const syntax = await bash(`set -n\n${block.body.replace(/<[A-Za-z][^<>\n]*>/g, 'filled-in')}`, REPO_ROOT);
      if (syntax.code !== 0) problems.push(`${where(block)}: ${syntax.stderr.trim()}`);
      for (const [, words] of block.body.matchAll(/npx cms ([a-z]+(?: [a-z]+)?)/g)) {
        if (!cmsCommands.some((command) => words === command || words!.startsWith(`${command} `) || command.startsWith(`${words} `))) problems.push(`${where(block)}: cms ${words}`);
      }
      for (const [, verb] of block.body.matchAll(/npx cdk ([a-z]+)/g)) if (!cdkVerbs.includes(verb!)) problems.push(`${where(block)}: cdk ${verb}`);
    }
    // Assess
    expect(held.length).toBeGreaterThan(5);
    expect(cmsCommands).toEqual(expect.arrayContaining(['user create', 'key create', 'key revoke', 'import wordpress', 'import json']));
    expect(problems).toEqual([]);
  });

  describe('the demo-stack blocks, run as written against a fresh `npm start`', () => {
    let stack: LocalStack;
    let workDir: string;
    let settle: Server;

    beforeAll(async () => {
      workDir = await mkdtemp(path.join(tmpdir(), 'cms-walkthrough-'));
      // The commands read the repository's files from its root (docs/examples/cover.png) and the
      // reader's WordPress export from where they stand (site.xml).
      await symlink(path.join(REPO_ROOT, 'docs'), path.join(workDir, 'docs'));
      const { writeGeneratedWxr } = await import('../../bench/lib/wxr-generator');
      await writeGeneratedWxr(path.join(workDir, 'site.xml'), 5);
      stack = await startLocalStack({ port: 0, dynamoPort: await freePort(), seed: 'demo', quiet: true });
      const { writeLocalStackState } = await import('#infra/local/stack-state');
      writeLocalStackState({ pid: process.pid, url: stack.url, dynamoEndpoint: stack.dynamoEndpoint, tableName: stack.tableName }, path.join(workDir, 'stack.json'));
      // Between blocks: what the prose between them says happens within a second, waited for.
      const { tableStreamPump } = await import('#infra/local/table-stream');
      const { localWebhookQueue } = await import('#infra/local/webhook-queue');
      settle = createServer((request, response) => {
        void (async () => {
          await tableStreamPump(stack.dynamoEndpoint, stack.tableName).drain();
          await localWebhookQueue(stack.tableName).drain();
          response.end('settled');
        })();
      });
      await new Promise<void>((resolve) => settle.listen(0, '127.0.0.1', resolve));
    });

    afterAll(async () => {
      settle?.close();
      await stack?.close();
      if (workDir) await rm(workDir, { recursive: true, force: true });
      for (const [name, value] of Object.entries(savedEnv)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });

    test('every command answers below 400 and exits 0, the media upload included', async () => {
      // Prepare: the values the pages tell the reader to fill in
      const demo = stack.demo!;
      const texts = demoBlocks.map((block) => block.body);
      const all = texts.join('\n');
      expect(all).toContain('API=http://127.0.0.1:3000');
      expect(all).toContain("KEY='cms_…'");
      expect(all).toContain('<printed password>');
      const filled = demoBlocks.map((block) =>
        [
          `echo "@@ ${where(block)}"`,
          block.body
            .replaceAll('API=http://127.0.0.1:3000', `API=${stack.url}`)
            .replace("KEY='cms_…'", `KEY='${demo.clientApiKey}'`)
            .replaceAll('<printed password>', demo.admin.password)
            .replaceAll('DYNAMODB_ENDPOINT=http://127.0.0.1:8000', `DYNAMODB_ENDPOINT=${stack.dynamoEndpoint}`),
        ].join('\n'),
      );
      const { bin } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };
      const ownBins = Object.entries(bin).map(([name, file]) => `${name}) shift; node "${path.join(REPO_ROOT, file)}" "$@"; return;; `).join('');
      const script = [
        'set -Eeuo pipefail',
        "trap 'echo \"FAILED: $BASH_COMMAND\" >&2' ERR",
        // Every curl fails the script on an HTTP error, naming the command.
        'curl() { command curl --fail-with-body --show-error "$@"; echo; }',
        // `npx cms` from the repository's root runs the package's own bin (npm links it nowhere), any other
        // name a dependency's: the same, from this folder.
        `npx() { case "$1" in ${ownBins} esac; local bin="${REPO_ROOT}/node_modules/.bin/$1"; shift; "$bin" "$@"; }`,
        `settle() { command curl -s "http://127.0.0.1:${(settle.address() as AddressInfo).port}/" > /dev/null; }`,
        filled.join('\nsettle\n'),
        'echo WALKTHROUGH-DONE',
      ].join('\n');
      const env: NodeJS.ProcessEnv = { ...process.env, CMS_LOCAL_STATE: path.join(workDir, 'stack.json'), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
      for (const name of ['DYNAMODB_ENDPOINT', 'TABLE_NAME']) delete env[name];
      // Act
      const run = await bash(script, workDir, env);
      // Assess
      const failed = run.stderr.split('\n').filter((line) => line.startsWith('FAILED') || line.startsWith('curl:'));
      const lastBlock = run.stdout.split('\n').filter((line) => line.startsWith('@@ ')).at(-1);
      // On failure, the block it stopped in and the ends of both outputs say which command and why.
      expect({ code: run.code, failed, ...(run.code === 0 ? {} : { lastBlock, stdout: run.stdout.slice(-2000), stderr: run.stderr.slice(-2000) }) }).toEqual({ code: 0, failed: [] });
      expect(run.stdout.trim().endsWith('WALKTHROUGH-DONE')).toBe(true);
      expect(run.stdout.split('\n').filter((line) => line.startsWith('@@ '))).toHaveLength(demoBlocks.length);
      // The pages' own claims: the draft is post 13, the reader likes it, the import creates the export's 5 posts.
      expect(run.stdout).toContain('"id":13');
      expect(run.stdout).toMatch(/"liked":\s*true/);
      expect(run.stdout).toMatch(/^post\s+5\s+0\s+0\s+0$/m);
    });
  });
});
