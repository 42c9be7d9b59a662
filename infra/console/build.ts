/**
 * Builds the admin console (console/src) with esbuild into a handful of static files: `index.html`,
 * the entry script, the lazily loaded chunks (the preview's content pipeline) and one style sheet,
 * names hashed so CloudFront and browsers may cache them for good. `npm start` builds in memory on
 * the first request of /admin (infra/console/serve.ts); the stack writes the same files to a folder
 * for its bucket deployment (infra/stack/console-hosting.ts); the bench measures them.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { build, buildSync, type BuildOptions, type BuildResult, type Metafile, type OutputFile } from 'esbuild';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const CONSOLE_ENTRY = path.join(REPO_ROOT, 'console', 'src', 'main.tsx');

export interface ConsoleFile {
  /** Relative to the console's root, e.g. `main-AB12CD.js`. */
  name: string;
  contentType: string;
  body: Buffer;
  /** Hashed names never change content: cache them for a year. */
  immutable: boolean;
}

export interface ConsoleBuild {
  files: ConsoleFile[];
  /** The scripts `index.html` loads before the first screen (the entry and what it imports statically). */
  initialScripts: string[];
  metafile: Metafile;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

function indexHtml(script: string, preloads: string[], styles: string[], hash: string): string {
  return [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<meta name="generator" content="cms-console ${hash}">`,
    '<title>CMS console</title>',
    // No favicon request (and no 404 in the console's log).
    '<link rel="icon" href="data:,">',
    ...styles.map((style) => `<link rel="stylesheet" href="./${style}">`),
    `<script type="module" src="./${script}"></script>`,
    // The chunks the entry imports, fetched beside it instead of after it.
    ...preloads.map((chunk) => `<link rel="modulepreload" href="./${chunk}">`),
    '</head>',
    '<body>',
    '<div id="app"></div>',
    '<noscript>The CMS console needs JavaScript.</noscript>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

const OPTIONS = {
  entryPoints: [CONSOLE_ENTRY],
  absWorkingDir: REPO_ROOT,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox113', 'safari16'],
  minify: true,
  write: false,
  metafile: true,
  outdir: 'console-out',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  tsconfig: path.join(REPO_ROOT, 'console', 'tsconfig.json'),
  define: { 'process.env.NODE_ENV': '"production"' },
  // The preview's sanitizer never parses a style attribute and markdown-it never linkifies: the
  // same shims as the Lambda bundles (infra/stack/bundling.ts) leave postcss and linkify-it out.
  alias: {
    postcss: './infra/stack/lambda-shims/no-postcss.ts',
    'linkify-it': './infra/stack/lambda-shims/no-linkify.ts',
  },
  legalComments: 'none',
  logLevel: 'silent',
} satisfies BuildOptions;

function consoleFiles(result: BuildResult<typeof OPTIONS> & { outputFiles: OutputFile[] }): ConsoleBuild {
  const outdir = path.join(REPO_ROOT, 'console-out');
  const relative = (file: string) => path.relative('console-out', file).split(path.sep).join('/');
  const files: ConsoleFile[] = result.outputFiles.map((file) => {
    const name = path.relative(outdir, file.path).split(path.sep).join('/');
    return { name, contentType: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream', body: Buffer.from(file.contents), immutable: true };
  });
  const entryOutput = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === path.relative(REPO_ROOT, CONSOLE_ENTRY));
  if (!entryOutput) throw new Error('esbuild produced no output for the console entry');
  const [entryPath, entry] = entryOutput;
  const script = relative(entryPath);
  const styles = entry.cssBundle ? [relative(entry.cssBundle)] : [];
  const initialScripts = [script, ...entry.imports.filter((imported) => imported.kind === 'import-statement').map((imported) => relative(imported.path))];
  const hash = createHash('sha256')
    .update(files.map((file) => file.name).join('\n'))
    .digest('hex')
    .slice(0, 12);
  files.push({ name: 'index.html', contentType: CONTENT_TYPES['.html']!, body: Buffer.from(indexHtml(script, initialScripts.slice(1), styles, hash)), immutable: false });
  return { files, initialScripts, metafile: result.metafile };
}

export async function buildConsole(): Promise<ConsoleBuild> {
  return consoleFiles(await build(OPTIONS));
}

/**
 * The same build, synchronously (a CDK app is built synchronously), written under `folder` (emptied
 * first): the hashed files in `assets/`, `index.html` in `entry/` (deployed with other cache headers).
 */
export function writeConsoleBuild(folder: string): { assets: string; entry: string; build: ConsoleBuild } {
  const built = consoleFiles(buildSync(OPTIONS));
  const assets = path.join(folder, 'assets');
  const entry = path.join(folder, 'entry');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(assets, { recursive: true });
  mkdirSync(entry, { recursive: true });
  for (const file of built.files) writeFileSync(path.join(file.immutable ? assets : entry, file.name), file.body);
  return { assets, entry, build: built };
}
