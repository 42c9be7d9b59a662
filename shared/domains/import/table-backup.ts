/**
 * `cms export` / `cms import json`: the whole table as JSON lines, one item per line in DynamoDB's
 * own typed JSON (`{"Item":{"pk":{"S":"POST#1"},...}}`, the format of DynamoDB's export to S3, binary
 * as base64: typed-json.ts), so that numbers, sets and binary survive exactly. Every item is kept (entities, list rows, counters, slug
 * and email items, sequences, import records): loading the file into an empty table gives back the
 * same service, with no derived data to rebuild.
 *
 * Loading follows the API's HTML rule (backup-html-rule.ts): the posts and revisions of an author
 * without `cms.content.unfiltered_html` are written as the API would have stored them; what the API
 * wrote comes out unchanged, so a round trip gives the same file.
 *
 * Lines are sorted by key, so the same data always gives the same file. Only the keys are held in
 * memory for that (a few dozen bytes per item); the items themselves are read in batches of 100 and
 * written out as they come.
 */
import { once } from 'node:events';
import { createReadStream, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { BatchGetItemCommand, BatchWriteItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';

import { itemFromJson, itemToJson, type RawItem } from './typed-json';
import { backupItemUnderHtmlRule, userKeepingHtml } from './backup-html-rule';
import type { RuledField } from './html-rule';
import { applyPostChange } from '#domains/search/index-writer';

/**
 * Attributes that are secrets: left out unless asked for (a user then has no usable password until
 * reset, and no second factor a code opens until an administrator resets it).
 */
const SECRET_ATTRIBUTES = ['password_hash', 'sealed_secret', 'recovery'];
const BATCH_GET = 100;
const BATCH_WRITE = 25;
const MAX_ROUNDS = 10;

const keyString = (item: RawItem): string => `${item.pk?.S ?? ''}\u0000${item.sk?.S ?? ''}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function allKeys(): Promise<RawItem[]> {
  const found: RawItem[] = [];
  let startKey: RawItem | undefined;
  do {
    const output = await db.send(
      new ScanCommand({ TableName: tableName(), ProjectionExpression: 'pk, sk', ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    found.push(...(output.Items ?? []));
    startKey = output.LastEvaluatedKey;
  } while (startKey);
  return found.sort((a, b) => (keyString(a) < keyString(b) ? -1 : keyString(a) > keyString(b) ? 1 : 0));
}

async function getBatch(batch: RawItem[]): Promise<Map<string, RawItem>> {
  const items = new Map<string, RawItem>();
  let request: RawItem[] = batch;
  for (let round = 0; request.length > 0; round++) {
    if (round >= MAX_ROUNDS) throw new Error('DynamoDB kept some reads unprocessed: try the export again');
    if (round > 0) await pause(50 * 2 ** round);
    const output = await db.send(new BatchGetItemCommand({ RequestItems: { [tableName()]: { Keys: request, ConsistentRead: true } } }));
    for (const item of output.Responses?.[tableName()] ?? []) items.set(keyString(item), item);
    request = (output.UnprocessedKeys?.[tableName()]?.Keys as RawItem[] | undefined) ?? [];
  }
  return items;
}

/** Writes the table to `out`; returns the number of items. Items deleted while it runs are left out. */
export async function exportTable(out: WriteStream | NodeJS.WritableStream, options: { withSecrets: boolean }): Promise<number> {
  const keys = await allKeys();
  let written = 0;
  for (let start = 0; start < keys.length; start += BATCH_GET) {
    const batch = keys.slice(start, start + BATCH_GET);
    const items = await getBatch(batch);
    for (const key of batch) {
      const item = items.get(keyString(key));
      if (!item) continue;
      if (!options.withSecrets) for (const secret of SECRET_ATTRIBUTES) delete item[secret];
      if (!out.write(`${JSON.stringify({ Item: itemToJson(item) })}\n`)) await once(out, 'drain');
      written += 1;
    }
  }
  return written;
}

/** A line of the file that is not an item: where, and why. */
export class BadBackupLine extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

const ATTRIBUTE_TYPES = new Set(['S', 'N', 'B', 'BOOL', 'NULL', 'M', 'L', 'SS', 'NS', 'BS']);

function itemOf(text: string, line: number): RawItem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadBackupLine(line, 'not JSON');
  }
  const item = (parsed as { Item?: unknown } | null)?.Item as RawItem | undefined;
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw new BadBackupLine(line, 'not an {"Item": {...}} object');
  if (typeof item.pk?.S !== 'string' || typeof item.sk?.S !== 'string') throw new BadBackupLine(line, 'the item has no string pk and sk');
  for (const [name, value] of Object.entries(item)) {
    const types = value && typeof value === 'object' ? Object.keys(value) : [];
    if (types.length !== 1 || !ATTRIBUTE_TYPES.has(types[0])) throw new BadBackupLine(line, `attribute ${name} is not a typed DynamoDB value`);
  }
  try {
    return itemFromJson(item);
  } catch (error) {
    throw new BadBackupLine(line, (error as Error).message);
  }
}

async function* linesOf(path: string): AsyncGenerator<{ text: string; line: number }> {
  const reader = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let line = 0;
  for await (const text of reader) {
    line += 1;
    if (text.trim() !== '') yield { text, line };
  }
}

/** Whether the table holds nothing but its layout stamp (written when it was created; a backup's own stamp replaces it). */
export async function tableIsEmpty(): Promise<boolean> {
  const stamp = keys.layout();
  const output = await db.send(new ScanCommand({ TableName: tableName(), Limit: 2, ProjectionExpression: 'pk, sk' }));
  const others = (output.Items ?? []).filter((item) => item.pk?.S !== stamp.pk || item.sk?.S !== stamp.sk);
  return others.length === 0 && !output.LastEvaluatedKey;
}

/** What the check of a file learns: its items, and which of its users keep their HTML (their posts are loaded as they are). */
export interface BackupFacts {
  items: number;
  keepers: ReadonlySet<number>;
}

/** Checks every line first (a bad file is refused before anything is written). */
export async function checkBackup(path: string): Promise<BackupFacts> {
  let items = 0;
  const keepers = new Set<number>();
  for await (const { text, line } of linesOf(path)) {
    const keeper = userKeepingHtml(itemOf(text, line));
    if (keeper !== undefined) keepers.add(keeper);
    items += 1;
  }
  return { items, keepers };
}

async function writeBatch(batch: RawItem[]): Promise<void> {
  let requests = batch.map((Item) => ({ PutRequest: { Item } }));
  for (let round = 0; requests.length > 0; round++) {
    if (round >= MAX_ROUNDS) throw new Error('DynamoDB kept some writes unprocessed: empty the table and import again');
    if (round > 0) await pause(50 * 2 ** round);
    const output = await db.send(new BatchWriteItemCommand({ RequestItems: { [tableName()]: requests } }));
    requests = (output.UnprocessedItems?.[tableName()] as typeof requests | undefined) ?? [];
  }
}

/** What a load wrote, and what the HTML rule changed of it. */
export interface ImportedBackup {
  items: number;
  /** Posts and revisions the rule changed. */
  posts: number;
  revisions: number;
  /** Posts by the field changed. */
  fields: Record<RuledField, number>;
}

/**
 * Loads a checked file into the table, 25 items per request, each under the HTML rule; then the search
 * postings of the posts the rule changed are written again (their title or excerpt may be others).
 */
export async function importTable(path: string, facts: BackupFacts): Promise<ImportedBackup> {
  const report: ImportedBackup = { items: 0, posts: 0, revisions: 0, fields: { content: 0, title: 0, excerpt: 0 } };
  const reindex: { before: Record<string, unknown>; after: Record<string, unknown> }[] = [];
  let batch: RawItem[] = [];
  for await (const { text, line } of linesOf(path)) {
    const ruled = backupItemUnderHtmlRule(itemOf(text, line), facts.keepers);
    if (ruled.kind === 'post') {
      report.posts += 1;
      for (const field of ruled.changed) report.fields[field] += 1;
      reindex.push(ruled.post!);
    } else if (ruled.kind === 'revision') report.revisions += 1;
    batch.push(ruled.raw);
    if (batch.length === BATCH_WRITE) {
      await writeBatch(batch);
      report.items += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await writeBatch(batch);
  report.items += batch.length;
  for (const { before, after } of reindex) await applyPostChange(before, after);
  return report;
}
