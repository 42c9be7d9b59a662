/**
 * What the SDK (sdk/src) adds to an app's bundle: its own code minified and gzipped with openapi-fetch
 * left external, beside openapi-fetch alone and the two together (esbuild, browser ESM, as an app's
 * bundler would build it). The generated types weigh nothing at run time.
 */
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';
import type { Budget } from './report';

export const SDK_BUDGET_BYTES = 4 * 1024;

export interface SdkSize {
  name: string;
  minified: number;
  gzip: number;
}

async function measure(name: string, contents: string, external: string[], root: string): Promise<SdkSize> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external,
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { name, minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

export async function sdkSizes(projectRoot: string): Promise<{ sizes: SdkSize[]; budget: Budget }> {
  const sdk = path.join(projectRoot, 'sdk', 'src', 'index.ts');
  const everything = `export * from ${JSON.stringify(sdk)};`;
  const sizes = [
    await measure('sdk (own code)', everything, ['openapi-fetch'], projectRoot),
    await measure('openapi-fetch', `export * from 'openapi-fetch'; export { default } from 'openapi-fetch';`, [], projectRoot),
    await measure('sdk + openapi-fetch', everything, [], projectRoot),
  ];
  const own = sizes[0]!;
  return {
    sizes,
    budget: {
      name: `SDK's own code <= ${SDK_BUDGET_BYTES / 1024} KB minified + gzip`,
      pass: own.gzip <= SDK_BUDGET_BYTES,
      detail: `${(own.gzip / 1024).toFixed(2)} KB (${(own.minified / 1024).toFixed(2)} KB minified); openapi-fetch ${(sizes[1]!.gzip / 1024).toFixed(2)} KB`,
    },
  };
}
