/** Field rules the post bodies share (post-schemas, bulk-schemas): the spec's wording of a missing or mistyped field. */
import * as z from 'zod/mini';

export const typed = (field: string, type: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be ${type}.`;

export const id = (field: string) =>
  z.int({ error: typed(field, 'an integer') }).check(z.gte(1, `The ${field} must be a positive integer.`), z.lte(Number.MAX_SAFE_INTEGER));
