/** Field rules the post bodies share (post-schemas, bulk-schemas): the spec's wording of a missing or mistyped field. */
import * as z from 'zod/mini';
import { issueField } from '#platform/http/validation';

export const typed = (field: string, type: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be ${type}.`;

/** A positive integer id, in whichever field (or list) it is sent: one schema for all (issueField). */
export const id = /* @__PURE__ */ (() =>
  z.int({ error: (issue) => typed(issueField(issue), 'an integer')(issue) }).check(
    z.gte(1, { error: (issue) => `The ${issueField(issue)} must be a positive integer.` }),
    z.lte(Number.MAX_SAFE_INTEGER),
  ))();
