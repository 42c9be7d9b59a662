/**
 * The SDK stays true to the code: its generated types are what `npm run openapi` writes now, its
 * sources and the static-site example compile with `--strict`, and misuse through it is a type error
 * (field selection narrows items, bodies refuse fields the API refuses).
 */
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { buildOpenApiDocument, serializeDocument } from '#infra/openapi/document';
import { SDK_TYPES_FILE, typesOf } from '#infra/openapi/sdk-types';

const ROOT = path.resolve(__dirname, '../..');
const MARK = '// @ts-expect-error';

function diagnosticsOf(program: ts.Program, only?: string): { file: string; line: number; text: string }[] {
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => !only || diagnostic.file?.fileName === only)
    .map((diagnostic) => ({
      file: diagnostic.file ? path.relative(ROOT, diagnostic.file.fileName) : '',
      line: diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0,
      text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    }));
}

function configOf(tsconfig: string): ts.ParsedCommandLine {
  const read = ts.readConfigFile(tsconfig, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfig));
}

describe('the SDK', () => {
  test('sdk/src/schema.ts is what npm run openapi generates now', async () => {
    // Prepare
    const { document } = await buildOpenApiDocument();

    // Act
    const generated = typesOf(serializeDocument(document));

    // Assess
    expect(readFileSync(SDK_TYPES_FILE, 'utf8') === generated).toBe(true);
  }, 120_000);

  test('its sources and the static-site example compile with --strict and no error', () => {
    // Prepare
    const config = configOf(path.join(ROOT, 'sdk', 'examples', 'tsconfig.json'));

    // Act
    const program = ts.createProgram(config.fileNames, { ...config.options, noEmit: true });

    // Assess
    expect(config.options.strict).toBe(true);
    expect(config.fileNames.map((file) => path.relative(ROOT, file))).toEqual(expect.arrayContaining(['sdk/examples/build-static-site.ts', 'sdk/src/index.ts']));
    expect(diagnosticsOf(program)).toEqual([]);
  }, 120_000);

  test('makes each mistake made through it a type error', () => {
    // Prepare: the program, and a copy without its directives (same line numbers)
    const config = configOf(path.join(ROOT, 'sdk', 'tsconfig.json'));
    const file = path.join(__dirname, 'outsider', 'sdk-mistakes.mts');
    const source = readFileSync(file, 'utf8').split('\n');
    const marked = source.flatMap((line, index) => (line.trim() === MARK ? [index + 1] : []));
    const work = path.join(__dirname, 'outsider', `.bare-${process.pid}`);
    mkdirSync(work, { recursive: true });
    const bare = path.join(work, 'sdk-mistakes.mts');
    writeFileSync(bare, source.map((line) => (line.trim() === MARK ? '' : line.replace('../../../sdk/', '../../../../sdk/'))).join('\n'));
    const options = { ...config.options, noEmit: true, rootDir: ROOT };

    try {
      // Act
      const withDirectives = diagnosticsOf(ts.createProgram([file], options), file);
      const withoutDirectives = diagnosticsOf(ts.createProgram([bare], options), bare);

      // Assess
      expect(marked.length).toBeGreaterThanOrEqual(7);
      expect(withDirectives).toEqual([]);
      const failing = new Set(withoutDirectives.map((diagnostic) => diagnostic.line));
      expect(marked.filter((line) => !failing.has(line + 1))).toEqual([]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
