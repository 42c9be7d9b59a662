/** Field rules the category and tag bodies share. */
import * as z from 'zod/mini';
import { withJsonSchema } from '#platform/described';
import { byField } from '#platform/http/validation';
import { slugify, SLUG_MAX_CHARS, SLUG_PATTERN } from '#domains/presentation/content';
import { mixedScriptProblem, persianLetters } from '#domains/presentation/scripts';

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

export const name = (field: string, max = 190) =>
  z.string({ error: `${field} must be a string.` }).check(z.trim(), z.maxLength(max, `${field} may not be longer than ${max} characters.`));

/** Arabic yeh and kaf read as the Persian letters (one slug for both spellings); one script per word. */
export const slugField = withJsonSchema(z.pipe(
  z.pipe(
    z.string({ error: 'slug must be a string.' }).check(
      z.trim(),
      z.minLength(1, 'slug may not be empty.'),
      z.maxLength(SLUG_MAX_CHARS, `slug may not be longer than ${SLUG_MAX_CHARS} characters.`),
    ),
    z.transform(persianLetters),
  ),
  z.string().check(
    z.superRefine((slug, context) => {
      const problem = mixedScriptProblem(slug, 'slug');
      if (problem) context.addIssue({ code: 'custom', message: problem, input: slug, continue: false });
    }),
    z.refine((slug) => slugify(slug) === slug, 'slug may contain only lower-case letters, digits and single hyphens between them.'),
  ),
), { pattern: `^\\s*(?:${SLUG_PATTERN.slice(1, -1)})\\s*$` }); // trimmed before the check
