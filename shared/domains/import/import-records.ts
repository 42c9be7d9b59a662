/**
 * The id map of an import: one item per imported entity (source id → our id), written right after the
 * entity. A re-run reads it first and skips what it finds, which makes imports idempotent; a run cut
 * short and started again carries on from the first entity without a record.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { optStr, type Item } from '#platform/db/attributes';
import { batchGetItems } from '#platform/db/batch-get';
import type { TransactItem } from '#platform/db/transactions';

export interface ImportRecord {
  /** Our id; null while the entity is being written (`state: pending`) or when it was skipped for good. */
  id: number | null;
  state: 'pending' | 'done';
  /** Kind-specific facts kept only here (the WordPress slug of a post, the original URL of a media file). */
  extra: Record<string, string>;
}

export interface ImportScope {
  source: string;
  site: string;
}

function recordOf(item: Item): ImportRecord {
  return {
    id: typeof item.target_id === 'number' ? item.target_id : null,
    state: optStr(item, 'state') === 'pending' ? 'pending' : 'done',
    extra: (item.extra as Record<string, string> | undefined) ?? {},
  };
}

export async function findImportRecord(scope: ImportScope, kind: string, sourceId: string): Promise<ImportRecord | undefined> {
  const output = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.importRecord(scope.source, scope.site, kind, sourceId), ConsistentRead: true }),
  );
  return output.Item ? recordOf(output.Item) : undefined;
}

/** The records of many entities in one read (a batch of items), by `<kind>#<source id>`. */
export async function findImportRecords(scope: ImportScope, wanted: readonly { kind: string; sourceId: string }[]): Promise<Map<string, ImportRecord>> {
  const byKey = new Map(wanted.map(({ kind, sourceId }) => [keys.importRecord(scope.source, scope.site, kind, sourceId).sk, { kind, sourceId }]));
  const items = await batchGetItems(
    [...byKey.values()].map(({ kind, sourceId }) => keys.importRecord(scope.source, scope.site, kind, sourceId)),
    { consistent: true, what: 'import records' },
  );
  const found = new Map<string, ImportRecord>();
  for (const item of items) {
    const entity = byKey.get(String(item.sk));
    if (entity) found.set(`${entity.kind}#${entity.sourceId}`, recordOf(item));
  }
  return found;
}

/** The record as an item of a transaction: written with the entity, so that one never exists without the other. */
export function importRecordPut(scope: ImportScope, kind: string, sourceId: string, record: ImportRecord, now: string): TransactItem {
  const item: Item = {
    ...keys.importRecord(scope.source, scope.site, kind, sourceId),
    entity: 'import_record',
    state: record.state,
    extra: record.extra,
    imported_at: now,
  };
  if (record.id !== null) item.target_id = record.id;
  return { Put: { TableName: tableName(), Item: item } };
}

export async function putImportRecord(scope: ImportScope, kind: string, sourceId: string, record: ImportRecord, now: string): Promise<void> {
  await db.send(new PutCommand(importRecordPut(scope, kind, sourceId, record, now).Put!));
}
