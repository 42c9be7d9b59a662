/**
 * Every function's bundle, built by esbuild's API in this process with the stack's own options
 * (infra/stack/bundling.ts), `metafile: true` added only to see what each bundle carries. The same
 * code serves `npm run bench` (sizes, init time) and the CI-sized check in test/perf.
 *
 * The naive baseline is the same handler bundled with NodejsFunction's defaults: CommonJS,
 * `@aws-sdk/*` left external (resolved from node_modules at run time, as the Lambda runtime's copy
 * would be), no minification.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { routes, AUTHORIZERS } from '#platform/routes/index';
import { BUNDLE, CONTENT_PIPELINE, carriesContentPipeline, contentPipelineOptions, esbuildOptions } from '#infra/stack/bundling';
import { lambdaEntryOf } from '#infra/stack/lambda-entries';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
export const DATA_DIR = path.join(PROJECT_ROOT, 'bench', '.data');

/** Budget: every function bundle at most this many bytes, minified, the AWS SDK inside. */
export const BUNDLE_BUDGET_BYTES = 360 * 1024;

/**
 * The functions that write post content carry the content pipeline (markdown-it and htmlparser2, with
 * parse-srcset; the linkify-it shim) as a second file of their asset (infra/stack/bundling.ts): their
 * `index.js` keeps the budget of every function, the whole asset gets a budget of its own; no other
 * function may carry those parsers (test/perf/bundles.test.ts).
 */
export const CONTENT_WRITERS: ReadonlySet<string> = CONTENT_PIPELINE.functions;
export const CONTENT_WRITER_BUNDLE_BUDGET_BYTES = 460 * 1024;

export const bundleBudgetOf = (id: string): number => (CONTENT_WRITERS.has(id) ? CONTENT_WRITER_BUNDLE_BUDGET_BYTES : BUNDLE_BUDGET_BYTES);

export interface FunctionEntry {
  id: string;
  /** Relative to the project root. */
  entry: string;
  kind: 'route' | 'authorizer' | 'reference';
}

export function functionEntries(): FunctionEntry[] {
  return [
    ...routes.map((route) => ({ id: route.id, entry: lambdaEntryOf(route), kind: 'route' as const })),
    ...Object.values(AUTHORIZERS).map((authorizer) => ({ id: authorizer.id, entry: authorizer.entry, kind: 'authorizer' as const })),
  ];
}

export type Variant = 'stack' | 'naive';

/** The esbuild options of a variant; `outfile` decides where relative resolution happens at run time. */
export function variantOptions(variant: Variant, entry: string, outfile: string): BuildOptions {
  const absolute = path.resolve(PROJECT_ROOT, entry);
  if (variant === 'stack') return { ...esbuildOptions(absolute, outfile), absWorkingDir: PROJECT_ROOT, metafile: true, logLevel: 'silent' };
  return {
    entryPoints: [absolute],
    outfile,
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    minify: false,
    sourcemap: false,
    external: ['@aws-sdk/*'],
    metafile: true,
    logLevel: 'silent',
  };
}

export interface PackageShare {
  name: string;
  bytes: number;
}

export interface BundleFigures {
  id: string;
  entry: string;
  variant: Variant;
  /** Output file on disk (when written): `index.js`, what a cold start loads. */
  file?: string;
  /** The whole asset: `index.js` plus, for the content writers, `content-pipeline.js`. */
  bytes: number;
  gzipBytes: number;
  /** `index.js` alone. */
  indexBytes: number;
  /** `content-pipeline.js`, when the asset has it. */
  pipelineBytes?: number;
  /** Whether `index.js` requires `./content-pipeline` (must match carriesContentPipeline). */
  requiresPipeline: boolean;
  /** Bytes of the asset per package (node_modules) or per top-level folder of ours, largest first. */
  packages: PackageShare[];
  /** Import paths left for run time (`@aws-sdk/...` in the naive variant), besides the content pipeline. */
  externals: string[];
  /** zod locale modules in the bundle besides the default English one. */
  zodLocales: string[];
}

/** `node_modules/@scope/name/...` -> `@scope/name`; `shared/domains/posts/x.ts` -> `shared/domains/posts/`. */
export function packageOf(input: string): string {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (match) return match[1];
  const parts = input.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0];
}

export function packageShares(...metafiles: Metafile[]): PackageShare[] {
  const shares = new Map<string, number>();
  for (const metafile of metafiles) {
    for (const [input, info] of Object.entries(Object.values(metafile.outputs)[0].inputs)) {
      const name = packageOf(input);
      shares.set(name, (shares.get(name) ?? 0) + info.bytesInOutput);
    }
  }
  return [...shares].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

function zodLocalesOf(metafile: Metafile): string[] {
  const output = Object.values(metafile.outputs)[0];
  return Object.keys(output.inputs).filter((input) => /node_modules\/zod\/.*\/locales\/(?!en\.|index\.)/.test(input));
}

function externalsOf(metafile: Metafile): string[] {
  const found = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) if (imported.external && !imported.path.startsWith('node:')) found.add(imported.path);
  }
  return [...found].sort();
}

/** Builds one output file in memory; writes it when `write`. */
async function buildFile(options: BuildOptions, write: boolean): Promise<{ contents: Uint8Array; metafile: Metafile }> {
  const result = await build({ ...options, write: false });
  const output = result.outputFiles!.find((file) => file.path === options.outfile) ?? result.outputFiles![0];
  if (write) {
    await mkdir(path.dirname(options.outfile!), { recursive: true });
    await writeFile(options.outfile!, output.contents);
  }
  return { contents: output.contents, metafile: result.metafile! };
}

/**
 * Bundles one function as the stack does; `outDir` given: writes `<outDir>/<id>/index.js` (and, for the
 * content writers, `content-pipeline.js` beside it) for the init-time runs.
 */
export async function bundleFunction(fn: FunctionEntry, variant: Variant, outDir?: string): Promise<BundleFigures> {
  const fileName = variant === 'stack' ? BUNDLE.outputFile : 'index.js';
  const outfile = path.join(outDir ?? path.join(DATA_DIR, 'unwritten'), fn.id, fileName);
  const index = await buildFile(variantOptions(variant, fn.entry, outfile), Boolean(outDir));
  const pipeline =
    variant === 'stack' && carriesContentPipeline(fn.id)
      ? await buildFile({ ...contentPipelineOptions(path.dirname(outfile)), metafile: true, logLevel: 'silent' }, Boolean(outDir))
      : undefined;
  const externals = externalsOf(index.metafile);
  const asset = pipeline ? Buffer.concat([index.contents, pipeline.contents]) : index.contents;
  return {
    id: fn.id,
    entry: fn.entry,
    variant,
    ...(outDir ? { file: outfile } : {}),
    bytes: asset.byteLength,
    gzipBytes: gzipSync(index.contents, { level: 9 }).byteLength + (pipeline ? gzipSync(pipeline.contents, { level: 9 }).byteLength : 0),
    indexBytes: index.contents.byteLength,
    ...(pipeline ? { pipelineBytes: pipeline.contents.byteLength } : {}),
    // From the output's imports: an input's import of a module esbuild then left out still shows in `inputs`.
    requiresPipeline: Object.values(index.metafile.outputs)[0].imports.some((imported) => imported.path === CONTENT_PIPELINE.specifier),
    packages: packageShares(index.metafile, ...(pipeline ? [pipeline.metafile] : [])),
    externals: externals.filter((external) => external !== CONTENT_PIPELINE.specifier),
    zodLocales: [...zodLocalesOf(index.metafile), ...(pipeline ? zodLocalesOf(pipeline.metafile) : [])],
  };
}

/** Runs `work` over `items` with at most `limit` at once, keeping the order of `items`. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** Every function in one variant; esbuild runs them in parallel inside its one service process. */
export function bundleAll(variant: Variant, outDir?: string, entries: FunctionEntry[] = functionEntries()): Promise<BundleFigures[]> {
  return mapLimit(entries, 8, (fn) => bundleFunction(fn, variant, outDir));
}

/** The floor: a module that does nothing, in the stack bundles' format, loaded the same way. */
export async function writeEmptyModule(outDir: string): Promise<string> {
  const esm = BUNDLE.outputFile.endsWith('.mjs');
  const file = path.join(outDir, 'empty', esm ? 'index.mjs' : 'index.js');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, esm ? 'export const handler = async () => ({});\n' : 'exports.handler = async () => ({});\n');
  return file;
}
