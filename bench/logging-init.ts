/**
 * What logging and metrics cost at a cold start, in instructions (valgrind callgrind's `Ir`: the
 * count of executed instructions, which the load of a shared machine does not move the way it moves
 * time): `node <bundle>` of the DynamoDB-client reference alone, with the project's own logger and
 * metric writer, and with Powertools' Logger and Metrics, each bundled with the stack's esbuild
 * options. Rounds are interleaved; medians are printed with each variant's excess over the reference.
 *
 *   npx tsx bench/logging-init.ts [--rounds=3]
 *
 * The Powertools variant needs its packages (bench/reference/with-powertools.ts says how); without
 * them it is left out. docs/performance.md, "Logging and metrics at init", has the figures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { esbuildOptions } from '#infra/stack/bundling';
import { DATA_DIR, PROJECT_ROOT } from './lib/bundles';
import { median } from './lib/stats';

const rounds = Number(process.argv.find((arg) => arg.startsWith('--rounds='))?.split('=')[1] ?? 3);
const powertoolsPath = process.env.POWERTOOLS_NODE_PATH ?? path.join(PROJECT_ROOT, 'node_modules');
const VARIANTS = [
  { id: 'reference (DynamoDB client)', entry: 'bench/reference/dynamodb-client.ts' },
  { id: 'own logger + metrics', entry: 'bench/reference/with-own-logging.ts' },
  ...(existsSync(path.join(powertoolsPath, '@aws-lambda-powertools', 'metrics')) ? [{ id: 'Powertools Logger + Metrics', entry: 'bench/reference/with-powertools.ts' }] : []),
];

const PROBE_ENV = { PATH: process.env.PATH, AWS_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'bench', AWS_SECRET_ACCESS_KEY: 'bench', TABLE_NAME: 'bench', AWS_LAMBDA_FUNCTION_NAME: 'bench', LOG_LEVEL: 'SILENT' };

/** Instructions `node <file>` executed from start to exit (callgrind's summary on stderr). */
function countOf(file: string): number {
  const summary = execFileSync('bash', ['-c', 'valgrind --tool=callgrind --callgrind-out-file=/dev/null "$0" "$1" 2>&1 >/dev/null | grep -o "Collected : [0-9]*"', process.execPath, file], {
    encoding: 'utf8',
    env: PROBE_ENV,
  });
  const count = Number(summary.replace(/\D/g, ''));
  if (!count) throw new Error(`no instruction count for ${file}`);
  return count;
}

async function main(): Promise<void> {
  const outDir = path.join(DATA_DIR, 'logging-init');
  mkdirSync(outDir, { recursive: true });
  const files = new Map<string, string>();
  for (const variant of VARIANTS) {
    const outfile = path.join(outDir, `${path.basename(variant.entry, '.ts')}.js`);
    await build({ ...esbuildOptions(path.join(PROJECT_ROOT, variant.entry), outfile), absWorkingDir: PROJECT_ROOT, nodePaths: [powertoolsPath], logLevel: 'silent' });
    files.set(variant.id, outfile);
  }
  const counts = new Map<string, number[]>(VARIANTS.map((variant) => [variant.id, []]));
  for (let round = 0; round < rounds; round++) {
    for (const variant of VARIANTS) counts.get(variant.id)!.push(countOf(files.get(variant.id)!));
    process.stderr.write(`round ${round + 1}/${rounds} done\n`);
  }
  const reference = median(counts.get(VARIANTS[0]!.id)!);
  for (const variant of VARIANTS) {
    const value = median(counts.get(variant.id)!);
    const excess = value - reference;
    process.stdout.write(`${variant.id.padEnd(30)} ${(value / 1e6).toFixed(1).padStart(8)} M instructions  ${excess >= 0 ? '+' : ''}${(excess / 1e6).toFixed(1)} M (${((100 * excess) / reference).toFixed(2)} %)  runs: ${counts.get(variant.id)!.map((n) => (n / 1e6).toFixed(1)).join(', ')}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
