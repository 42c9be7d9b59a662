/** Field rules the post bodies share (post-schemas, bulk-schemas): the spec's wording of a missing or mistyped field. */
import * as z from 'zod/mini';
import { byField } from '#platform/http/validation';

export const typed = (field: string, type: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be ${type}.`;

/** `typed`, for a schema that serves every field of its kind (byField). */
export const typedField = (type: string) => byField((field, issue) => typed(field, type)(issue));

/** A positive integer id, in whichever field (or list) it is sent: one schema for all (byField). */
export const id = /* @__PURE__ */ (() =>
  z.int(typedField('an integer')).check(
    z.gte(1, byField((field) => `The ${field} must be a positive integer.`)),
    z.lte(Number.MAX_SAFE_INTEGER),
  ))();
