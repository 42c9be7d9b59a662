/**
 * CI-sized performance checks of the bundles (the timings are the benchmark's, `npm run bench`):
 * every function bundled with the stack's own options stays within the size budget, with the AWS SDK
 * inside, and a bundled function still reaches DynamoDB with the credentials Lambda puts in its
 * environment (the credential chain is replaced by infra/stack/lambda-shims/env-credentials.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_BUDGET_BYTES, CONTENT_WRITERS, bundleAll, bundleBudgetOf, functionEntries, mapLimit, type BundleFigures } from '../../bench/lib/bundles';
import { CONTENT_PIPELINE, contentPipelineOptions, esbuildOptions } from '#infra/stack/bundling';
import * as z from 'zod/mini';
import { routes } from '#platform/routes/index';
import { handlerSchemasOf } from '#infra/openapi/document';
import type { DocumentedSchemas } from '#platform/http/endpoint';
import { errorFormOf, takesBody, type RouteDef } from '#platform/routes/types';
import { PERMISSIONS } from '#platform/auth/permissions';
import { apiEvent } from '#test/support/events';
import { MEDIA_PROCESSING_ENTRY } from '#infra/media-processing-entry';
import { PUBLISH_POST_ENTRY } from '#infra/publish-post-entry';
import { TABLE_STREAM_ENTRY } from '#infra/table-stream-entry';
import { WEBHOOK_DELIVERY_ENTRY } from '#infra/webhook-delivery-entry';
import { useTestTable } from '#test/support/table';
import { postFields } from '#domains/posts/model/post-fields';

const table = useTestTable();
let bundles: BundleFigures[];
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'cms-perf-bundle-'));
  bundles = await bundleAll('stack', outDir);
}, 300_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `id: match` for each bundle whose index.js the pattern matches. */
async function bundlesMatching(pattern: RegExp): Promise<string[]> {
  const found: string[] = [];
  for (const bundle of bundles) {
    const match = pattern.exec(await readFile(bundle.file!, 'utf8'));
    if (match) found.push(`${bundle.id}: ${match[0]}`);
  }
  return found;
}

describe('function bundles', () => {
  test('one per route and authorizer', () => {
    // Assess
    expect(bundles.map((bundle) => bundle.id).sort()).toEqual(
      functionEntries()
        .map((fn) => fn.id)
        .sort(),
    );
    expect(bundles.length).toBe(routes.length + 2);
  });

  test(`every index.js is at most ${BUNDLE_BUDGET_BYTES / 1024} KB minified (post create and update with their content-pipeline.js: their own budget)`, () => {
    // Act
    const over = bundles
      .filter((bundle) => bundle.indexBytes > BUNDLE_BUDGET_BYTES || bundle.bytes > bundleBudgetOf(bundle.id))
      .map(
        (bundle) =>
          `${bundle.id}: ${kb(bundle.bytes)} (${bundle.packages
            .slice(0, 4)
            .map((share) => `${share.name} ${kb(share.bytes)}`)
            .join(', ')})`,
      );
    // Assess
    expect(over).toEqual([]);
  });

  test('the AWS SDK is inside every bundle, and no bundle carries zod locales or a tracer', () => {
    // Act
    const external = bundles
      .filter((bundle) => bundle.externals.length > 0)
      .map((bundle) => `${bundle.id}: ${bundle.externals.join(', ')}`);
    const locales = bundles.filter((bundle) => bundle.zodLocales.length > 0).map((bundle) => bundle.id);
    const tracers = bundles.filter((bundle) => bundle.packages.some((share) => /tracer|xray/i.test(share.name))).map((bundle) => bundle.id);
    const withSdk = bundles.filter((bundle) => bundle.packages.some((share) => share.name === '@aws-sdk/client-dynamodb'));
    // Assess
    expect({ external, locales, tracers }).toEqual({ external: [], locales: [], tracers: [] });
    expect(withSdk).toHaveLength(bundles.length);
  });

  test('no bundle carries the default credential chain, endpoint discovery, the S3 or API Gateway clients', () => {
    // Act
    const unwanted = bundles.flatMap((bundle) =>
      bundle.packages
        .filter((share) =>
          /^(@aws-sdk\/(credential-provider-.*|nested-clients|client-s3|client-api-gateway|s3-request-presigner|middleware-endpoint-discovery|endpoint-cache)|mnemonist)$/.test(
            share.name,
          ),
        )
        .map((share) => `${bundle.id}: ${share.name}`),
    );
    // Assess
    expect(unwanted).toEqual([]);
  });

  test('no bundle carries the DynamoDB commands nothing sends (PartiQL): each keeps only what it imports', async () => {
    // A module reached through a dynamic import() is wrapped, with everything it imports, in a lazy
    // initializer that esbuild cannot tree-shake: the readers' account routes once evaluated all of
    // lib-dynamodb's and client-dynamodb's commands at init (1.6x the DynamoDB client alone in CPU).
    // Act
    const carrying = await bundlesMatching(/ExecuteStatement/);
    // Assess
    expect(carrying).toEqual([]);
  });

  test('no bundle carries the response schemas (documentation only: their DOCS statements are dropped)', async () => {
    // Prepare: the descriptions in each route's response schema that its request schemas do not share.
    const descriptions = (schema: z.ZodMiniType | undefined): Set<string> => {
      const found = new Set<string>();
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) node.forEach(walk);
        else if (node !== null && typeof node === 'object') {
          for (const [key, value] of Object.entries(node)) {
            if (key === 'description' && typeof value === 'string') found.add(value);
            else walk(value);
          }
        }
      };
      if (schema) walk(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', cycles: 'ref' }));
      return found;
    };
    // A post field's few words of description live with its one declaration in the field catalogue
    // (post-fields.ts, the admin facet's `describe`), which the post routes carry: two short strings,
    // kept there on purpose rather than in a second, docs-only list of the fields.
    const catalogueWords = new Set(
      Object.values(postFields()).flatMap((field) => {
        const admin = (field as { admin?: unknown }).admin;
        return admin && typeof admin === 'object' && !Array.isArray(admin) && typeof (admin as { describe?: unknown }).describe === 'string' ? [(admin as { describe: string }).describe] : [];
      }),
    );
    const carried: string[] = [];
    let checked = 0;
    // Act
    for (const route of routes) {
      const schemas = await handlerSchemasOf(route);
      const requestOnes = new Set([schemas.params, schemas.query, schemas.body].flatMap((schema) => [...descriptions(schema)]));
      // Short ones ("Tag", "file name") are words any code may hold; longer ones are sentences only a schema says.
      const own = [...descriptions(schemas.response)].filter((text) => text.length >= 16 && !requestOnes.has(text) && !catalogueWords.has(text));
      const code = await readFile(bundles.find((bundle) => bundle.id === route.id)!.file!, 'utf8');
      checked += own.length;
      carried.push(...own.filter((text) => code.includes(text)).map((text) => `${route.id}: "${text}"`));
    }
    // Assess
    expect(carried).toEqual([]);
    expect(checked).toBeGreaterThan(routes.length);
  });

  test('no bundle writes a Unicode property escape in a regular expression literal (V8 resolves it when it compiles the file)', async () => {
    // Prepare: `\p{` with one backslash is a regular expression literal's; in a string it is written `\\p{`.
    const literal = /(?<!\\)\\p\{[^}]*\}/;
    // Act
    const carrying = await bundlesMatching(literal);
    // Assess: each such literal cost every cold start of its bundle 0.1-0.45 ms of CPU, run or not.
    expect(carrying).toEqual([]);
  });

  test("no bundle carries zod's bigint, date, time or duration kinds, which no schema builds (z.coerce and z.iso brought them)", async () => {
    // Prepare: a kind's classes are named in the bundle (`$constructor("$ZodBigInt", ...)`).
    const unused = /"\$Zod(BigInt|Date|ISODate|ISOTime|ISODuration)"/;
    // Act
    const carrying = await bundlesMatching(unused);
    // Assess: each kind is code compiled and two classes built at every cold start.
    expect(carrying).toEqual([]);
  });

  test('a route whose inputs are all parsed without zod carries no zod schema (post create, update and get, the id paths)', async () => {
    // Prepare: the routes whose every input is a parser of input-checks.ts
    const plain: string[] = [];
    for (const route of routes) {
      const { schemas } = ((await import(path.resolve(route.entry))) as { operation: { schemas: DocumentedSchemas } }).operation;
      if ([schemas.params, schemas.query, schemas.body].every((input) => input === undefined || !('_zod' in input))) plain.push(route.id);
    }
    // Act: zod's schema classes are named in a bundle that has them (`$constructor("$ZodType", ...)`)
    const carrying = (await bundlesMatching(/"\$ZodType"/)).filter((found) => plain.includes(found.slice(0, found.indexOf(':'))));
    // Assess: zod's code compiled and its first schemas built cost such a function about 9 ms of CPU at each cold start
    expect(plain).toEqual(expect.arrayContaining(['admin-cms-posts-create', 'admin-cms-posts-update', 'admin-cms-posts-get', 'admin-cms-tags-get']));
    expect(carrying).toEqual([]);
  });

  test('only the routes that take a body carry the JSON body parser (each entry hands in the middlewares its route runs)', () => {
    // Act
    const wrong = routes.flatMap((route) => {
      const carries = bundles.find((bundle) => bundle.id === route.id)!.packages.some((share) => share.name === '@middy/http-json-body-parser');
      return carries === takesBody(route) ? [] : [`${route.id} (${route.method}): ${carries ? 'carries' : 'lacks'} the body parser`];
    });
    // Assess
    expect(wrong).toEqual([]);
  });

  test('only post create and update carry the content parsers; no bundle carries postcss or linkify-it', () => {
    // Prepare
    const parsers = /^(markdown-it|htmlparser2|sanitize-html|entities)$/;
    // Act
    const carrying = bundles.filter((bundle) => bundle.packages.some((share) => parsers.test(share.name))).map((bundle) => bundle.id);
    const shimmed = bundles.flatMap((bundle) =>
      bundle.packages.filter((share) => share.name === 'postcss' || share.name === 'linkify-it').map((share) => `${bundle.id}: ${share.name}`),
    );
    // Assess
    expect(carrying.sort()).toEqual([...CONTENT_WRITERS].sort());
    expect(shimmed).toEqual([]);
  });

  test('the functions whose index.js requires the content pipeline are exactly those whose asset carries it', () => {
    // Act
    const requiring = bundles.filter((bundle) => bundle.requiresPipeline).map((bundle) => bundle.id);
    const carrying = bundles.filter((bundle) => bundle.pipelineBytes !== undefined).map((bundle) => bundle.id);
    // Assess
    expect(requiring.sort()).toEqual([...CONTENT_PIPELINE.functions].sort());
    expect(carrying.sort()).toEqual([...CONTENT_PIPELINE.functions].sort());
  });

  test('no background function requires the content pipeline (their bundling has no hook that would write it)', async () => {
    // Act
    const requiring: string[] = [];
    for (const entry of [MEDIA_PROCESSING_ENTRY, PUBLISH_POST_ENTRY, TABLE_STREAM_ENTRY, WEBHOOK_DELIVERY_ENTRY]) {
      const result = await build({ ...esbuildOptions(entry, path.join(outDir, 'background', `${path.basename(entry, '.ts')}.js`)), write: false, metafile: true, logLevel: 'silent' });
      if (Object.values(result.metafile.outputs)[0]!.imports.some((imported) => imported.path === CONTENT_PIPELINE.specifier)) requiring.push(entry);
    }
    // Assess
    expect(requiring).toEqual([]);
  });

  test('the content pipeline bundled with the stack options (postcss and linkify-it shimmed) still sanitizes', async () => {
    // Prepare: process-content.ts as a function's index.js, with content-pipeline.js beside it, as in the asset.
    const dir = path.join(outDir, 'process-content');
    const outfile = path.join(dir, 'index.js');
    await build(esbuildOptions('shared/domains/content/process-content.ts', outfile));
    await build(contentPipelineOptions(dir));
    const attack = '# T\n\n<p style="x:expression(alert(1))" onclick="alert(1)">a <a href="javascript:alert(1)" target="_blank">b</a> https://example.com</p>';
    const script = `const m = require(${JSON.stringify(outfile)}); process.stdout.write(m.processContent(${JSON.stringify(attack)}, { unfiltered: false }).content);`;
    // Act
    const output = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['-e', script], (error, stdout, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve(stdout))),
    );
    // Assess
    expect(output).toBe('<h1>T</h1>\n<p>a <a target="_blank" rel="noopener noreferrer">b</a> https://example.com</p>');
  });

  test('only the functions that sign or verify login tokens carry jose', () => {
    // Prepare: user routes (userEndpoint), the routes granted a token key (`jwt`: login and its second
    // step, refresh, the comment list that shows the caller's pending comments; `preview-key`: draft
    // previews, a JWT of their own key), the admin authorizer.
    const signers = new Set([
      ...routes.filter((route) => route.audience === 'client-user' || route.capabilities.some((can) => can === 'jwt' || can === 'preview-key')).map((route) => route.id),
      'authorizer-admin',
    ]);
    // Act
    const carrying = bundles.filter((bundle) => bundle.packages.some((share) => share.name === 'jose')).map((bundle) => bundle.id);
    // Assess
    expect(carrying.filter((id) => !signers.has(id))).toEqual([]);
    expect(carrying.length).toBeGreaterThan(0);
  });
});

describe('every deployed bundle, run once in its own Node process', () => {
  const invoke = (route: RouteDef, event: unknown) =>
    new Promise<{ statusCode: number; body: Record<string, any> }>((resolve, reject) => {
      const file = bundles.find((bundle) => bundle.id === route.id)!.file!;
      const env = {
        PATH: process.env.PATH ?? '',
        AWS_REGION: 'eu-west-1',
        TABLE_NAME: 'bundle-smoke',
        LOG_LEVEL: 'SILENT',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      };
      execFile(
        process.execPath,
        [path.join(__dirname, 'fixtures', 'invoke-bundle.js'), file, JSON.stringify(event)],
        { env },
        (error, stdout, stderr) => {
          if (error) return reject(new Error(`${route.id}: ${stderr || error.message}`));
          const result = JSON.parse(stdout) as { statusCode: number; body: string };
          resolve({ statusCode: result.statusCode, body: JSON.parse(result.body) as Record<string, any> });
        },
      );
    });
  const eventFor = (route: RouteDef, extra: { authorizer?: Record<string, unknown>; body?: unknown } = {}) =>
    apiEvent({
      method: route.method,
      path: route.path.replace(/\{[^}]+\}/g, '1'),
      pathParameters: Object.fromEntries([...route.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name, '1'])),
      ...extra,
    });

  test('answers a request without credentials with the 401 of its audience, in its envelope', async () => {
    // Act
    const answers = await mapLimit(routes, 2, async (route) => ({ route, answer: await invoke(route, eventFor(route)) }));
    // Assess
    const wrong = answers
      .filter(({ route, answer }) => {
        const code = route.audience === 'admin' ? 'authentication_required' : 'unauthorized';
        const envelopeOk = errorFormOf(route.path) === 'primary' ? answer.body.status === false : answer.body.status === undefined;
        return answer.statusCode !== 401 || answer.body.error?.code !== code || !envelopeOk;
      })
      .map(({ route, answer }) => `${route.id}: ${answer.statusCode} ${JSON.stringify(answer.body)}`);
    expect(wrong).toEqual([]);
  }, 300_000);

  test("validates a create body with its route's schema (the request schemas stay in the bundle)", async () => {
    // Prepare: admin create routes, a caller holding every permission, an empty body.
    const admins = routes.filter((route) => route.audience === 'admin' && route.method === 'POST' && route.id.endsWith('-create'));
    // Not those whose body may be empty (a draft preview: every field optional), which an empty body does not refuse.
    const creates: RouteDef[] = [];
    for (const route of admins) {
      const body = (await handlerSchemasOf(route)).body;
      if (!body || !z.safeParse(body, {}).success) creates.push(route);
    }
    const authorizer = { principalType: 'user', subjectId: '1', permissions: PERMISSIONS.join(',') };
    // Act
    const answers = await mapLimit(creates, 2, async (route) => ({
      route,
      answer: await invoke(route, eventFor(route, { authorizer, body: {} })),
    }));
    // Assess: refused before any table is read, with the spec's field messages.
    const wrong = answers
      .filter(
        ({ answer }) =>
          answer.statusCode !== 422 ||
          answer.body.error?.code !== 'validation_failed' ||
          Object.keys(answer.body.error?.errors ?? {}).length === 0,
      )
      .map(({ route, answer }) => `${route.id}: ${answer.statusCode} ${JSON.stringify(answer.body)}`);
    expect(creates.length).toBeGreaterThanOrEqual(5);
    expect(wrong).toEqual([]);
  }, 60_000);
});

describe('a bundled function', () => {
  const runBundle = async (file: string, env: Record<string, string>) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [file], { env: { PATH: process.env.PATH ?? '', ...env } }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  test('reads DynamoDB with the credentials in its environment, and refuses to run without them', async () => {
    // Prepare
    const file = path.join(outDir, 'table-probe', 'index.js');
    await build({ ...esbuildOptions(path.join(__dirname, 'fixtures', 'table-probe.ts'), file), logLevel: 'silent' });
    const env = {
      AWS_REGION: 'local',
      TABLE_NAME: table.name,
      PROBE_ENDPOINT: process.env.DYNAMODB_ENDPOINT!,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      HOME: outDir,
    };
    // Act
    const withCredentials = await runBundle(file, {
      ...env,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_SESSION_TOKEN: 'token',
    });
    const without = await runBundle(file, env);
    // Assess
    expect(withCredentials).toMatchObject({ code: 0, stdout: JSON.stringify({ table: table.name }) });
    expect(without.code).not.toBe(0);
    expect(without.stderr).toContain('AWS credentials are missing from the environment');
  });
});
