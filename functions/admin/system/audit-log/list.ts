import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { cursorPageMeta } from '#platform/http/pagination';
import { AuditLogQuery, AUDIT_DEFAULT_PER_PAGE } from '#domains/audit/audit-log-schemas';
import { listAuditEntries } from '#domains/audit/audit-log';
import { auditEntryShape } from '#domains/audit/audit-shape';
import { AuditEntryListSchema } from '#domains/audit/audit-response-schemas';
import { AUDIT_ENTRY_EXAMPLE } from '#domains/audit/audit-examples';

export const operation = endpoint({ query: AuditLogQuery }, async ({ query, url, rawQuery }) => {
  const perPage = query.per_page ?? AUDIT_DEFAULT_PER_PAGE;
  const page = await listAuditEntries({ actor: query.actor, action: query.action, from: query.from, to: query.to }, perPage, query.cursor);
  return ok(page.entries.map(auditEntryShape), { pagination: cursorPageMeta(page, page.entries.length, perPage, url, rawQuery) });
});

DOCS: documentResponse(operation, AuditEntryListSchema, [AUDIT_ENTRY_EXAMPLE]);
