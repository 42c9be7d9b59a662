/**
 * Reading the audit log: newest first, a page at a time. Without filters the month partitions are
 * read from the newest down; `actor` reads gsi1 (that actor's entries), `action` gsi2 (that action's
 * entries), both at once gsi1 filtered by action. Every read is a Query over a sort-key range
 * (`from`..`to`), never a Scan. The cursor is the id of the last entry given (from which every
 * index's start key follows), with the total and page number of the first page.
 */
import { invalidCursor, openCursor, sealCursor } from '#platform/db/cursor-seal';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { obj, str, type Item } from '#platform/db/attributes';
import { clock } from '#platform/clock';
import { AUDIT_RETENTION_DAYS, type AuditAction, type AuditEntry } from './audit-entry';

export interface AuditFilters {
  /** `user:3`, `api_key:2` or `system`. */
  actor?: string;
  action?: AuditAction;
  /** ISO 8601 UTC instants, inclusive. */
  from?: string;
  to?: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  /** Present when more entries follow. */
  cursor?: string;
}

interface CursorState {
  last: string;
  total: number;
  page: number;
}

const ENTRY_ID = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z#[0-9a-f]{12}$/;

/** A cursor opens only for the filters it was made for: its total and position belong to that list. */
const purposeOf = (filters: AuditFilters): string => `audit-log:${JSON.stringify([filters.actor ?? null, filters.action ?? null, filters.from ?? null, filters.to ?? null])}`;

/** Sealed with the deployment's cursor key (shared/platform/db/cursor-seal.ts): a forged total or position is a 400. */
export function encodeAuditCursor(state: CursorState, filters: AuditFilters): Promise<string> {
  return sealCursor({ l: state.last, t: state.total, p: state.page }, purposeOf(filters));
}

export async function decodeAuditCursor(cursor: string, filters: AuditFilters): Promise<CursorState> {
  const parsed = await openCursor(cursor, purposeOf(filters));
  if (parsed === undefined) throw invalidCursor();
  const { l, t, p } = (parsed ?? {}) as { l?: unknown; t?: unknown; p?: unknown };
  if (typeof l !== 'string' || !ENTRY_ID.test(l) || !Number.isInteger(t) || !Number.isInteger(p) || (t as number) < 0 || (p as number) < 1) {
    throw invalidCursor();
  }
  return { last: l, total: t as number, page: p as number };
}

export function toAuditEntry(item: Item): AuditEntry {
  const actorType = str(item, 'actor_type') as AuditEntry['actor']['type'];
  return {
    id: str(item, 'id'),
    actor: { type: actorType, id: typeof item.actor_id === 'number' ? item.actor_id : null },
    action: str(item, 'action') as AuditAction,
    target: { type: str(item, 'target_type') as AuditEntry['target']['type'], id: Number(item.target_id) },
    before: (obj(item, 'before_state')?.value as AuditEntry['before']) ?? null,
    after: (obj(item, 'after_state')?.value as AuditEntry['after']) ?? null,
    at: str(item, 'at'),
  };
}

/** One source of entries: a partition (of the table or an index) read newest first within the range. */
interface Source {
  index?: 'gsi1' | 'gsi2';
  partition: string;
}

function sourcesOf(filters: AuditFilters, lowest: string, highest: string): Source[] {
  if (filters.actor !== undefined) return [{ index: 'gsi1', partition: keys.auditActorPartition(filters.actor) }];
  if (filters.action !== undefined) return [{ index: 'gsi2', partition: keys.auditActionPartition(filters.action) }];
  const sources: Source[] = [];
  for (let month = highest.slice(0, 7); month >= lowest.slice(0, 7); month = previousMonth(month)) {
    sources.push({ partition: keys.auditPartition(month) });
  }
  return sources;
}

function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

function queryInput(source: Source, filters: AuditFilters, lowest: string, highest: string) {
  const pk = source.index ? `${source.index}pk` : 'pk';
  const sk = source.index ? `${source.index}sk` : 'sk';
  const byAction = filters.actor !== undefined && filters.action !== undefined;
  return {
    TableName: tableName(),
    IndexName: source.index,
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi',
    ...(byAction ? { FilterExpression: '#action = :action' } : {}),
    ExpressionAttributeNames: { '#pk': pk, '#sk': sk, ...(byAction ? { '#action': 'action' } : {}) },
    ExpressionAttributeValues: { ':pk': source.partition, ':lo': lowest, ':hi': highest, ...(byAction ? { ':action': filters.action } : {}) },
    ScanIndexForward: false,
  };
}

/** The sort-key range of the filters: ids start with the instant, `#` sorts before the random part. */
function rangeOf(filters: AuditFilters): { lowest: string; highest: string } {
  const oldest = new Date(clock.nowMs() - AUDIT_RETENTION_DAYS * 86_400_000 - 86_400_000).toISOString();
  const lowest = filters.from !== undefined && filters.from > oldest ? filters.from : oldest;
  // No entry is newer than now (a day of slack for clocks): the month partitions to read end there.
  const newest = new Date(clock.nowMs() + 86_400_000).toISOString();
  const highest = `${filters.to !== undefined && filters.to < newest ? filters.to : newest}#~`;
  return { lowest, highest };
}

async function countEntries(sources: Source[], filters: AuditFilters, lowest: string, highest: string): Promise<number> {
  let total = 0;
  for (const source of sources) {
    let start: Record<string, unknown> | undefined;
    do {
      const output = await db.send(new QueryCommand({ ...queryInput(source, filters, lowest, highest), Select: 'COUNT', ExclusiveStartKey: start }));
      total += output.Count ?? 0;
      start = output.LastEvaluatedKey;
    } while (start);
  }
  return total;
}

export async function listAuditEntries(filters: AuditFilters, perPage: number, cursor?: string): Promise<AuditPage> {
  const resumed = cursor === undefined ? undefined : await decodeAuditCursor(cursor, filters);
  const { lowest, highest: top } = rangeOf(filters);
  if (lowest > top) return { entries: [], total: 0, page: 1 };
  const total = resumed ? resumed.total : await countEntries(sourcesOf(filters, lowest, top), filters, lowest, top);
  const page = resumed ? resumed.page + 1 : 1;
  // A resumed page reads up to the last entry given (inclusive: that one entry is dropped).
  const highest = resumed && resumed.last < top ? resumed.last : top;
  const items: Item[] = [];
  if (lowest <= highest) {
    for (const source of sourcesOf(filters, lowest, highest)) {
      let start: Record<string, unknown> | undefined;
      do {
        const output = await db.send(
          // One more than the page tells whether another follows; one more again for the dropped entry.
          new QueryCommand({ ...queryInput(source, filters, lowest, highest), Limit: perPage + 2 - items.length, ExclusiveStartKey: start }),
        );
        items.push(...(output.Items ?? []).filter((item) => item.id !== resumed?.last));
        start = output.LastEvaluatedKey;
      } while (start && items.length <= perPage);
      if (items.length > perPage) break;
    }
  }
  const entries = items.slice(0, perPage).map(toAuditEntry);
  const more = items.length > perPage;
  return { entries, total, page, ...(more ? { cursor: await encodeAuditCursor({ last: entries[entries.length - 1].id, total, page }, filters) } : {}) };
}
