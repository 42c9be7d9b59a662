/**
 * `npm run openapi`: writes `openapi.json` at the repository root from the route table and the
 * handlers' schemas, the SDK's types generated from it (`sdk/src/schema.ts`), and the README's
 * permissions matrix.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, serializeDocument } from './document';
import { SDK_TYPES_FILE, typesOf } from './sdk-types';
import { withPermissionsMatrix } from '#platform/auth/permissions-matrix';

export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', 'openapi.json');
const README_FILE = path.resolve(__dirname, '..', '..', 'README.md');

async function main(): Promise<void> {
  const { document } = await buildOpenApiDocument();
  const text = serializeDocument(document);
  writeFileSync(OPENAPI_FILE, text);
  writeFileSync(SDK_TYPES_FILE, typesOf(text));
  // The README's permissions matrix comes from the same code as the document's x-permissions-matrix.
  writeFileSync(README_FILE, withPermissionsMatrix(readFileSync(README_FILE, 'utf8')));
  const operations = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
  process.stdout.write(`openapi.json: ${operations} operations, ${Object.keys(document.components.schemas).length} schemas\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
