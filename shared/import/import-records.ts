/**
 * The id map of an import: one item per imported entity (source id → our id), written right after the
 * entity. A re-run reads it first and skips what it finds, which makes imports idempotent; a run cut
 * short and started again carries on from the first entity without a record.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { optStr, type Item } from '../db/attributes';

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

export async function findImportRecord(scope: ImportScope, kind: string, sourceId: string): Promise<ImportRecord | undefined> {
  const output = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.importRecord(scope.source, scope.site, kind, sourceId), ConsistentRead: true }),
  );
  const item = output.Item;
  if (!item) return undefined;
  return {
    id: typeof item.target_id === 'number' ? item.target_id : null,
    state: optStr(item, 'state') === 'pending' ? 'pending' : 'done',
    extra: (item.extra as Record<string, string> | undefined) ?? {},
  };
}

export async function putImportRecord(scope: ImportScope, kind: string, sourceId: string, record: ImportRecord, now: string): Promise<void> {
  const item: Item = {
    ...keys.importRecord(scope.source, scope.site, kind, sourceId),
    entity: 'import_record',
    state: record.state,
    extra: record.extra,
    imported_at: now,
  };
  if (record.id !== null) item.target_id = record.id;
  await db.send(new PutCommand({ TableName: tableName(), Item: item }));
}
