/**
 * Ids in paths and queries arrive as strings. Only the canonical decimal form names an id: `0x1`,
 * `01`, `1e0`, ` 1` or `1.0` would otherwise all coerce to 1 and give one post many addresses.
 */
import * as z from 'zod/mini';
import { withJsonSchema } from '#platform/described';
import { byField } from './validation';
import { documentedAs, object, parserOf, pipe, regex, string, transform, type InputParser } from './input-checks';

/** At most 15 digits: every such number is a safe integer. */
const CANONICAL_ID = /^[1-9][0-9]{0,14}$/;

const NOT_AN_INTEGER = byField((field) => `${field} must be an integer.`);
const NOT_CANONICAL = byField((field) => `${field} must be a positive integer in decimal digits, without sign or leading zeros.`);

/**
 * Documented as what it names, an integer (clients generated from the document pass numbers); parsed
 * from its decimal text. One schema for every id parameter: its messages name the parameter from the
 * issue's path (byField).
 */
export const idParam = /* @__PURE__ */ (() =>
  withJsonSchema(
    z.pipe(z.string(NOT_AN_INTEGER).check(z.regex(CANONICAL_ID, NOT_CANONICAL)), z.transform((text: string) => Number(text))),
    { type: 'integer', minimum: 1, maximum: 999_999_999_999_999, pattern: undefined },
  ))();

/** `idParam` without zod (input-checks.ts): what the routes parsed without zod read an id with. */
export const idParamCheck = /* @__PURE__ */ (() => pipe(string(NOT_AN_INTEGER.error, regex(CANONICAL_ID, NOT_CANONICAL.error)), transform(Number)))();

/**
 * A path of ids, parsed without zod: a route that reads nothing else builds no zod schema at cold
 * start (most of such a function's own init CPU, docs/performance.md). Its zod twin, from the same
 * names, is the document's.
 */
export function idPath<const N extends string>(...names: N[]): InputParser<Record<N, number>> {
  const parser = parserOf(object(Object.fromEntries(names.map((name) => [name, idParamCheck])))) as InputParser<Record<N, number>>;
  DOCS: documentedAs(parser, z.object(Object.fromEntries(names.map((name) => [name, idParam]))));
  return parser;
}

export const IdPath = /* @__PURE__ */ (() => idPath('id'))();

/** The admin post routes name their post `post_id` (spec 2.2). */
export const PostIdPath = /* @__PURE__ */ (() => idPath('post_id'))();
