import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { AUTHORIZERS } from '#platform/routes/index';
import { BUNDLE, CONTENT_PIPELINE, contentPipelineOptions, esbuildOptions, lambdaBundling } from '#infra/stack/bundling';
import { PROJECT_ROOT } from '#infra/stack/functions';
import { synthesizeWithoutBundling } from './synthesized-stack';

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
      externalModules: [CONTENT_PIPELINE.specifier],
      bundleAwsSDK: true,
      forceDockerBundling: false,
    });
    expect(esbuild).toMatchObject({ bundle: true, platform: 'node', target: 'node22', format: 'cjs', sourcemap: false, external: [CONTENT_PIPELINE.specifier] });
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

describe('the content pipeline as a second file of the asset', () => {
  test('the stack gives the afterBundling hook to exactly the functions that carry the pipeline', () => {
    // Prepare
    const { stack } = synthesizeWithoutBundling();
    // Act
    const hooked = [...stack.handlers.bundling]
      .filter(([, bundling]) => bundling.commandHooks?.afterBundling('/in', '/out').some((command) => command.includes(CONTENT_PIPELINE.outputFile)))
      .map(([id]) => id);
    // Assess
    expect(stack.handlers.bundling.size).toBe(stack.handlers.functions.size);
    expect(hooked.sort()).toEqual([...CONTENT_PIPELINE.functions].sort());
  }, 120_000);

  test("the hook's command writes what esbuild's API makes of the same options, byte for byte", async () => {
    // Prepare
    const cliDir = join(outDir, 'cli');
    const apiDir = join(outDir, 'api');
    const hooks = lambdaBundling([...CONTENT_PIPELINE.functions][0]).commandHooks!;
    // Act
    for (const command of hooks.afterBundling(PROJECT_ROOT, cliDir)) execFileSync('bash', ['-c', command], { cwd: PROJECT_ROOT, stdio: 'pipe' });
    await build({ ...contentPipelineOptions(apiDir), logLevel: 'silent' });
    // Assess
    const cli = readFileSync(join(cliDir, CONTENT_PIPELINE.outputFile));
    expect(cli.length).toBeGreaterThan(50_000);
    expect(cli.equals(readFileSync(join(apiDir, CONTENT_PIPELINE.outputFile)))).toBe(true);
    expect(hooks.beforeBundling(PROJECT_ROOT, cliDir)).toEqual([]);
    expect(lambdaBundling('client-cms-posts-list').commandHooks).toBeUndefined();
  }, 60_000);
});
