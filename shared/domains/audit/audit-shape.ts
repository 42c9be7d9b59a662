import { adminTimestamp } from '#platform/time';
import type { AuditEntry } from './audit-entry';

export const auditEntryShape = (entry: AuditEntry) => ({
  id: entry.id,
  action: entry.action,
  actor: entry.actor,
  target: entry.target,
  before: entry.before,
  after: entry.after,
  created_at: adminTimestamp(entry.at),
});
