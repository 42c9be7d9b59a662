/**
 * Checked the way an outsider checks it: types generated from the committed `openapi.json` with
 * openapi-typescript, then programs written against them with openapi-fetch, compiled with
 * `--strict`. The everyday program (outsider/everyday.mts) compiles with no error; in the program of
 * mistakes (outsider/mistakes.mts) every marked line is a type error of its own.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { typesOf } from '#infra/openapi/sdk-types';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
// Inside the repository, so that `openapi-fetch` resolves from its node_modules.
const WORK = path.join(ROOT, 'node_modules', '.cache', `outsider-${process.pid}`);
const MARK = '// @ts-expect-error';

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  skipLibCheck: true,
};

/** Diagnostics of one program file, as `line: message` (1-based lines). */
function diagnosticsOf(file: string): { line: number; text: string }[] {
  const program = ts.createProgram([file], OPTIONS);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === file || !diagnostic.file)
    .map((diagnostic) => ({
      line: diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0,
      text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    }));
}

beforeAll(() => {
  mkdirSync(WORK, { recursive: true });
  writeFileSync(path.join(WORK, 'package.json'), JSON.stringify({ type: 'module' }));
  // The openapi-typescript command over the committed document, as an app team runs it.
  writeFileSync(path.join(WORK, 'schema.ts'), typesOf(readFileSync(path.join(ROOT, 'openapi.json'), 'utf8')));
  for (const name of ['everyday.mts', 'mistakes.mts']) copyFileSync(path.join(__dirname, 'outsider', name), path.join(WORK, name));
}, 120_000);

afterAll(() => {
  rmSync(WORK, { recursive: true, force: true });
});

describe('types generated from openapi.json', () => {
  test('compile an everyday client program with --strict and no error', () => {
    // Act
    const diagnostics = diagnosticsOf(path.join(WORK, 'everyday.mts'));

    // Assess
    expect(diagnostics).toEqual([]);
  });

  test('make each everyday mistake a type error', () => {
    // Prepare: the same program without its directives, and the lines they mark
    const source = readFileSync(path.join(WORK, 'mistakes.mts'), 'utf8').split('\n');
    const marked = source.flatMap((line, index) => (line.trim() === MARK ? [index + 1] : []));
    const bare = path.join(WORK, 'mistakes-bare.mts');
    // Blank lines keep the numbering: a mistake marked on line n sits on line n + 1.
    writeFileSync(bare, source.map((line) => (line.trim() === MARK ? '' : line)).join('\n'));

    // Act
    const withDirectives = diagnosticsOf(path.join(WORK, 'mistakes.mts'));
    const withoutDirectives = diagnosticsOf(bare);

    // Assess: no unused directive, and every marked line fails on its own
    expect(marked.length).toBeGreaterThanOrEqual(8);
    expect(withDirectives).toEqual([]);
    const failing = new Set(withoutDirectives.map((diagnostic) => diagnostic.line));
    expect(marked.filter((line) => !failing.has(line + 1))).toEqual([]);
  });
});
