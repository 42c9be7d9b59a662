/**
 * The content pipeline as deployed: the post create and update functions bundled by NodejsFunction's
 * own local bundling with the stack's options (lambdaBundling: esbuild, then the afterBundling hook
 * that writes `content-pipeline.js` beside `index.js`), each asset loaded by plain `node` from its
 * directory, and its handler run against DynamoDB Local. A content write loads the second file and
 * uses it (the content comes back sanitized); a title-only update never loads it; content nested too
 * deep is still a 422 although the parsers that refuse it are a separate copy of the error's module.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { CONTENT_PIPELINE, lambdaBundling } from '#infra/stack/bundling';
import { PROJECT_ROOT } from '#infra/stack/functions';
import { lambdaEntryOf } from '#infra/stack/lambda-entries';
import { routes } from '#platform/routes/index';
import { encodeAdminPrincipal } from '#platform/auth/principal';
import { apiEvent, lambdaContext } from '#test/support/events';
import { useTestTable } from '#test/support/table';

const table = useTestTable();
const outDir = mkdtempSync(path.join(tmpdir(), 'cms-content-asset-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const CREATE = 'admin-cms-posts-create';
const UPDATE = 'admin-cms-posts-update';

/** Synthesizes an app holding just these functions, bundled as the stack bundles them; id -> asset directory. */
function bundleAsTheStackDoes(ids: string[]): Map<string, string> {
  const app = new App({ outdir: outDir });
  const stack = new Stack(app, 'ContentAsset');
  for (const id of ids) {
    const route = routes.find((candidate) => candidate.id === id)!;
    new NodejsFunction(stack, id, {
      entry: path.join(PROJECT_ROOT, lambdaEntryOf(route)),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      bundling: lambdaBundling(id),
    });
  }
  const assembly = app.synth();
  const template = assembly.getStackByName(stack.stackName).template as { Resources: Record<string, { Type: string; Properties: { Code: { S3Key: string } } }> };
  const assets = new Map<string, string>();
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const id = ids.find((candidate) => logicalId.startsWith(candidate.replace(/-/g, '')))!;
    const hash = resource.Properties.Code.S3Key.replace(/\.zip$/, '');
    assets.set(id, path.join(outDir, `asset.${hash}`));
  }
  return assets;
}

interface Outcome {
  statusCode: number;
  body: any;
  /** Whether content-pipeline.js had been loaded by the end of this request. */
  pipelineLoaded: boolean;
}

/** Loads `<asset>/index.js` in a fresh `node` and runs the handler on each event in turn. */
function invokeInFreshNode(asset: string, events: unknown[]): Promise<Outcome[]> {
  const script = `
    const path = require('node:path');
    const { handler } = require(path.join(process.cwd(), 'index.js'));
    const pipeline = path.join(process.cwd(), ${JSON.stringify(CONTENT_PIPELINE.outputFile)});
    (async () => {
      const outcomes = [];
      for (const [event, context] of JSON.parse(process.argv[1])) {
        const response = await handler(event, context);
        outcomes.push({ statusCode: response.statusCode, body: JSON.parse(response.body), pipelineLoaded: pipeline in require.cache });
      }
      process.stdout.write(JSON.stringify(outcomes));
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const env = { ...process.env, TABLE_NAME: table.name, NODE_OPTIONS: '' };
  const args = ['-e', script, JSON.stringify(events.map((event) => [event, lambdaContext()]))];
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, { cwd: asset, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(stderr || error.message)) : resolve(JSON.parse(stdout) as Outcome[]),
    ),
  );
}

const editor = encodeAdminPrincipal({ type: 'api_key', id: 1, permissions: new Set(['cms.posts.create', 'cms.posts.update', 'cms.posts.read', 'cms.posts.publish', 'cms.posts.edit_others']) });
const create = (body: unknown) => apiEvent({ method: 'POST', path: '/api/admin/v3/cms/post', body, authorizer: editor });
const update = (postId: number, body: unknown) =>
  apiEvent({ method: 'PUT', path: `/api/admin/v3/cms/post/${postId}`, pathParameters: { post_id: String(postId) }, body, authorizer: editor });

let assets: Map<string, string>;
beforeAll(() => {
  assets = bundleAsTheStackDoes([CREATE, UPDATE]);
}, 240_000);

describe('post create and update as deployed, with content-pipeline.js beside index.js', () => {
  test('each asset holds both files', () => {
    // Assess
    for (const id of [CREATE, UPDATE]) expect(readdirSync(assets.get(id)!).sort()).toEqual([CONTENT_PIPELINE.outputFile, 'index.js']);
  });

  test('a content create loads content-pipeline.js and stores what its sanitizer made of the body', async () => {
    // Act
    const [created] = await invokeInFreshNode(assets.get(CREATE)!, [
      create({ title: 'Asset', content: '# Heading\n\nA <a href="javascript:alert(1)">link</a> and **bold** text.', content_format: 'markdown' }),
    ]);
    // Assess
    expect(created).toMatchObject({ statusCode: 201 });
    expect(created!.pipelineLoaded).toBe(true);
    expect(JSON.stringify(created!.body)).toContain('<strong>bold</strong>');
    expect(JSON.stringify(created!.body)).not.toContain('javascript:');
  }, 60_000);

  test('a title-only update never loads it; the first content update does; too deep a nesting is still a 422', async () => {
    // Prepare
    const [created] = await invokeInFreshNode(assets.get(CREATE)!, [create({ title: 'Plain', content: '<p>one</p>' })]);
    const postId = Number(created!.body.result.id);
    // Act
    const [titled, contented, deep] = await invokeInFreshNode(assets.get(UPDATE)!, [
      update(postId, { title: 'Renamed' }),
      update(postId, { content: '<p>two <em>words</em></p>' }),
      update(postId, { content: '<div>'.repeat(600) + 'x' }),
    ]);
    // Assess
    expect([titled!.statusCode, titled!.pipelineLoaded]).toEqual([200, false]);
    expect([contented!.statusCode, contented!.pipelineLoaded]).toEqual([200, true]);
    expect(deep!.statusCode).toBe(422);
    expect(JSON.stringify(deep!.body)).toContain('too deeply');
  }, 60_000);

  test('without content-pipeline.js beside it, the first content write fails: the file is really what is used', async () => {
    // Prepare: a copy of the update asset without its second file.
    const bare = path.join(outDir, 'bare');
    rmSync(bare, { recursive: true, force: true });
    mkdirSync(bare);
    copyFileSync(path.join(assets.get(UPDATE)!, 'index.js'), path.join(bare, 'index.js'));
    // Act
    const [created] = await invokeInFreshNode(assets.get(CREATE)!, [create({ title: 'Bare', content: '<p>one</p>' })]);
    const postId = Number(created!.body.result.id);
    const [titled, contented] = await invokeInFreshNode(bare, [update(postId, { title: 'Still fine' }), update(postId, { content: '<p>two</p>' })]);
    // Assess
    expect(existsSync(path.join(bare, CONTENT_PIPELINE.outputFile))).toBe(false);
    expect(titled!.statusCode).toBe(200);
    expect(contented!.statusCode).toBe(500);
  }, 60_000);
});
