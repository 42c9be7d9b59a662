/**
 * Ids in paths and queries arrive as strings. Only the canonical decimal form names an id: `0x1`,
 * `01`, `1e0`, ` 1` or `1.0` would otherwise all coerce to 1 and give one post many addresses.
 */
import * as z from 'zod/mini';
import { withJsonSchema } from '#platform/described';
import { byField } from './validation';

/** At most 15 digits: every such number is a safe integer. */
const CANONICAL_ID = /^[1-9][0-9]{0,14}$/;

/**
 * Documented as what it names, an integer (clients generated from the document pass numbers); parsed
 * from its decimal text. One schema for every id parameter: its messages name the parameter from the
 * issue's path (byField).
 */
export const idParam = /* @__PURE__ */ (() =>
  withJsonSchema(
    z.pipe(
      z
        .string(byField((field) => `${field} must be an integer.`))
        .check(z.regex(CANONICAL_ID, byField((field) => `${field} must be a positive integer in decimal digits, without sign or leading zeros.`))),
      z.transform((text: string) => Number(text)),
    ),
    { type: 'integer', minimum: 1, maximum: 999_999_999_999_999, pattern: undefined },
  ))();

export const IdPath = /* @__PURE__ */ (() => z.object({ id: idParam }))();

/** The admin post routes name their post `post_id` (spec 2.2). */
export const PostIdPath = /* @__PURE__ */ (() => z.object({ post_id: idParam }))();
