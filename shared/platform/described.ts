/**
 * A schema's OpenAPI description. zod/mini's `z.describe()` is a check, and an object schema with a
 * check can no longer be extended; this does what classic zod's `.describe()` does instead: the
 * description in the global registry, nothing added to its parsing.
 *
 * The schema passed is nearly always built for the call (`described(z.optional(z.string()), '…')`):
 * it is registered as it is. A copy would be a second schema built at every cold start (a posts list
 * built 27 of them, about 1.5 ms of init CPU: npm run bench). A schema that already carries
 * metadata (a shared field described once already) is copied, so its other uses keep theirs; the copy
 * inherits what the original carries (zod's registry follows `_zod.parent`). The registry is read by
 * the OpenAPI generator only, and the committed openapi.json (test/contract/openapi-document.test.ts)
 * shows any change this makes to a document.
 */
import * as z from 'zod/mini';

/** The schema itself when nothing describes it yet, else a copy (see above). */
function unregistered<T extends z.ZodMiniType>(schema: T): T {
  return (z.globalRegistry.has(schema) ? schema.clone() : schema) as T;
}

// Pure, as zod's own constructors are marked, for bundlers that carry the mark across modules (esbuild
// does not yet, evanw/esbuild#4369: a schema module per use is what keeps unused schemas out of bundles).
/* @__NO_SIDE_EFFECTS__ */
export function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  const own = unregistered(schema);
  z.globalRegistry.add(own, { description });
  return own;
}

/**
 * JSON Schema keywords a check zod cannot express (a `refine`, a `transform`, the output side of a
 * `pipe`) enforces, stated beside the schema the code runs so that the OpenAPI document says what the
 * validator does: `pattern`, `format`, lengths. Registered like `described`;
 * test/contract/openapi-constraints.test.ts holds each statement against its validator.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withJsonSchema<T extends z.ZodMiniType>(schema: T, keywords: Record<string, unknown>): T {
  const own = unregistered(schema);
  z.globalRegistry.add(own, keywords as Parameters<typeof z.globalRegistry.add>[1]);
  return own;
}

/**
 * A schema the OpenAPI document names: zod's `id` metadata (what `.meta({ id })` sets in classic zod;
 * zod/mini registers it, as a `z.meta()` check would stop an object from being extended). zod's
 * JSON Schema converter turns every use into a `$ref` to `components.schemas.<id>`, so the name is
 * chosen here, beside the schema, never derived from its description. Ids are unique: zod's registry
 * throws on a second schema with the same id.
 */
/* @__NO_SIDE_EFFECTS__ */
export function named<T extends z.ZodMiniType>(schema: T, id: string, description: string): T {
  z.globalRegistry.add(schema, { id, description });
  return schema;
}

/**
 * A query field the OpenAPI document states once, in `components.parameters.<name>`, and every
 * operation that reads it refers to (the page rules of every list, the posts query language): the
 * schema, registered like `described`, carrying the name in the `x-parameter` key, which the
 * generator (infra/openapi/operation.ts) reads and leaves out of the parameter's schema.
 */
/* @__NO_SIDE_EFFECTS__ */
export function asParameter<T extends z.ZodMiniType>(schema: T, name: string): T {
  const own = unregistered(schema);
  z.globalRegistry.add(own, { 'x-parameter': name } as Parameters<typeof z.globalRegistry.add>[1]);
  return own;
}
