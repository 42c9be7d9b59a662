/** The query of `GET /api/admin/v3/system/audit-log` (validation, types and the OpenAPI document). */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { cursorPageFields, DEFAULT_PER_PAGE } from '#platform/http/pagination';
import { AUDIT_ACTIONS } from './audit-entry';

/** `2024-01-15` (the whole day: start for `from`, end for `to`) or an ISO 8601 instant with `Z` or an offset. */
const DATE = /^\d{4}-\d\d-\d\d$/;
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,9})?)?(Z|[+-]\d\d:\d\d)$/;

const isoBound = (name: string, end: boolean) =>
  z.pipe(
    z.string().check(
      z.refine((text) => (DATE.test(text) || INSTANT.test(text)) && !Number.isNaN(Date.parse(DATE.test(text) ? `${text}T00:00:00Z` : text)), {
        error: `${name} must be an ISO 8601 date (2024-01-15) or date-time (2024-01-15T10:30:00Z).`,
      }),
    ),
    z.transform((text) =>
      DATE.test(text) ? `${text}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : new Date(Date.parse(text)).toISOString(),
    ),
  );

export const AuditLogQuery = z
  .object({
    actor: z.optional(
      described(
        z.string().check(z.regex(/^(system|(user|api_key):[1-9]\d{0,11})$/, 'actor must be user:<id>, api_key:<id> or system.')),
        'who made the change: user:<id>, api_key:<id> or system (the seed and the cms tool)',
      ),
    ),
    action: z.optional(z.enum(AUDIT_ACTIONS, { error: `action must be one of: ${AUDIT_ACTIONS.join(', ')}.` })),
    from: z.optional(described(isoBound('from', false), 'oldest entry time, inclusive (a date means its start, UTC)')),
    to: z.optional(described(isoBound('to', true), 'newest entry time, inclusive (a date means its end, UTC)')),
    ...cursorPageFields(),
  })
  .check(
    z.refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
      error: 'from must not be later than to.',
      path: ['from'],
    }),
  );

export type AuditLogQueryInput = z.output<typeof AuditLogQuery>;
export const AUDIT_DEFAULT_PER_PAGE = DEFAULT_PER_PAGE;
