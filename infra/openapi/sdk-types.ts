/**
 * The SDK's types (`sdk/src/schema.ts`), generated from the document by openapi-typescript as an app
 * team would generate them: `npm run openapi` writes them beside `openapi.json`, and
 * test/contract/sdk-types.test.ts fails when the committed file differs.
 */
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenApiDocument } from './document';

export const SDK_TYPES_FILE = path.resolve(__dirname, '..', '..', 'sdk', 'src', 'schema.ts');

const HEADER = [
  '/**',
  ' * Generated from openapi.json by openapi-typescript (npm run openapi). Do not edit: change the',
  ' * route table or the handlers\' schemas and regenerate.',
  ' */',
  '',
].join('\n');

export async function sdkTypesOf(document: OpenApiDocument): Promise<string> {
  // A copy: the generator annotates the document it reads.
  const nodes = await openapiTS(JSON.parse(JSON.stringify(document)) as Parameters<typeof openapiTS>[0]);
  return `${HEADER}${astToString(nodes)}`;
}
