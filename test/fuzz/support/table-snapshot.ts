/**
 * The table's content, for "an error changed nothing": every item except bookkeeping that a refused
 * request may legitimately touch (rate-limit windows, idempotency claims, login and account-action
 * attempts counted per email and address and per address, emails counted per recipient, id sequences, whose gaps are harmless). Fine for the small
 * tables of the fuzz tests.
 */
import { createHash } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';

import { keys } from '#platform/db/keys';

/** The partition families of that bookkeeping, taken from the key builders so that a new one is not missed by a typo. */
const family = (pk: string): string => pk.slice(0, pk.indexOf('#') + 1);
const BOOKKEEPING_FAMILIES = [
  keys.rateWindow(1, 1).pk,
  keys.idempotency('scope', 'key').pk,
  keys.loginAttempts('email@example.com', '127.0.0.1').pk,
  keys.loginAddressAttempts('127.0.0.1').pk,
  // The readers' account actions' counters, as the login's (shared/domains/accounts/account-throttle.ts).
  keys.accountAttempts('verify', 'email@example.com', '127.0.0.1').pk,
  keys.accountAddressAttempts('verify', '127.0.0.1').pk,
  keys.mailRecipient('email@example.com').pk,
  keys.sequence('post').pk,
].map(family);
const BOOKKEEPING = { test: (pk: string): boolean => BOOKKEEPING_FAMILIES.some((prefix) => pk.startsWith(prefix)) };

export interface TableSnapshot {
  items: number;
  digest: string;
  /** pk|sk -> item JSON, to name what changed. */
  byKey: Map<string, string>;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Set) return canonical([...value].sort());
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export async function snapshotTable(): Promise<TableSnapshot> {
  const byKey = new Map<string, string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      const pk = String(item.pk);
      if (BOOKKEEPING.test(pk)) continue;
      byKey.set(`${pk}|${String(item.sk)}`, canonical(item));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  const digest = createHash('sha256')
    .update([...byKey].sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => `${key}=${item}`).join('\n'))
    .digest('hex');
  return { items: byKey.size, digest, byKey };
}

/** What differs between two snapshots, briefly. */
export function snapshotDiff(before: TableSnapshot, after: TableSnapshot): string[] {
  const changes: string[] = [];
  for (const [key, item] of after.byKey) {
    const previous = before.byKey.get(key);
    if (previous === undefined) changes.push(`added ${key}`);
    else if (previous !== item) changes.push(`changed ${key}: ${previous.slice(0, 300)} -> ${item.slice(0, 300)}`);
  }
  for (const key of before.byKey.keys()) if (!after.byKey.has(key)) changes.push(`removed ${key}`);
  return changes;
}
