/** The tag admin bodies. Apart from the category ones, so that no function builds schemas it never parses. */
import * as z from 'zod/mini';
import { name, slugField } from './taxonomy-fields';

export const TagCreateBody = /* @__PURE__ */ (() => z.strictObject({
  name: name('name', 100).check(z.minLength(1, 'name is required.')),
  slug: z.optional(slugField),
}))();

export const TagUpdateBody = /* @__PURE__ */ (() => z.strictObject({
  name: z.optional(name('name', 100).check(z.minLength(1, 'name may not be empty.'))),
  slug: z.optional(slugField),
}))();
