/** The audit log answer (OpenAPI document, contract tests); Lambda bundles leave it out. */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { AUDIT_ACTIONS } from './audit-entry';

const state = described(
  z.nullable(z.record(z.string(), z.unknown())),
  'what the change touched, as it was (before) and became (after): roles, permissions, status, email, admin_permissions, revoked_at; never a password hash or a key value',
);

export const AuditEntrySchema = described(
  z.strictObject({
    id: described(z.string(), 'time-ordered and unique'),
    action: z.enum(AUDIT_ACTIONS),
    actor: described(
      z.strictObject({ type: z.enum(['user', 'api_key', 'system']), id: z.nullable(z.int()) }),
      'who made the change (system: the seed and the cms tool)',
    ),
    target: z.strictObject({ type: z.enum(['user', 'api_key']), id: z.int() }),
    before: state,
    after: state,
    created_at: described(z.string(), 'ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z'),
  }),
  'Audit log entry',
);

export const AuditEntryListSchema = z.array(AuditEntrySchema);
