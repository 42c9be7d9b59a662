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
 *   SDK at cold start, and the SDK version is the one the tests ran against.
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
 *   document and the tests (`documentResponse`, shared/http/endpoint.ts); a deployed function has no
 *   use for them. The response schemas live in modules of their own, which esbuild then leaves out
 *   (package.json `sideEffects: false`: a module none of whose exports is used is not bundled).
 */
import { resolve } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { Charset, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/** Where esbuild runs (NodejsFunction's projectRoot): the shims' paths are relative to it. */
const ROOT = resolve(__dirname, '..', '..');

export const BUNDLE = {
  target: 'node22',
  platform: 'node',
  format: 'cjs',
  minify: true,
  sourcemap: false,
  metafile: false,
  mainFields: ['module', 'main'],
  external: [] as string[],
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

/** The same options in NodejsFunction's terms (it runs `esbuild --bundle` with them). */
export function lambdaBundling(): BundlingOptions {
  return {
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
    // Docker bundling is never wanted: `npx cdk synth` must work offline on a machine without Docker.
    forceDockerBundling: false,
  };
}
