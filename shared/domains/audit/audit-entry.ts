/**
 * An audit entry: one security-relevant change (who, what, when, on what, before/after). Built here
 * as a `Put` that the repository making the change adds to its own transaction, so a change without
 * its entry cannot be written. Never holds a password hash or a key value.
 */
import { randomBytes } from 'node:crypto';
import { tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import type { TransactItem } from '#platform/db/transactions';
import { actorRef, type Actor } from '#platform/auth/actor';

export const AUDIT_ACTIONS = [
  'api_key.create',
  'api_key.revoke',
  'user.create',
  'user.delete',
  'user.roles_change',
  'user.status_change',
  'user.email_change',
  'user.password_change',
  // Two-factor login (shared/domains/accounts/mfa-*.ts): never a secret or a code, only states and counts.
  'user.mfa_enrol',
  'user.mfa_enable',
  'user.mfa_disable',
  'user.mfa_reset',
  'user.mfa_recovery_code_use',
  // Readers' accounts (shared/domains/accounts/registration.ts, password-reset.ts, refresh-tokens.ts).
  'user.email_verify',
  'user.password_reset',
  'user.refresh_revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Entries expire by TTL after this many days. */
export const AUDIT_RETENTION_DAYS = 400;

export type AuditState = Record<string, unknown> | null;

export interface AuditRecord {
  actor: Pick<Actor, 'type' | 'id'>;
  action: AuditAction;
  target: { type: 'user' | 'api_key'; id: number };
  before: AuditState;
  after: AuditState;
  /** ISO 8601 UTC (the time of the change it records). */
  at: string;
}

export interface AuditEntry extends AuditRecord {
  /** Time-ordered and unique: the entry's sort key and its id in answers. */
  id: string;
}

/** `<at>#<random>`: sorts by time, and two entries of one millisecond still differ. */
export const auditEntryId = (at: string): string => `${at}#${randomBytes(6).toString('hex')}`;

export function auditItem(record: AuditRecord, id = auditEntryId(record.at)): Record<string, unknown> {
  const ref = actorRef(record.actor);
  return {
    ...keys.auditEntry(record.at, id),
    ...keys.auditIndexes(ref, record.action, id),
    entity: 'audit',
    id,
    actor_type: record.actor.type,
    actor_id: record.actor.id,
    action: record.action,
    target_type: record.target.type,
    target_id: record.target.id,
    before_state: { value: record.before },
    after_state: { value: record.after },
    at: record.at,
    ttl: Math.floor(Date.parse(record.at) / 1000) + AUDIT_RETENTION_DAYS * 86_400,
  };
}

/** The `Put` of an entry, for the transaction of the change it records. */
export function auditPut(record: AuditRecord): TransactItem {
  return { Put: { TableName: tableName(), Item: auditItem(record), ConditionExpression: 'attribute_not_exists(pk)' } };
}
