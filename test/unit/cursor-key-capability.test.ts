/**
 * The `cursor-key` capability of a route (the grant to read the list-cursor HMAC secret, and its
 * `CURSOR_SECRET_ARN`) matches what its handler does: a function whose bundle seals or opens cursors
 * (shared/platform/db/cursor-seal.ts) declares it, or it would answer 500 in AWS on every page after the first
 * while every local test passes (locally the key is in CURSOR_SECRET for all); a function that does
 * not, does not hold the secret. Read from esbuild's metafile of each handler bundled with the stack's
 * options (packages left out, for speed: only our own files matter here).
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { routes } from '#platform/routes/index';
import { esbuildOptions } from '#infra/stack/bundling';
import { PROJECT_ROOT } from '#infra/stack/functions';

const SEAL = 'shared/platform/db/cursor-seal.ts';

async function carriesCursorSeal(entry: string): Promise<boolean> {
  const result = await build({
    ...esbuildOptions(join(PROJECT_ROOT, entry), join(PROJECT_ROOT, 'unused.js')),
    write: false,
    metafile: true,
    minify: false,
    packages: 'external',
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs)[0]!;
  return Object.entries(output.inputs).some(([input, { bytesInOutput }]) => input.endsWith(SEAL) && bytesInOutput > 0);
}

test('a route declares cursor-key exactly when its bundle seals or opens list cursors', async () => {
  // Act
  const mismatches: string[] = [];
  for (const route of routes) {
    const seals = await carriesCursorSeal(route.entry);
    const declared = route.capabilities.includes('cursor-key');
    if (seals !== declared) mismatches.push(`${route.id}: ${seals ? 'seals cursors without' : 'declares but does not use'} cursor-key`);
  }
  // Assess
  expect(mismatches).toEqual([]);
}, 120_000);
