/**
 * Query parameters shared by the taxonomy, media and user lists: `filter[]=field:value` entries
 * parsed per field (unknown fields and bad values are 400 `bad_request` on `filter`), `search`,
 * and the order synonyms `order`/`sortedBy`.
 */
import * as z from 'zod/mini';

/** Parses one value of a field; `undefined` means the value is not acceptable. */
export type FilterValueParser = (value: string) => unknown;

type ParsedFilters<F extends Record<string, FilterValueParser>> = { [K in keyof F]?: Exclude<ReturnType<F[K]>, undefined> };

export function filterParam<F extends Record<string, FilterValueParser>>(fields: F) {
  return z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())], { error: 'filter must be a list of field:value entries.' })),
    z.transform((raw, context) => {
      const parsed: Record<string, unknown> = {};
      for (const entry of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
        const colon = entry.indexOf(':');
        const field = colon > 0 ? entry.slice(0, colon).trim() : '';
        const value = colon > 0 ? entry.slice(colon + 1).trim() : '';
        const parse = Object.hasOwn(fields, field) ? fields[field] : undefined;
        if (!parse) {
          context.issues.push({
            code: 'custom',
            message: `filter "${entry}" is not supported; use field:value with field one of ${Object.keys(fields).join(', ')}.`,
            input: raw,
          });
          continue;
        }
        const result = parse(value);
        if (result === undefined) {
          context.issues.push({ code: 'custom', message: `filter ${field} has an invalid value "${value}".`, input: raw });
          continue;
        }
        parsed[field] = result;
      }
      return parsed as ParsedFilters<F>;
    }),
  );
}

export const oneOf =
  <V extends string>(values: readonly V[]) =>
  (value: string): V | undefined =>
    values.find((candidate) => candidate === value);

export const positiveId = (value: string): number | undefined => (/^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined);

/** A parent filter: an id, or `null`/`0` for top-level categories. */
export const optionalId = (value: string): number | null | undefined => (value === 'null' || value === '0' ? null : positiveId(value));

export const booleanValue = (value: string): boolean | undefined =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined;

// Pure-annotated, as each query below: a bundle that imports this module for its helpers builds none of them.
export const searchParam = /* @__PURE__ */ (() =>
  z.optional(z.string({ error: 'search must be a string.' }).check(z.maxLength(100, 'search may not be longer than 100 characters.'))))();

export const orderParam = (name: string) => z.optional(z.enum(['asc', 'desc'], { error: `${name} must be asc or desc.` }));
