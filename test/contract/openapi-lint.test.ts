/**
 * `openapi.json` passes the two linters readers' tools are built on, with no warning and no error:
 * Redocly's recommended rules and Spectral's `spectral:oas` (.spectral.yaml). The commands are read
 * from docs/recipes.md (its block marked as held by this file) and run as written from the repository
 * root; both work offline.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { commandsHeldBy } from '#test/support/doc-commands';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
const COMMANDS = commandsHeldBy('test/contract/openapi-lint.test.ts');
const REDOCLY = COMMANDS.find((command) => command.startsWith('npx redocly lint '));
const SPECTRAL = COMMANDS.find((command) => command.startsWith('npx spectral lint '));
/** No telemetry or update check from Redocly (they would reach for the network). */
const QUIET = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

async function lint(command: string): Promise<{ code: number; output: string }> {
  const [file, ...args] = command.split(' ');
  try {
    const { stdout, stderr } = await run(file!, args, { cwd: ROOT, env: QUIET, maxBuffer: 32 * 1024 * 1024 });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('openapi.json lints clean', () => {
  test('docs/recipes.md shows both commands', () => {
    expect({ REDOCLY, SPECTRAL }).toEqual({ REDOCLY: expect.stringContaining('openapi.json'), SPECTRAL: expect.stringContaining('openapi.json') });
  });

  test('redocly lint --extends=recommended: no error, no warning', async () => {
    // Act
    const { code, output } = await lint(REDOCLY!);
    // Assess
    expect(output).toContain('Your API description is valid');
    expect(output).not.toMatch(/You have \d+ warnings?/);
    expect(code).toBe(0);
  }, 180_000);

  test('spectral lint (spectral:oas): no error, no warning', async () => {
    // Act
    const { code, output } = await lint(SPECTRAL!);
    // Assess
    expect(output).toContain('No results with a severity of \'error\' found!');
    expect(output).not.toMatch(/\d+ problems?/);
    expect(code).toBe(0);
  }, 180_000);
});
