/**
 * How a handler becomes a Lambda bundle, described once. The stack hands it to NodejsFunction
 * (which runs the local esbuild, never Docker) and the benchmark hands the same options to esbuild's
 * API to measure bundle sizes, so what is measured is what is deployed.
 *
 * - ESM: the format Lambda's Node runtimes load natively; ESM inputs (middy, SDK v3 `module` builds)
 *   stay ESM, which lets esbuild drop unused exports. CommonJS packages inside the bundle still call
 *   `require` for Node built-ins, hence the `createRequire` banner.
 * - Everything bundled, the AWS SDK v3 too: one file, no resolution through the runtime's copy of the
 *   SDK at cold start, and the SDK version is the one the tests ran against.
 * - No source maps, no metafile: smaller artefacts; `--enable-source-maps` would slow every stack trace.
 */
import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

export const BUNDLE = {
  target: 'node22',
  platform: 'node',
  format: 'esm',
  minify: true,
  sourcemap: false,
  metafile: false,
  mainFields: ['module', 'main'],
  external: [] as string[],
  banner: "import{createRequire as __cmsCreateRequire}from'node:module';const require=__cmsCreateRequire(import.meta.url);",
  /** NodejsFunction names an ESM bundle `index.mjs`, so the runtime loads it as a module. */
  outputFile: 'index.mjs',
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
    banner: { js: BUNDLE.banner },
  };
}

/** The same options in NodejsFunction's terms (it runs `esbuild --bundle` with them). */
export function lambdaBundling(): BundlingOptions {
  return {
    target: BUNDLE.target,
    format: OutputFormat.ESM,
    minify: BUNDLE.minify,
    sourceMap: BUNDLE.sourcemap,
    metafile: BUNDLE.metafile,
    mainFields: [...BUNDLE.mainFields],
    externalModules: [...BUNDLE.external],
    bundleAwsSDK: true,
    banner: BUNDLE.banner,
    // Docker bundling is never wanted: `npx cdk synth` must work offline on a machine without Docker.
    forceDockerBundling: false,
  };
}
