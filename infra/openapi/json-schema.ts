/**
 * zod 4 schemas as OpenAPI 3.1 schemas (JSON Schema draft 2020-12), through zod's own
 * `z.toJSONSchema`. Requests are described as the client sends them (`io: 'input'`), responses as
 * the service produces them (`io: 'output'`). Named or recursive schemas come back as `$defs`: they
 * are hoisted into `components.schemas` so that every `$ref` resolves inside the document.
 */
import * as z from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

export type SchemaIo = 'input' | 'output';

/** zod's own names for definitions it had to make (a recursive schema without an id). */
const GENERATED_NAME = /^__schema\d+$/;

/** Collects the definitions hoisted out of converted schemas (they become `components.schemas`). */
export class SchemaDefinitions {
  readonly schemas: Record<string, JsonSchema> = {};

  /** A free component name for a definition zod made without an id, reserved at once. */
  private freshName(hint: string): string {
    const base = pascal(hint) || 'Schema';
    for (let suffix = 1; ; suffix++) {
      const candidate = suffix === 1 ? base : `${base}${suffix}`;
      if (!this.schemas[candidate]) {
        this.schemas[candidate] = {};
        return candidate;
      }
    }
  }

  /** A named schema converts the same wherever it is used; two different bodies under one id are a mistake to fix at the source. */
  private store(name: string, body: JsonSchema, isId: boolean): void {
    const existing = this.schemas[name];
    if (isId && existing && JSON.stringify(existing) !== JSON.stringify(body)) {
      throw new Error(`Two different schemas carry the id ${name} (or one converts differently in requests and answers): give one another id (shared/platform/described.ts named()).`);
    }
    this.schemas[name] = body;
  }

  /**
   * `hint` names the definitions zod had to make for a recursive schema without an id; every other
   * component is named by its schema's zod `id` (shared/platform/described.ts `named`), never by a description.
   */
  convert(schema: z.ZodMiniType, io: SchemaIo, hint = 'Schema'): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
    delete converted.$schema;
    const defs = (converted.$defs ?? {}) as Record<string, JsonSchema>;
    delete converted.$defs;
    const selfReferent = JSON.stringify(converted).includes('"$ref":"#"');
    if (Object.keys(defs).length === 0 && !selfReferent) return converted;
    // `#/$defs/X` and `#` point into the converted schema's root: after hoisting they are components.
    const renamed = new Map<string, string>();
    for (const name of Object.keys(defs)) {
      renamed.set(name, GENERATED_NAME.test(name) ? this.freshName(`${hint} ${name.replace(/^_+/, '')}`) : name);
    }
    const rootName = selfReferent ? this.freshName(hint) : undefined;
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      const out: JsonSchema = {};
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') {
          const match = /^#\/\$defs\/(.+)$/.exec(child);
          out[key] =
            child === '#'
              ? `#/components/schemas/${rootName}`
              : match
                ? `#/components/schemas/${renamed.get(match[1]!) ?? match[1]}`
                : child;
        } else {
          out[key] = rewrite(child);
        }
      }
      return out;
    };
    for (const [name, body] of Object.entries(defs)) this.store(renamed.get(name)!, rewrite(body) as JsonSchema, !GENERATED_NAME.test(name));
    if (rootName) {
      this.schemas[rootName] = rewrite(converted) as JsonSchema;
      return { $ref: `#/components/schemas/${rootName}` };
    }
    return rewrite(converted) as JsonSchema;
  }
}

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/** The members of a schema's `anyOf`/`oneOf`, or the schema itself. */
export function alternativesOf(schema: JsonSchema): JsonSchema[] {
  const list = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return Array.isArray(list) ? list : [schema];
}

export function allowsArray(schema: JsonSchema): boolean {
  return alternativesOf(schema).some((member) => member.type === 'array');
}

export function allowsScalar(schema: JsonSchema): boolean {
  return alternativesOf(schema).some((member) => member.type !== 'array');
}
