/** The tag admin bodies. Apart from the category ones, so that no function builds schemas it never parses. */
import * as z from 'zod/mini';
import { documentedAs, minLength, optional, parserOf, strictObject } from '#platform/http/input-checks';
import { name, nameCheck, slugCheck, slugField } from './taxonomy-fields';

const NAME_REQUIRED = 'name is required.';
const NAME_EMPTY = 'name may not be empty.';

export const TagCreateBody = /* @__PURE__ */ (() => z.strictObject({
  name: name('name', 100).check(z.minLength(1, NAME_REQUIRED)),
  slug: z.optional(slugField),
}))();

export const TagUpdateBody = /* @__PURE__ */ (() => z.strictObject({
  name: z.optional(name('name', 100).check(z.minLength(1, NAME_EMPTY))),
  slug: z.optional(slugField),
}))();

/** The two bodies parsed without zod (input-checks.ts), as their twins above answer (the document's). */
export const tagCreateBodyCheck = /* @__PURE__ */ (() =>
  parserOf(strictObject({ name: nameCheck('name', 100, minLength(1, NAME_REQUIRED)), slug: optional(slugCheck) })))();

export const tagUpdateBodyCheck = /* @__PURE__ */ (() =>
  parserOf(strictObject({ name: optional(nameCheck('name', 100, minLength(1, NAME_EMPTY))), slug: optional(slugCheck) })))();

DOCS: documentedAs(tagCreateBodyCheck, TagCreateBody);
DOCS: documentedAs(tagUpdateBodyCheck, TagUpdateBody);
