/** The id rule the post bodies share (post-schemas, bulk-schemas), worded by post-body-wording.ts. */
import * as z from 'zod/mini';
import { WORDING } from './post-body-wording';

/** A positive integer id, in whichever field (or list) it is sent: one schema for all (byField). */
export const id = /* @__PURE__ */ (() =>
  z.int({ error: WORDING.idInteger }).check(z.gte(1, { error: WORDING.idPositive }), z.lte(Number.MAX_SAFE_INTEGER)))();
