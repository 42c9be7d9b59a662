import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { cursorPageMeta } from '../../../../shared/http/pagination';
import { AuditLogQuery, AUDIT_DEFAULT_PER_PAGE } from '../../../../shared/audit/audit-log-schemas';
import { listAuditEntries } from '../../../../shared/audit/audit-log';
import { auditEntryShape } from '../../../../shared/audit/audit-shape';
import { AuditEntryListSchema } from '../../../../shared/audit/audit-response-schemas';

export const operation = endpoint({ query: AuditLogQuery }, async ({ query, url, rawQuery }) => {
  const perPage = query.per_page ?? AUDIT_DEFAULT_PER_PAGE;
  const page = await listAuditEntries({ actor: query.actor, action: query.action, from: query.from, to: query.to }, perPage, query.cursor);
  return ok(page.entries.map(auditEntryShape), { pagination: cursorPageMeta(page, page.entries.length, perPage, url, rawQuery) });
});

DOCS: documentResponse(operation, AuditEntryListSchema);
