/**
 * The SDK's types (`sdk/src/schema.ts`), generated from the document by the openapi-typescript
 * command, as an app team would generate them: `npm run openapi` writes them beside `openapi.json`,
 * and test/contract/sdk-types.test.ts fails when the committed file differs. (The command rather
 * than its module: the module loads ESM-only dependencies that Jest's CommonJS runtime cannot.)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SDK_TYPES_FILE = path.resolve(__dirname, '..', '..', 'sdk', 'src', 'schema.ts');
const CLI = path.join(path.dirname(require.resolve('openapi-typescript/package.json')), 'bin', 'cli.js');

/** TypeScript types of an OpenAPI document given as JSON text. */
export function typesOf(documentJson: string): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'openapi-types-'));
  try {
    const input = path.join(directory, 'openapi.json');
    writeFileSync(input, documentJson);
    return execFileSync(process.execPath, [CLI, input], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
