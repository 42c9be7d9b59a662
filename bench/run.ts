/**
 * `npm run bench`: cold start, capacity, latency and cost of every function and endpoint, in one run
 * on this machine, with the budgets of the performance issue as pass/fail lines. Writes
 * bench/results.json, and the tables (docs/performance.md) to bench/.data/results.md.
 *
 *   npm run bench                         everything (about 10 minutes on 2 cores)
 *   npm run bench -- --only=bundles       one or more of: bundles, init, capacity, latency
 *   npm run bench -- --sizes=1000 --rounds=3 --seconds=4      a quicker, rougher run
 *
 * The service modules are imported only after the environment is set (DynamoDB Local's endpoint,
 * generous rate limits so that load is not throttled), as `npm start` does.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  BUNDLE_BUDGET_BYTES,
  DATA_DIR,
  PROJECT_ROOT,
  bundleAll,
  bundleFunction,
  functionEntries,
  writeEmptyModule,
  type BundleFigures,
  type FunctionEntry,
} from './lib/bundles';
import { measureInit, type InitFigures } from './lib/init-time';
import { budgetLine, kb, ms, table, x, type Budget } from './lib/report';
import { median, round } from './lib/stats';

interface Options {
  only: Set<string>;
  sizes: number[];
  rounds: number;
  seconds: number;
}

function options(argv: string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const only = value('only');
  return {
    only: new Set(only ? only.split(',') : ['bundles', 'init', 'capacity', 'latency']),
    sizes: (value('sizes') ?? '1000,20000').split(',').map(Number),
    rounds: Number(value('rounds') ?? 11),
    seconds: Number(value('seconds') ?? 8),
  };
}

/** Measured beside the functions, reported apart: the cold start a handler cannot go below. */
/** Each function's init may be at most this multiple of the DynamoDB-client-only reference's. */
const INIT_BUDGET_VS_CLIENT = 1.1;

const REFERENCE: FunctionEntry = { id: 'reference-dynamodb-client', entry: 'bench/reference/dynamodb-client.ts', kind: 'reference' };

const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)}s`;
const log = (line: string) => process.stderr.write(`[${elapsed()}] ${line}\n`);

async function main(): Promise<void> {
  const opts = options(process.argv.slice(2));
  const budgets: Budget[] = [];
  const sections: string[] = [];
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, load: os.loadavg().map((v) => round(v, 2)) },
    options: { ...opts, only: [...opts.only] },
  };

  // ---- 1. bundles and init time ---------------------------------------------------------------
  const entries = functionEntries();
  let stack: BundleFigures[] = [];
  let init: InitFigures[] = [];
  let reference: InitFigures | undefined;
  let referenceBytes = 0;
  if (opts.only.has('bundles') || opts.only.has('init')) {
    log(`bundling ${entries.length} functions with the stack's options, and with NodejsFunction's defaults`);
    stack = await bundleAll('stack', path.join(DATA_DIR, 'bundles'), entries);
    const naive = await bundleAll('naive', path.join(DATA_DIR, 'naive'), entries);
    if (opts.only.has('init')) {
      const empty = await writeEmptyModule(path.join(DATA_DIR, 'bundles'));
      log(`init time: ${opts.rounds} rounds of (empty module, DynamoDB-client reference and stack bundle interleaved, naive bundle) for each function`);
      const [referenceStack, referenceNaive] = await Promise.all(
        (['stack', 'naive'] as const).map((variant) => bundleFunction(REFERENCE, variant, path.join(DATA_DIR, variant === 'stack' ? 'bundles' : 'naive'))),
      );
      const measured = await measureInit(
        [
          ...entries.map((fn, i) => ({ id: fn.id, stackFile: stack[i]!.file!, naiveFile: naive[i]!.file! })),
          { id: REFERENCE.id, stackFile: referenceStack!.file!, naiveFile: referenceNaive!.file! },
        ],
        empty,
        opts.rounds,
        log,
        referenceStack!.file!,
      );
      init = measured.filter((figures) => figures.id !== REFERENCE.id);
      reference = measured.find((figures) => figures.id === REFERENCE.id);
      referenceBytes = referenceStack!.bytes;
    }
    const initOf = new Map(init.map((figures) => [figures.id, figures]));
    const rows = stack.map((bundle, i) => {
      const figures = initOf.get(bundle.id);
      const top = bundle.packages.slice(0, 3).map((share) => `${share.name} ${kb(share.bytes)}`).join(', ');
      return [
        bundle.id,
        kb(bundle.bytes),
        kb(bundle.gzipBytes),
        kb(naive[i]!.bytes),
        figures ? ms(figures.stackMs) : '-',
        figures ? x(figures.vsFloor) : '-',
        figures ? x(figures.vsNaive) : '-',
        figures?.vsReference !== undefined ? x(figures.vsReference) : '-',
        top,
      ];
    });
    const floor = init.length ? median(init.map((figures) => figures.floorMs)) : NaN;
    sections.push(
      `### Bundles and init time\n\nInit: wall time of \`node <bundle>\` (import + handler construction), median of ${opts.rounds}; ` +
        `floor (empty module) ${ms(floor)} ms.\n\n` +
        `"vs client" is the budget's figure: the median over the rounds of this function's init / the DynamoDB-client reference's, run next to it.\n\n` +
        table(['function', 'min KB', 'gzip KB', 'naive KB', 'init ms', 'vs floor', 'vs naive', 'vs client', 'largest parts (KB)'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l']) +
        (reference
          ? `\n\nReference, not a function: the service's DynamoDB client alone (${REFERENCE.entry}), ${kb(referenceBytes)} KB: ` +
            `${ms(reference.stackMs)} ms = ${x(reference.vsFloor)} the floor and ${x(reference.vsNaive)} its naive bundle (${ms(reference.naiveMs)} ms).`
          : ''),
    );
    results.bundles = stack.map((bundle, i) => ({
      id: bundle.id,
      entry: bundle.entry,
      bytes: bundle.bytes,
      gzipBytes: bundle.gzipBytes,
      naiveBytes: naive[i]!.bytes,
      externals: bundle.externals,
      packages: bundle.packages.slice(0, 12),
      init: initOf.get(bundle.id),
    }));
    if (reference) results.initReference = { ...reference, entry: REFERENCE.entry, bytes: referenceBytes };

    const largest = [...stack].sort((a, b) => b.bytes - a.bytes)[0]!;
    const over = stack.filter((bundle) => bundle.bytes > BUNDLE_BUDGET_BYTES);
    budgets.push({
      name: `every bundle <= ${BUNDLE_BUDGET_BYTES / 1024} KB minified, AWS SDK inside`,
      pass: over.length === 0,
      detail: `largest ${largest.id} ${kb(largest.bytes)} KB${over.length ? `; over: ${over.map((b) => `${b.id} ${kb(b.bytes)}`).join(', ')}` : ''}`,
    });
    const external = stack.filter((bundle) => bundle.externals.some((name) => name.startsWith('@aws-sdk')));
    const locales = stack.filter((bundle) => bundle.zodLocales.length > 0);
    const tracer = stack.filter((bundle) => bundle.packages.some((share) => share.name.includes('powertools/tracer') || share.name === 'aws-xray-sdk-core'));
    budgets.push({
      name: 'no @aws-sdk external, no zod locales, no tracer',
      pass: external.length === 0 && locales.length === 0 && tracer.length === 0,
      detail: `${external.length} with @aws-sdk external, ${locales.length} with zod locales, ${tracer.length} with a tracer`,
    });
    if (init.length) {
      // The budget (restated): a function may cost at most 10 % more init than the DynamoDB client it
      // cannot do without, both measured in the same rounds (the old floor and naive budgets sat below
      // what that client alone costs; their ratios stay in the table as information).
      const ratios = init.map((figures) => ({ figures, ratio: figures.vsReference ?? NaN }));
      const worst = [...ratios].sort((a, b) => b.ratio - a.ratio)[0]!;
      const over = ratios.filter((entry) => !(entry.ratio <= INIT_BUDGET_VS_CLIENT));
      budgets.push({
        name: `init time <= ${INIT_BUDGET_VS_CLIENT.toFixed(2)}x the bundled DynamoDB client alone (median of interleaved rounds)`,
        pass: over.length === 0,
        detail:
          `worst ${worst.figures.id} ${x(worst.ratio)} (${ms(worst.figures.stackMs)} ms vs ${ms(worst.figures.referenceMs ?? NaN)} ms); median ${x(median(ratios.map((entry) => entry.ratio)))}` +
          (over.length ? `; over: ${over.map((entry) => `${entry.figures.id} ${x(entry.ratio)}`).join(', ')}` : ''),
      });
    }
  }

  // ---- 2. seeded sites, capacity, latency -------------------------------------------------------
  if (opts.only.has('capacity') || opts.only.has('latency') || opts.only.has('cpu')) {
    const service = await import('./lib/service');
    const env = await service.startService(opts.sizes, log);
    try {
      const figures = await service.measureService(env, opts, log);
      sections.push(...figures.sections);
      budgets.push(...figures.budgets);
      Object.assign(results, figures.results);
    } finally {
      await env.close();
    }
  }

  // ---- memory, from the CPU times measured above ----------------------------------------------------
  const capacity = results.capacity as Record<string, Array<{ route: string; readUnits: number; writeUnits: number; handlerCpuMs: number; roundTrips: number }>> | undefined;
  const endpoints = capacity?.[String(Math.max(...opts.sizes))];
  if (endpoints) {
    const { memoryTable } = await import('./lib/memory');
    const { FUNCTION_MEMORY_MB } = await import('../infra/stack/settings');
    const initMedian = init.length ? median(init.map((figures) => figures.stackMs)) : undefined;
    sections.push(
      `### Memory (arm64), from the measured CPU times\n\nCPU-bound work scaled by the vCPU share of each size (the local core taken as one Graviton vCPU), DynamoDB round trips at 5 ms; ` +
        `configured: ${FUNCTION_MEMORY_MB} MB (infra/stack/settings.ts says why).\n\n` +
        memoryTable(endpoints, initMedian, FUNCTION_MEMORY_MB),
    );
  }

  // ---- how the stack runs the functions ------------------------------------------------------------
  log('stack: synthesizing (bundling skipped) to check architecture, memory, source maps, SDK clients');
  const { stackChecks } = await import('./lib/stack-checks');
  const checks = await stackChecks();
  budgets.push(...checks);

  const duration = (Date.now() - startedAt) / 1000;
  results.durationSeconds = round(duration, 1);
  results.budgets = budgets;
  const budgetText = budgets.map(budgetLine).join('\n');
  const output = `${sections.join('\n\n')}\n\n### Budgets\n\n\`\`\`\n${budgetText}\n\`\`\`\n\nRun took ${Math.round(duration)} s (${os.cpus().length} CPUs, Node ${process.version}).\n`;
  process.stdout.write(`\n${output}`);
  await writeFile(path.join(PROJECT_ROOT, 'bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
  await mkdir(DATA_DIR, { recursive: true });
  await writeFile(path.join(DATA_DIR, 'results.md'), output);
  log(`wrote bench/results.json (and the tables in bench/.data/results.md); ${budgets.filter((b) => !b.pass).length} budget(s) failed`);
  if (budgets.some((budget) => !budget.pass)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
