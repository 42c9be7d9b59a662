/** Field rules the post bodies share (post-schemas, bulk-schemas): the spec's wording of a missing or mistyped field. */
import * as z from 'zod/mini';
import { typed, typedField, WORDING } from './post-body-wording';

export { typed, typedField };

/** A positive integer id, in whichever field (or list) it is sent: one schema for all (byField). */
export const id = /* @__PURE__ */ (() =>
  z.int({ error: WORDING.idInteger }).check(z.gte(1, { error: WORDING.idPositive }), z.lte(Number.MAX_SAFE_INTEGER)))();
