/**
 * How a handler becomes a Lambda bundle, described once. The stack hands it to NodejsFunction
 * (which runs the local esbuild, never Docker) and the benchmark hands the same options to esbuild's
 * API to measure bundle sizes, so what is measured is what is deployed.
 *
 * - CommonJS output, from ESM inputs: esbuild reads middy and the SDK v3 `module` builds (mainFields)
 *   and drops their unused exports whatever the output format; the output is CommonJS because Node
 *   loads it faster. `require` of a 250 KB bundle cold-starts about 8 ms sooner than `import` of the
 *   same code as an ES module (Node's ES module loader costs about 5 ms to start, and linking the
 *   module more than compiling a CommonJS wrapper): npm run bench, docs/performance.md.
 * - Everything bundled, the AWS SDK v3 too: one file, no resolution through the runtime's copy of the
 *   SDK at cold start, and the SDK version is the one the tests ran against (post create and update add
 *   a second file, below).
 * - No source maps, no metafile: smaller artefacts; `--enable-source-maps` would slow every stack trace.
 * - Three SDK parts replaced by shims (infra/stack/lambda-shims, paths relative to the project root,
 *   where NodejsFunction runs esbuild): the default credential chain by the environment credentials
 *   Lambda always sets, the event-stream codec DynamoDB never uses, and endpoint discovery, which these
 *   functions never turn on (its LRU cache is built by every client otherwise). Together about 160 KB
 *   of every bundle and a quarter of its init time (npm run bench).
 * - `node:stream/web` replaced by a shim that hands out the same `ReadableStream` on first access:
 *   @middy/core imports it at module scope for response streaming, which no function uses, and
 *   loading Node's web streams cost every cold start about 1.6 ms of CPU (npm run bench).
 * - linkify-it replaced by a shim: markdown-it constructs it but never calls it with linkify off (11 KB).
 *   postcss too, should anything pull it in again (sanitize-html did, for `style` attributes, which the
 *   post sanitizer never allows: about 200 KB; the sanitizer is now a pass of its own).
 * - UTF-8 output: Persian labels stay 2 bytes a letter instead of 6-byte `\uXXXX` escapes.
 * - Statements labelled `DOCS:` dropped: they attach response schemas to handlers for the OpenAPI
 *   document and the tests (`documentResponse`, shared/platform/http/endpoint.ts); a deployed function has no
 *   use for them. The response schemas live in modules of their own, which esbuild then leaves out
 *   (package.json `sideEffects: false`: a module none of whose exports is used is not bundled).
 * - The content parsers (markdown-it, htmlparser2, entities, the sanitizer: about 160 KB) are a second
 *   file of the asset of the functions that write post content, `content-pipeline.js` beside
 *   `index.js`: `require('./content-pipeline')` (shared/domains/content/load-pipeline.ts) is marked external,
 *   so esbuild keeps it verbatim and Node resolves it next to `index.js` at run time; NodejsFunction's
 *   afterBundling hook builds that file with these same options. Lazily required code inside the one
 *   bundle was not run at cold start but still compiled: post create and update took 1.44-1.48x the
 *   init of the bare DynamoDB client, other routes 1.10-1.25x (docs/performance.md).
 */
import { join, resolve } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { Charset, LogLevel, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { routes } from '#platform/routes/index';

/** Where esbuild runs (NodejsFunction's projectRoot): the shims' paths are relative to it. */
const ROOT = resolve(__dirname, '..', '..');

/**
 * The content pipeline as a second file. `functions` are the routes that declare it
 * (`bundling: { contentPipeline: true }` in their `route({...})`): they get it from the afterBundling
 * hook, and test/perf/bundles.test.ts checks that these are exactly the functions whose bundle requires it.
 */
export const CONTENT_PIPELINE = {
  /** The `require` in shared/domains/content/load-pipeline.ts, kept verbatim in the bundle (an external). */
  specifier: './content-pipeline',
  entry: 'shared/domains/content/content-pipeline.ts',
  outputFile: 'content-pipeline.js',
  functions: new Set(routes.filter((route) => route.bundling?.contentPipeline).map((route) => route.id)) as ReadonlySet<string>,
} as const;

export const BUNDLE = {
  target: 'node22',
  platform: 'node',
  format: 'cjs',
  minify: true,
  sourcemap: false,
  metafile: false,
  mainFields: ['module', 'main'],
  external: [CONTENT_PIPELINE.specifier] as string[],
  alias: {
    '@aws-sdk/credential-provider-node': './infra/stack/lambda-shims/env-credentials.ts',
    '@smithy/core/event-streams': './infra/stack/lambda-shims/no-event-streams.ts',
    '@aws-sdk/middleware-endpoint-discovery': './infra/stack/lambda-shims/no-endpoint-discovery.ts',
    postcss: './infra/stack/lambda-shims/no-postcss.ts',
    'linkify-it': './infra/stack/lambda-shims/no-linkify.ts',
    'node:stream/web': './infra/stack/lambda-shims/lazy-stream-web.ts',
  } as Record<string, string>,
  charset: 'utf8',
  dropLabels: ['DOCS'],
  /** NodejsFunction names a CommonJS bundle `index.js`; the runtime `require`s it. */
  outputFile: 'index.js',
} as const;

/** The esbuild options of one handler bundle (the benchmark's size measurement). */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: BUNDLE.platform,
    target: BUNDLE.target,
    format: BUNDLE.format,
    minify: BUNDLE.minify,
    sourcemap: BUNDLE.sourcemap,
    metafile: BUNDLE.metafile,
    mainFields: [...BUNDLE.mainFields],
    external: [...BUNDLE.external],
    alias: { ...BUNDLE.alias },
    charset: BUNDLE.charset,
    dropLabels: [...BUNDLE.dropLabels],
    absWorkingDir: ROOT,
  };
}

/** Whether the asset of this function carries `content-pipeline.js` beside its `index.js`. */
export const carriesContentPipeline = (functionId: string): boolean => CONTENT_PIPELINE.functions.has(functionId);

/** The options of the content pipeline's own file, written into `outDir` (beside that asset's `index.js`). */
export function contentPipelineOptions(outDir: string): BuildOptions {
  return esbuildOptions(resolve(ROOT, CONTENT_PIPELINE.entry), join(outDir, CONTENT_PIPELINE.outputFile));
}

/**
 * The shell command of the afterBundling hook: the esbuild CLI (the one NodejsFunction runs) with
 * esbuildOptions rendered as flags. test/infra/bundling.test.ts runs it and checks that its output is
 * byte for byte what esbuild's API makes of contentPipelineOptions.
 */
export function contentPipelineCommand(inputDir: string, outputDir: string): string {
  const args = [
    join(inputDir, 'node_modules', '.bin', 'esbuild'),
    '--bundle',
    join(inputDir, CONTENT_PIPELINE.entry),
    `--outfile=${join(outputDir, CONTENT_PIPELINE.outputFile)}`,
    `--platform=${BUNDLE.platform}`,
    `--target=${BUNDLE.target}`,
    `--format=${BUNDLE.format}`,
    ...(BUNDLE.minify ? ['--minify'] : []),
    `--main-fields=${BUNDLE.mainFields.join(',')}`,
    ...BUNDLE.external.map((external) => `--external:${external}`),
    ...Object.entries(BUNDLE.alias).map(([from, to]) => `--alias:${from}=${to}`),
    `--charset=${BUNDLE.charset}`,
    `--drop-labels=${BUNDLE.dropLabels.join(',')}`,
    '--log-level=warning',
  ];
  return args.map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ');
}

/**
 * The same options in NodejsFunction's terms (it runs `esbuild --bundle` with them); for a function
 * that carries the content pipeline, an afterBundling hook that writes `content-pipeline.js` into the
 * asset (NodejsFunction runs hooks with the project root as working directory, where the alias paths
 * resolve).
 */
export function lambdaBundling(functionId?: string): BundlingOptions {
  return {
    ...(functionId && carriesContentPipeline(functionId)
      ? {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (inputDir: string, outputDir: string) => [contentPipelineCommand(inputDir, outputDir)],
          },
        }
      : {}),
    target: BUNDLE.target,
    format: OutputFormat.CJS,
    minify: BUNDLE.minify,
    sourceMap: BUNDLE.sourcemap,
    metafile: BUNDLE.metafile,
    mainFields: [...BUNDLE.mainFields],
    externalModules: [...BUNDLE.external],
    bundleAwsSDK: true,
    charset: Charset.UTF8,
    esbuildArgs: {
      '--alias': Object.entries(BUNDLE.alias).map(([from, to]) => `${from}=${to}`),
      '--drop-labels': BUNDLE.dropLabels.join(','),
    },
    // Warnings and errors only: esbuild's size and timing lines, four a function, would bury what
    // `npx cdk synth` has to say (CDK itself still names each asset it bundles, one line each).
    logLevel: LogLevel.WARNING,
    // Docker bundling is never wanted: `npx cdk synth` must work offline on a machine without Docker.
    forceDockerBundling: false,
  };
}
