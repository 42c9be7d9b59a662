/**
 * zod/mini's coerced number and ISO date-time, imported one by one. `z.coerce` and `z.iso` are
 * namespace objects (`export * as coerce`), and esbuild keeps a namespace object whole once any
 * property of it is read: `z.coerce.number()` put zod's bigint and date kinds into every list bundle,
 * `z.iso.datetime()` its date, time and duration kinds into the post writers: 1.2-1.8 KB of code
 * compiled, and each kind's two classes built, at every cold start whether a schema of it is ever made
 * (docs/performance.md). These are the same constructors zod/mini's namespaces call.
 */
import { _coercedNumber, _isoDateTime, type $ZodISODateTimeParams, type $ZodNumberParams } from 'zod/v4/core';
import { ZodMiniISODateTime, ZodMiniNumber } from 'zod/mini';

/** `z.coerce.number(params)`. */
/* @__NO_SIDE_EFFECTS__ */
export function coercedNumber(params?: string | $ZodNumberParams): ZodMiniNumber<unknown> {
  return _coercedNumber(ZodMiniNumber, params) as ZodMiniNumber<unknown>;
}

/** `z.iso.datetime(params)`. */
/* @__NO_SIDE_EFFECTS__ */
export function isoDateTime(params?: string | $ZodISODateTimeParams): ZodMiniISODateTime {
  return _isoDateTime(ZodMiniISODateTime, params);
}
