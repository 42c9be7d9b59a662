import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { AUTHORIZERS } from '../../infra/routes';
import { BUNDLE, esbuildOptions, lambdaBundling } from '../../infra/stack/bundling';
import { PROJECT_ROOT } from '../../infra/stack/functions';

const outDir = mkdtempSync(join(tmpdir(), 'cms-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the bundling options', () => {
  test('give NodejsFunction the same esbuild options the benchmark uses', () => {
    // Act
    const cdk = lambdaBundling();
    const esbuild = esbuildOptions('entry.ts', 'out.mjs');
    // Assess
    expect(cdk).toMatchObject({
      target: esbuild.target,
      format: OutputFormat.ESM,
      minify: esbuild.minify,
      sourceMap: false,
      metafile: false,
      mainFields: esbuild.mainFields,
      externalModules: [],
      bundleAwsSDK: true,
      banner: esbuild.banner!.js,
      forceDockerBundling: false,
    });
    expect(esbuild).toMatchObject({ bundle: true, platform: 'node', target: 'node22', format: 'esm', sourcemap: false, external: [] });
  });

  test('produce one self-contained ES module that Node loads', async () => {
    // Prepare
    const outfile = join(outDir, BUNDLE.outputFile);
    // Act
    await build({ ...esbuildOptions(join(PROJECT_ROOT, AUTHORIZERS.client.entry), outfile), logLevel: 'silent' });
    const code = readFileSync(outfile, 'utf8');
    const exported = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); console.log(typeof m.handler);`],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, AWS_REGION: 'eu-west-1' } },
    );
    // Assess
    expect(code.startsWith(BUNDLE.banner)).toBe(true);
    expect(code).not.toMatch(/from\s*["']@aws-sdk\//); // the SDK is inside the bundle, not imported
    expect(code).not.toContain('sourceMappingURL');
    expect(exported.trim()).toBe('function');
  });
});
