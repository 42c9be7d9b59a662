/**
 * `npm run openapi`: writes `openapi.json` at the repository root from the route table and the
 * handlers' schemas, the SDK's types generated from it (`sdk/src/schema.ts`), and the permissions
 * matrix of docs/security.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, serializeDocument } from './document';
import { SDK_TYPES_FILE, typesOf } from './sdk-types';
import { PERMISSIONS_MATRIX_PAGE, withPermissionsMatrix } from '#platform/auth/permissions-matrix';

export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', 'openapi.json');
const MATRIX_FILE = path.resolve(__dirname, '..', '..', PERMISSIONS_MATRIX_PAGE);

async function main(): Promise<void> {
  const { document } = await buildOpenApiDocument();
  const text = serializeDocument(document);
  writeFileSync(OPENAPI_FILE, text);
  writeFileSync(SDK_TYPES_FILE, typesOf(text));
  // The page's permissions matrix comes from the same code as the document's x-permissions-matrix.
  writeFileSync(MATRIX_FILE, withPermissionsMatrix(readFileSync(MATRIX_FILE, 'utf8')));
  const operations = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
  process.stdout.write(`openapi.json: ${operations} operations, ${Object.keys(document.components.schemas).length} schemas\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
