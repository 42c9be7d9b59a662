/** Field rules the category and tag bodies share. */
import * as z from 'zod/mini';
import { withJsonSchema } from '#platform/described';
import { byField } from '#platform/http/validation';
import { slugify, SLUG_MAX_CHARS, SLUG_PATTERN } from '#domains/presentation/content';
import { mixedScriptProblem, persianLetters } from '#domains/presentation/scripts';
import { maxLength, minLength, pipe, refine, refineStopping, string, transform, trim, type Refinement } from '#platform/http/input-checks';

/** A positive integer id, in whichever field it is sent: one schema for all (byField). */
export const id = /* @__PURE__ */ (() => {
  const mustBeInteger = byField((field) => `${field} must be an integer.`);
  return z
    .number(mustBeInteger)
    .check(
      z.int(mustBeInteger),
      z.gte(1, byField((field) => `${field} must be a positive integer.`)),
      z.lte(Number.MAX_SAFE_INTEGER, byField((field) => `${field} is too large.`)),
    );
})();

const NAME = { type: (field: string) => `${field} must be a string.`, tooLong: (field: string, max: number) => `${field} may not be longer than ${max} characters.` };
const SLUG = {
  type: 'slug must be a string.',
  empty: 'slug may not be empty.',
  tooLong: `slug may not be longer than ${SLUG_MAX_CHARS} characters.`,
  form: 'slug may contain only lower-case letters, digits and single hyphens between them.',
};

export const name = (field: string, max = 190) => z.string({ error: NAME.type(field) }).check(z.trim(), z.maxLength(max, NAME.tooLong(field, max)));

/** `name` without zod (input-checks.ts), with the body's own checks after (`extra`). */
export const nameCheck = (field: string, max = 190, ...extra: Refinement[]) => string(NAME.type(field), trim(), maxLength(max, NAME.tooLong(field, max)), ...extra);

/** Arabic yeh and kaf read as the Persian letters (one slug for both spellings); one script per word. */
export const slugField = /* @__PURE__ */ (() =>
  withJsonSchema(
    z.pipe(
      z.pipe(z.string({ error: SLUG.type }).check(z.trim(), z.minLength(1, SLUG.empty), z.maxLength(SLUG_MAX_CHARS, SLUG.tooLong)), z.transform(persianLetters)),
      z.string().check(
        z.superRefine((slug, context) => {
          const problem = mixedScriptProblem(slug, 'slug');
          if (problem) context.addIssue({ code: 'custom', message: problem, input: slug, continue: false });
        }),
        z.refine((slug) => slugify(slug) === slug, SLUG.form),
      ),
    ),
    { pattern: `^\\s*(?:${SLUG_PATTERN.slice(1, -1)})\\s*$` }, // trimmed before the check
  ))();

/** `slugField` without zod. */
export const slugCheck = /* @__PURE__ */ (() =>
  pipe(
    pipe(string(SLUG.type, trim(), minLength(1, SLUG.empty), maxLength(SLUG_MAX_CHARS, SLUG.tooLong)), transform(persianLetters)),
    string(SLUG.type, refineStopping((slug: string) => mixedScriptProblem(slug, 'slug')), refine((slug: string) => slugify(slug) === slug, SLUG.form)),
  ))();
