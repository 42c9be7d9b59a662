/**
 * Post create and update carry the content parsers (markdown-it, htmlparser2, entities, the sanitizer)
 * but must neither run nor compile them at cold start: shared/domains/content/load-pipeline.ts `require`s them
 * on the first write that sends content, from `content-pipeline.js`, the second file of those
 * functions' asset (infra/stack/bundling.ts). This bundles both files (the stack's options, unminified
 * so that esbuild's `// path` comments say where each module sits), checks that `index.js` holds none
 * of the parser modules and the second file all of them, and loads `index.js` in a child process
 * under V8's block coverage to check that no line of those modules ran. The coverage check itself is
 * shown to fail on a bundle that imports markdown-it at module scope. The same check holds jose lazy in
 * the client post route, which verifies a draft-preview token only when a request sends one.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { CONTENT_PIPELINE, contentPipelineOptions, esbuildOptions } from '#infra/stack/bundling';
import { lambdaEntryOf } from '#infra/stack/lambda-entries';
import { routes } from '#platform/routes/index';

/** Modules whose code must not run at load: the parser packages and the project's own parser modules. */
const PARSER_CODE = /^(node_modules\/(markdown-it|mdurl|uc\.micro|punycode\.js|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|parse-srcset|is-plain-object|escape-string-regexp|deepmerge)\/|shared\/domains\/content\/(markdown|sanitize|analyse-html)\.ts$)/;

/**
 * Lines that run at load whether or not the module does: esbuild's lazy wrapper around it being
 * defined (`var require_x = __commonJS({`, `init_x = __esm({`) and closed, the hoisted declarations
 * of its variables (`var a, b;`), its namespace object (`var x_exports = {}; __export(x_exports, {
 * name: () => name })`), blank lines.
 */
const WRAPPER_LINE = new RegExp(
  [
    /^\s*$/,
    /^(var |\s+)\S.*= __(commonJS|esm)\(\{$/,
    /^[\s});,]*$/,
    /^var [\w$, ]+;$/,
    /^var [\w$]+_exports\d* = \{\};$/,
    /^__export\([\w$]+, \{$/,
    /^\s+[\w$"]+: \(\) => [\w$]+,?$/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);

interface Range {
  startOffset: number;
  endOffset: number;
  count: number;
}

let outDir: string;
beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'cms-lazy-parsers-'));
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

/** The parser modules (by esbuild's path comment) in an unminified bundle. */
const parserModulesIn = (source: string): string[] => [...source.matchAll(/^\/\/ (\S+)$/gm)].map((match) => match[1]!).filter((module) => PARSER_CODE.test(module));

/**
 * Bundles `entry` (with the content pipeline beside it, as the stack's afterBundling hook does) and
 * returns the modules (by esbuild's path comment) any of whose lines ran while `index.js` was loaded.
 */
async function modulesRunAtLoad(
  entry: string,
  name: string,
  watched: RegExp = PARSER_CODE,
): Promise<{ ran: string[]; parserModules: number; pipelineParserModules: number; source: string }> {
  const outfile = path.join(outDir, name, 'index.js');
  await build({ ...esbuildOptions(path.resolve(entry), outfile), minify: false, logLevel: 'silent' });
  await build({ ...contentPipelineOptions(path.dirname(outfile)), minify: false, logLevel: 'silent' });
  const pipelineSource = await readFile(path.join(path.dirname(outfile), CONTENT_PIPELINE.outputFile), 'utf8');
  const script = [
    "const inspector = require('node:inspector');",
    'const session = new inspector.Session(); session.connect();',
    "const post = (method, params) => new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));",
    '(async () => {',
    "  await post('Profiler.enable'); await post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });",
    `  require(${JSON.stringify(outfile)});`,
    "  const { result } = await post('Profiler.takePreciseCoverage');",
    `  const own = result.find((script) => script.url.endsWith(${JSON.stringify(`/${name}/index.js`)}));`,
    '  process.stdout.write(JSON.stringify(own.functions.flatMap((fn) => fn.ranges)));',
    '})();',
  ].join('\n');
  const env = { PATH: process.env.PATH, AWS_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x', TABLE_NAME: 'cms', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, ['-e', script], { env, maxBuffer: 64 * 1024 * 1024 }, (error, out, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve(out))),
  );
  const ranges = (JSON.parse(stdout) as Range[]).sort((a, b) => a.endOffset - a.startOffset - (b.endOffset - b.startOffset));
  // The count of an offset is that of the smallest range around it (block coverage nests ranges). A
  // line is judged by its last character: a function declaration's range starts after its name, so
  // the `{` that ends `function f(a) {` is inside it, and the end of a statement is where it ran.
  const countAt = (offset: number) => ranges.find((range) => range.startOffset <= offset && offset < range.endOffset)?.count ?? 0;

  const source = await readFile(outfile, 'utf8');
  // A module that ran, with the first of its lines that did.
  const ran = new Map<string, string>();
  let module = '';
  let parserModules = 0;
  let offset = 0;
  for (const line of source.split('\n')) {
    const comment = /^\/\/ (\S+)$/.exec(line);
    if (comment) {
      module = comment[1]!;
      if (watched.test(module)) parserModules++;
    } else if (watched.test(module) && !WRAPPER_LINE.test(line) && countAt(offset + line.trimEnd().length - 1) > 0) {
      if (!ran.has(module)) ran.set(module, `${module}: ${line.trim().slice(0, 80)}`);
    }
    offset += line.length + 1;
  }
  return { ran: [...ran.values()].sort(), parserModules, pipelineParserModules: parserModulesIn(pipelineSource).length, source };
}

describe('content parsers at cold start', () => {
  test.each([...CONTENT_PIPELINE.functions])('the %s index.js holds none of the parsers, content-pipeline.js all, and loading it runs none', async (id) => {
    // Prepare
    const route = routes.find((candidate) => candidate.id === id)!;
    // Act
    const { ran, parserModules, pipelineParserModules, source } = await modulesRunAtLoad(lambdaEntryOf(route), id);
    // Assess
    expect(parserModules).toBe(0);
    expect(source).toContain(`require(${JSON.stringify(CONTENT_PIPELINE.specifier)})`);
    expect(pipelineParserModules).toBeGreaterThan(20);
    expect(ran).toEqual([]);
  }, 60_000);

  test('the client post route carries jose for draft previews but runs none of it at load', async () => {
    // Prepare: jose checks a `preview=` token, which few requests send (preview-tokens.ts imports it on use)
    const route = routes.find((candidate) => candidate.id === 'client-cms-posts-get')!;
    // Act
    const { ran, parserModules } = await modulesRunAtLoad(lambdaEntryOf(route), route.id, /^node_modules\/jose\//);
    // Assess
    expect(parserModules).toBeGreaterThan(5);
    // What the verify and sign subpaths need (30 modules): a dynamic import('jose') is not tree-shaken and bundles all 83.
    expect(parserModules).toBeLessThan(40);
    expect(ran).toEqual([]);
  }, 60_000);

  test('the check sees parser code that runs at load (markdown-it imported at module scope)', async () => {
    // Prepare
    const entry = path.join(outDir, 'eager.ts');
    await writeFile(entry, `import { renderMarkdown } from ${JSON.stringify(path.resolve('shared/domains/content/markdown'))};\nexport const handler = renderMarkdown;\n`);
    // Act
    const { ran } = await modulesRunAtLoad(entry, 'eager');
    // Assess
    expect(ran.filter((module) => module.startsWith('node_modules/markdown-it/')).length).toBeGreaterThan(0);
  }, 60_000);
});
