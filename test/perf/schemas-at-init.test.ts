/**
 * The zod schemas a function builds at cold start. Building one costs the cold start about 0.05-0.1 ms
 * of CPU (the first of a kind more: zod's functions compile on first call), and in a handler's own
 * share of init CPU the schemas weigh most after compiling the bundle (docs/performance.md, "What init
 * CPU is made of"). So a bundle builds only the schemas its route reads: schemas exported beside others
 * are built in pure-annotated calls (esbuild keeps a bare top-level call of another module's function,
 * evanw/esbuild#4369), `described` and its kin register the schema they are given instead of a copy,
 * and fields of one kind share one schema whose messages name the field from the path
 * (`byField`). The ceilings hold what that gave (2026-11-29); a route that starts building another
 * route's body, or a field kind that goes back to one schema per field, fails here.
 *
 * Counted with zod's own hook: zod calls `__zod_globalConfig.postProcessor` once for every schema it
 * builds, and keeps a config object that exists before it loads. The count itself is shown to see
 * schemas (a bundle that builds two counts two).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { esbuildOptions } from '#infra/stack/bundling';
import { lambdaEntryOf } from '#infra/stack/lambda-entries';
import { routes } from '#platform/routes/index';

/**
 * At most this many schemas at cold start: what each built on 2026-11-29 (before: 157, 149, 144, 104,
 * 89, 63, 63, 107, 7), a few above; the second group on the evening of that day, when each client posts
 * list still built the other one's query too, the client post read the admin preview body, the
 * preferences read the preferences body, each two-factor route all three two-factor bodies, the media
 * list both media bodies' fields and register the whole profile (before: 94, 94, 34, 34, 24, 45, 15, 43).
 * None at all since 2026-11-30 where every input is parsed without zod (input-checks.ts: post create,
 * update and get, the id paths, the account, two-factor, tag, API key and admin user bodies; before:
 * 112, 105, 20, 6, 10, 10, 57), nor in the alternative categories list, which takes no input and built the client
 * categories list's query (8).
 */
const CEILINGS: Record<string, number> = {
  'admin-cms-posts-update': 0,
  'admin-cms-posts-create': 0,
  'admin-cms-posts-get': 0,
  'client-alt-categories-list': 0,
  'client-cms-posts-list': 64,
  'client-alt-posts-list': 58,
  'client-cms-posts-get': 28,
  'client-alt-posts-get': 9,
  'client-user-preferences-get': 0,
  'admin-cms-media-list': 33,
  'client-user-mfa-verify': 0,
  'client-auth-register': 29,
  'admin-cms-posts-list': 66,
  'admin-user-users-create': 0,
  'admin-user-users-update': 0,
  'client-user-profile-update': 38,
  // A route that reads no body builds none of the bodies beside its schemas.
  'client-user-profile-get': 0,
  'client-auth-forgot-password': 0,
  'client-auth-refresh': 0,
  'admin-cms-tags-create': 0,
  'admin-system-api-keys-create': 0,
  'admin-cms-tags-get': 0,
};

let outDir: string;
beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'cms-schemas-at-init-'));
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

/** Bundles `entry` with the stack's options and counts the zod schemas built while `node` loads it. */
async function schemasBuiltAtLoad(entry: string, name: string): Promise<number> {
  const outfile = path.join(outDir, name, 'index.js');
  await build({ ...esbuildOptions(path.resolve(entry), outfile), logLevel: 'silent' });
  const script = [
    'let built = 0;',
    'globalThis.__zod_globalConfig = { postProcessor: () => { built++; } };',
    `require(${JSON.stringify(outfile)});`,
    'process.stdout.write(String(built));',
  ].join('\n');
  const env = { PATH: process.env.PATH, AWS_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x', TABLE_NAME: 'cms', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, ['-e', script], { env }, (error, out, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve(out))),
  );
  return Number(stdout);
}

describe('zod schemas built at cold start', () => {
  test.each(Object.entries(CEILINGS))('%s builds at most %i', async (id, ceiling) => {
    // Prepare
    const route = routes.find((candidate) => candidate.id === id)!;
    // Act
    const built = await schemasBuiltAtLoad(lambdaEntryOf(route), id);
    // Assess
    expect(built).toBeLessThanOrEqual(ceiling);
  }, 60_000);

  test('the count sees every schema built (an object of one string is two)', async () => {
    // Prepare
    const entry = path.join(outDir, 'two-schemas.ts');
    await writeFile(entry, `import * as z from ${JSON.stringify(require.resolve('zod/mini'))};\nexport const Body = z.object({ name: z.string() });\n`);
    // Act
    const built = await schemasBuiltAtLoad(entry, 'two-schemas');
    // Assess
    expect(built).toBe(2);
  }, 60_000);
});
