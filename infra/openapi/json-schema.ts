/**
 * zod 4 schemas as OpenAPI 3.1 schemas (JSON Schema draft 2020-12), through zod's own
 * `z.toJSONSchema`. Requests are described as the client sends them (`io: 'input'`), responses as
 * the service produces them (`io: 'output'`). Named or recursive schemas come back as `$defs`: they
 * are hoisted into `components.schemas` so that every `$ref` resolves inside the document.
 */
import * as z from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

export type SchemaIo = 'input' | 'output';

/** Collects the definitions hoisted out of converted schemas (they become `components.schemas`). */
export class SchemaDefinitions {
  readonly schemas: Record<string, JsonSchema> = {};

  /** An existing definition with the same body (`selfRef`: how the body refers to itself), or a free name. */
  private nameFor(body: JsonSchema, hint: string, selfRef: string): string {
    const text = JSON.stringify(body).split(JSON.stringify(selfRef)).join('"@self"');
    for (const [name, existing] of Object.entries(this.schemas)) {
      if (
        JSON.stringify(existing)
          .split(JSON.stringify(`#/components/schemas/${name}`))
          .join('"@self"') === text
      )
        return name;
    }
    const described = typeof body.description === 'string' && body.description.length <= 40 ? pascal(body.description) : '';
    const base = described || pascal(hint) || 'Schema';
    for (let suffix = 1; ; suffix++) {
      const candidate = suffix === 1 ? base : `${base}${suffix}`;
      if (!this.schemas[candidate]) return candidate;
    }
  }

  /** `hint` names hoisted definitions that carry no description. */
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
    const rootName = selfReferent ? this.nameFor(converted, hint, '#') : undefined;
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
    for (const [name, body] of Object.entries(defs)) {
      const target = this.nameFor(body, `${hint} ${name.replace(/^_+/, '')}`, `#/$defs/${name}`);
      renamed.set(name, target);
      this.schemas[target] ??= { description: 'reserved' }; // the next definition of this call must not take the name
    }
    for (const [name, body] of Object.entries(defs)) this.schemas[renamed.get(name)!] = rewrite(body) as JsonSchema;
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

/**
 * Object schemas that occur more than once (the media object, the date object...) become named
 * components referenced by `$ref`, largest first; only described ones, whose description names them.
 */
export function hoistRepeated(document: { paths: unknown; components: { schemas: Record<string, JsonSchema> } }, minLength = 300): void {
  const schemas = document.components.schemas;
  const isCandidate = (value: JsonSchema) =>
    value.type === 'object' && typeof value.description === 'string' && value.description.length <= 40 && pascal(value.description) !== '';
  for (;;) {
    const counts = new Map<string, number>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== 'object') return;
      const schema = value as JsonSchema;
      if (isCandidate(schema)) {
        const text = JSON.stringify(schema);
        if (text.length >= minLength) counts.set(text, (counts.get(text) ?? 0) + 1);
      }
      Object.values(schema).forEach(visit);
    };
    visit(document.paths);
    visit(schemas);
    const repeated = [...counts].filter(([, count]) => count > 1).sort(([a], [b]) => b.length - a.length)[0];
    if (!repeated) return;
    const [text] = repeated;
    const body = JSON.parse(text) as JsonSchema;
    const base = pascal(body.description as string);
    let name = base;
    for (let suffix = 2; schemas[name] && JSON.stringify(schemas[name]) !== text; suffix++) name = `${base}${suffix}`;
    const replace = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(replace);
      if (!value || typeof value !== 'object') return value;
      if (JSON.stringify(value) === text) return { $ref: `#/components/schemas/${name}` };
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, replace(child)]));
    };
    document.paths = replace(document.paths);
    for (const [key, schema] of Object.entries(schemas)) schemas[key] = replace(schema) as JsonSchema;
    schemas[name] = body;
  }
}
