/**
 * The shape of a function's declared table access (each route declares its own `access`; the shared
 * use cases are named in shared/platform/routes/access-fragments.ts):
 * plain data, read by the CDK stack to write the function's IAM policy and by the tests that prove
 * every DynamoDB request a function makes is inside it.
 */
import type { KeyFamily } from '#platform/db/key-families';
import type { IndexName } from '#platform/db/table-definition';

/**
 * IAM's item actions on the base table. A transaction is authorized item by item (its Put, Update,
 * Delete and ConditionCheck items need PutItem, UpdateItem, DeleteItem and ConditionCheckItem), so
 * TransactWriteItems is not among them; Scan is not either: no function scans the table.
 */
export type ItemAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'ConditionCheckItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem';

export const READ_ACTIONS: readonly ItemAction[] = ['GetItem', 'BatchGetItem', 'Query', 'ConditionCheckItem'];

export interface TableAccess {
  /** Each item action, on the families of partitions (key-families.ts) it may touch. */
  readonly items: Readonly<Partial<Record<ItemAction, readonly KeyFamily[]>>>;
  /** Indexes the function queries (Query only; IAM cannot bound an index query by partition). */
  readonly indexes?: readonly IndexName[];
}

/** `a` and `b` together (no family or index twice). */
export function mergeAccess(a: TableAccess, b: TableAccess): TableAccess {
  const items: Partial<Record<ItemAction, KeyFamily[]>> = {};
  for (const access of [a, b]) {
    for (const [action, families] of Object.entries(access.items) as [ItemAction, readonly KeyFamily[]][]) {
      items[action] = [...new Set([...(items[action] ?? []), ...families])];
    }
  }
  const indexes = [...new Set([...(a.indexes ?? []), ...(b.indexes ?? [])])];
  return { items, ...(indexes.length > 0 ? { indexes } : {}) };
}

/** The parts together. */
export const all = (...parts: TableAccess[]): TableAccess => parts.reduce(mergeAccess, { items: {} });

/** True when the function only reads (no item action that writes). */
export const readsOnly = (access: TableAccess): boolean =>
  (Object.keys(access.items) as ItemAction[]).every((action) => READ_ACTIONS.includes(action));
