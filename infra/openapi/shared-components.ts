/**
 * The answers and parameters the document states once (`components.responses`,
 * `components.parameters`) and operations refer to by `$ref`. A name stands for one text: the same
 * name with another body is a mistake in the generator (two meanings sharing a name), so it throws.
 */
import type { JsonSchema } from './json-schema';

export type SharedKind = 'responses' | 'parameters';

export class SharedComponents {
  readonly responses: Record<string, JsonSchema> = {};
  readonly parameters: Record<string, JsonSchema> = {};

  /** Records `body` under `name` and answers the `$ref` that stands for it. */
  refer(kind: SharedKind, name: string, body: JsonSchema): JsonSchema {
    const existing = this[kind][name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(body)) {
      throw new Error(`components.${kind}.${name} would hold two different texts:\n${JSON.stringify(existing)}\n${JSON.stringify(body)}`);
    }
    this[kind][name] = body;
    return { $ref: `#/components/${kind}/${name}` };
  }
}

const sorted = (record: Record<string, JsonSchema>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

export function sharedComponentsOf(shared: SharedComponents): { responses: Record<string, JsonSchema>; parameters: Record<string, JsonSchema> } {
  return { responses: sorted(shared.responses), parameters: sorted(shared.parameters) };
}

/** Follows `$ref`s inside the document (responses, parameters, schemas, headers) to what they name. */
export function resolveRef<T = JsonSchema>(document: JsonSchema, value: T): T {
  let current = value as unknown;
  for (let hops = 0; current && typeof current === 'object' && typeof (current as JsonSchema).$ref === 'string' && hops < 10; hops++) {
    let target: unknown = document;
    for (const part of ((current as JsonSchema).$ref as string).replace(/^#\//, '').split('/')) {
      target = (target as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    current = target;
  }
  return current as T;
}
