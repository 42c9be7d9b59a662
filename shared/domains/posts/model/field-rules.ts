/** Field rules the post bodies share (post-schemas, bulk-schemas): the spec's wording of a missing or mistyped field. */
import * as z from 'zod/mini';

export const typed = (field: string, type: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `The ${field} field is required.` : `The ${field} must be ${type}.`;

/**
 * The field an issue is about, as the messages name it: its path without array positions (`tag_ids`,
 * `seo.og_image`). zod words a message once the whole body is parsed, with the issue's full path, so
 * one schema can serve every field of its kind: each schema built costs a cold start about 0.1 ms of
 * CPU (npm run bench), and a post body has four id fields.
 */
export const issueField = (issue: { path?: readonly PropertyKey[] }): string =>
  (issue.path ?? []).filter((key) => typeof key !== 'number').map(String).join('.');

/** A positive integer id, in whichever field (or list) it is sent. */
export const id = /* @__PURE__ */ (() =>
  z.int({ error: (issue) => typed(issueField(issue), 'an integer')(issue) }).check(
    z.gte(1, { error: (issue) => `The ${issueField(issue)} must be a positive integer.` }),
    z.lte(Number.MAX_SAFE_INTEGER),
  ))();
