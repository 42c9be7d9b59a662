import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { AUTHORIZERS } from '../../shared/routes';
import { BUNDLE, esbuildOptions, lambdaBundling } from '../../infra/stack/bundling';
import { PROJECT_ROOT } from '../../infra/stack/functions';

const outDir = mkdtempSync(join(tmpdir(), 'cms-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the bundling options', () => {
  test('give NodejsFunction the same esbuild options the benchmark uses', () => {
    // Act
    const cdk = lambdaBundling();
    const esbuild = esbuildOptions('entry.ts', 'out.js');
    // Assess
    expect(cdk).toMatchObject({
      target: esbuild.target,
      format: OutputFormat.CJS,
      minify: esbuild.minify,
      sourceMap: false,
      metafile: false,
      mainFields: esbuild.mainFields,
      externalModules: [],
      bundleAwsSDK: true,
      forceDockerBundling: false,
    });
    expect(esbuild).toMatchObject({ bundle: true, platform: 'node', target: 'node22', format: 'cjs', sourcemap: false, external: [] });
  });

  test('produce one self-contained CommonJS module that Node requires', async () => {
    // Prepare
    const outfile = join(outDir, BUNDLE.outputFile);
    // Act
    await build({ ...esbuildOptions(join(PROJECT_ROOT, AUTHORIZERS.client.entry), outfile), logLevel: 'silent' });
    const code = readFileSync(outfile, 'utf8');
    const exported = execFileSync(process.execPath, ['-e', `console.log(typeof require(${JSON.stringify(outfile)}).handler);`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, AWS_REGION: 'eu-west-1' },
    });
    // Assess
    expect(code).not.toMatch(/^import\b|\bimport\.meta\b/m); // nothing an ES module loader would be needed for
    expect(code).not.toMatch(/from\s*["']@aws-sdk\//); // the SDK is inside the bundle, not imported
    expect(code).not.toContain('sourceMappingURL');
    expect(exported.trim()).toBe('function');
  });
});
