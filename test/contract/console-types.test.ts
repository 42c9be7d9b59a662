/**
 * The admin console (console/src) type-checks against the SDK types generated from `openapi.json`:
 * an API change the console does not follow fails here (CI runs `npm test`; the root `tsc` run does
 * not see the console, which is browser code with its own tsconfig).
 */
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

describe('the admin console', () => {
  test('compiles with --strict and no error against the generated API types', () => {
    // Prepare
    const tsconfig = path.join(ROOT, 'console', 'tsconfig.json');
    const read = ts.readConfigFile(tsconfig, (file) => ts.sys.readFile(file));
    const config = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfig));

    // Act
    const program = ts.createProgram(config.fileNames, { ...config.options, noEmit: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
      return `${diagnostic.file ? path.relative(ROOT, diagnostic.file.fileName) : ''}:${where ? where.line + 1 : 0} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });

    // Assess
    expect(config.options.strict).toBe(true);
    expect(program.getSourceFiles().map((file) => path.relative(ROOT, file.fileName))).toEqual(expect.arrayContaining(['sdk/src/schema.ts', 'console/src/screens/posts.tsx']));
    expect(diagnostics).toEqual([]);
  }, 120_000);

  test('fails to compile when the API changes under it', () => {
    // Prepare: the console against a schema whose post list answers no `result`
    const tsconfig = path.join(ROOT, 'console', 'tsconfig.json');
    const read = ts.readConfigFile(tsconfig, (file) => ts.sys.readFile(file));
    const config = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfig));
    const schemaFile = path.join(ROOT, 'sdk', 'src', 'schema.ts');
    const host = ts.createCompilerHost(config.options);
    const readFile = host.readFile.bind(host);
    host.readFile = (file) => {
      const text = readFile(file);
      if (path.resolve(file) !== schemaFile || text === undefined) return text;
      return text.replace('result: components["schemas"]["AdminPost"][];', 'items: components["schemas"]["AdminPost"][];');
    };

    // Act
    const program = ts.createProgram(config.fileNames, { ...config.options, noEmit: true }, host);
    const failing = ts.getPreEmitDiagnostics(program).map((diagnostic) => (diagnostic.file ? path.relative(ROOT, diagnostic.file.fileName) : ''));

    // Assess
    expect(failing).toContain('console/src/screens/posts.tsx');
  }, 120_000);
});
