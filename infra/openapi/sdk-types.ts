/**
 * The SDK's types (`sdk/src/schema.ts`), generated from the document by the openapi-typescript
 * command, as an app team would generate them: `npm run openapi` writes them beside `openapi.json`,
 * and test/contract/sdk-types.test.ts fails when the committed file differs. (The command rather
 * than its module: the module loads ESM-only dependencies that Jest's CommonJS runtime cannot.)
 *
 * The narrowed twins of items `field_sets`/`excludes` may narrow (`x-narrowed`, examples.ts) are left
 * out first: the document needs them so that a validating proxy accepts narrowed answers, but in
 * TypeScript they would make every field of every such item optional (or, through openapi-fetch's
 * mapped types, unreadable); a program that asks for some fields narrows the item type itself, as
 * the SDK's `fields` option does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NARROWED_MARK } from './examples';
import type { JsonSchema } from './json-schema';

export const SDK_TYPES_FILE = path.resolve(__dirname, '..', '..', 'sdk', 'src', 'schema.ts');
const CLI = path.join(path.dirname(require.resolve('openapi-typescript/package.json')), 'bin', 'cli.js');

/** The document without the narrowed twins: every `anyOf` that holds one keeps the other members. */
export function withoutNarrowedTwins(documentJson: string): string {
  const document = JSON.parse(documentJson) as JsonSchema;
  const schemas = ((document.components as JsonSchema | undefined)?.schemas ?? {}) as Record<string, JsonSchema>;
  const isTwin = (member: JsonSchema): boolean => {
    const ref = typeof member.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(member.$ref)?.[1] : undefined;
    return (ref ? schemas[ref] : member)?.[NARROWED_MARK] === true;
  };
  const fold = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fold);
    if (!value || typeof value !== 'object') return value;
    const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fold(child)])) as JsonSchema;
    const members = node.anyOf as JsonSchema[] | undefined;
    if (!Array.isArray(members) || !members.some(isTwin)) return node;
    const kept = members.filter((member) => !isTwin(member));
    const { anyOf: _members, ...rest } = node;
    return kept.length === 1 && Object.keys(rest).length === 0 ? kept[0] : { ...rest, anyOf: kept };
  };
  const folded = fold(document) as JsonSchema;
  for (const [name, schema] of Object.entries(schemas)) if (schema[NARROWED_MARK] === true) delete ((folded.components as JsonSchema).schemas as Record<string, JsonSchema>)[name];
  return JSON.stringify(folded, null, 2);
}

/** TypeScript types of an OpenAPI document given as JSON text (its narrowed twins left out). */
export function typesOf(documentJson: string): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'openapi-types-'));
  try {
    const input = path.join(directory, 'openapi.json');
    writeFileSync(input, withoutNarrowedTwins(documentJson));
    return execFileSync(process.execPath, [CLI, input], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
