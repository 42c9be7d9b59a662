/**
 * zod/mini's coerced number and ISO date-time, imported one by one. `z.coerce` and `z.iso` are
 * namespace objects (`export * as coerce`), and esbuild keeps a namespace object whole once any
 * property of it is read: `z.coerce.number()` put zod's bigint and date kinds into every list bundle,
 * `z.iso.datetime()` its date, time and duration kinds into the post writers. Each kind is code
 * compiled and classes built at every cold start whether a schema of it is ever made (zod builds a
 * kind's two classes at load, about 55 µs each: docs/performance.md). These are the same constructors
 * zod/mini's namespaces call.
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
