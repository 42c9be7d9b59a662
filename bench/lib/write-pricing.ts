/**
 * Write units as DynamoDB bills them, from what a write did to each item it touched: the item's image
 * before and after the call. DynamoDB Local's ReturnConsumedCapacity is right for a single-item
 * Put/Update/Delete without indexes, but prices a TransactWriteItems as the sum of its distinct item
 * costs (ten 1 KB puts report 2 units; DynamoDB bills 20) and never counts index writes, so the bench
 * prices writes itself. The rules (docs/performance.md states them for readers):
 *
 * 1. Each item a write touches costs ceil(size / 1 KB) units, at least 1, where size is the larger of
 *    the item before and after the write (a delete: the item deleted; a delete of nothing: 1).
 * 2. In a TransactWriteItems every item costs twice that (prepare and commit), a ConditionCheck
 *    included (it is one of the transaction's writes, priced by the item it checks).
 * 3. Each global secondary index costs, per item written (an index item is as large as what the
 *    index projects: the whole item for ALL, which the four indexes of v1 use; the table and index
 *    keys for KEYS_ONLY, which data-model-v2 plans):
 *    - key attributes appear: a put of the index item (the new image's size);
 *    - key attributes disappear: a delete (the old image's size);
 *    - key attributes change: a delete of the old index item plus a put of the new one;
 *    - keys unchanged, other attributes changed: an update in place (the larger image) when the
 *      index projects them (ALL); nothing for KEYS_ONLY;
 *    - nothing changed, or the item is not in the index: nothing.
 *    Index writes are propagated by DynamoDB after the commit; they are standard writes even when the
 *    table write was transactional.
 * 4. A write whose condition fails (or a transaction cancelled) is still billed for the items it
 *    named, at their current size, without index writes.
 */
import { TABLE } from '#platform/db/table-definition';
import { itemSize } from './item-size';

type Item = Record<string, unknown>;

export const WRITE_UNIT_BYTES = 1024;

export type WriteAction = 'put' | 'update' | 'delete' | 'check';

/** One item a write named, with its images around the call. */
export interface ItemWrite {
  table: string;
  key: Item;
  action: WriteAction;
  transactional: boolean;
  before?: Item;
  after?: Item;
  /** The call failed (condition, cancellation): billed at the item's current size, no index writes. */
  failed?: boolean;
}

export interface WritePrice {
  /** Units of the table items (transactional ones counted twice). */
  table: number;
  /** Units of the index items a change of the item caused. */
  index: number;
  total: number;
  /** Table items written and index items written (a key change is two). */
  items: number;
  indexItems: number;
}

export const unitsFor = (bytes: number): number => Math.max(1, Math.ceil(bytes / WRITE_UNIT_BYTES));

const sizeOf = (item: Item | undefined): number => (item ? itemSize(item) : 0);

/** An index as the pricer needs it: its key attributes and what it projects (ALL when not said). */
export interface PricedIndex {
  partitionKey: string;
  sortKey: string;
  projection?: 'ALL' | 'KEYS_ONLY';
}

/** The key of an item in one index, or undefined when the item is not in it (sparse). */
function indexKey(item: Item | undefined, index: PricedIndex): string | undefined {
  if (!item) return undefined;
  const pk = item[index.partitionKey];
  const sk = item[index.sortKey];
  return typeof pk === 'string' && typeof sk === 'string' ? JSON.stringify([pk, sk]) : undefined;
}

/** Structural equality of two item images (document form: strings, numbers, booleans, lists, maps, sets). */
export function sameImage(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Set && b instanceof Set) return a.size === b.size && [...a].every((member) => b.has(member));
  if (a instanceof Uint8Array && b instanceof Uint8Array) return Buffer.from(a).equals(Buffer.from(b));
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((member, i) => sameImage(member, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const aKeys = Object.keys(a as Item);
    const bKeys = Object.keys(b as Item);
    return aKeys.length === bKeys.length && aKeys.every((name) => name in (b as Item) && sameImage((a as Item)[name], (b as Item)[name]));
  }
  return false;
}

/** The index item of an item: the whole item (ALL) or its table and index keys (KEYS_ONLY). */
function projected(item: Item | undefined, index: PricedIndex): Item | undefined {
  if (!item || (index.projection ?? 'ALL') === 'ALL') return item;
  const names = [TABLE.partitionKey, TABLE.sortKey, index.partitionKey, index.sortKey];
  return Object.fromEntries(names.filter((name) => item[name] !== undefined).map((name) => [name, item[name]]));
}

/** Index writes one item's change causes, in units and in index items written. */
export function indexWrites(before: Item | undefined, after: Item | undefined, indexes: readonly PricedIndex[] = TABLE.indexes): { units: number; items: number } {
  let units = 0;
  let items = 0;
  for (const index of indexes) {
    const old = indexKey(before, index);
    const next = indexKey(after, index);
    const oldSize = sizeOf(projected(before, index));
    const newSize = sizeOf(projected(after, index));
    if (old === undefined && next === undefined) continue;
    if (old === undefined) {
      units += unitsFor(newSize);
      items += 1;
    } else if (next === undefined) {
      units += unitsFor(oldSize);
      items += 1;
    } else if (old !== next) {
      units += unitsFor(oldSize) + unitsFor(newSize);
      items += 2;
    } else if (!sameImage(projected(before, index), projected(after, index))) {
      units += unitsFor(Math.max(oldSize, newSize));
      items += 1;
    }
  }
  return { units, items };
}

export function priceItemWrite(write: ItemWrite, indexes: readonly PricedIndex[] = TABLE.indexes): WritePrice {
  const factor = write.transactional ? 2 : 1;
  if (write.failed || write.action === 'check') {
    const table = unitsFor(sizeOf(write.before)) * factor;
    return { table, index: 0, total: table, items: 1, indexItems: 0 };
  }
  const table = unitsFor(Math.max(sizeOf(write.before), sizeOf(write.after))) * factor;
  const index = indexWrites(write.before, write.after, indexes);
  return { table, index: index.units, total: table + index.units, items: 1, indexItems: index.items };
}

export function priceWrites(writes: readonly ItemWrite[], indexes?: readonly PricedIndex[]): WritePrice {
  return writes.reduce<WritePrice>(
    (sum, write) => {
      const price = priceItemWrite(write, indexes);
      return { table: sum.table + price.table, index: sum.index + price.index, total: sum.total + price.total, items: sum.items + price.items, indexItems: sum.indexItems + price.indexItems };
    },
    { table: 0, index: 0, total: 0, items: 0, indexItems: 0 },
  );
}

/** Commands of the document client that write, and the items each names (document-form input). */
export const WRITE_COMMANDS = new Set(['PutCommand', 'UpdateCommand', 'DeleteCommand', 'TransactWriteCommand', 'BatchWriteCommand']);
/** Low-level write commands: their inputs are marshalled, which this module does not read. A probe refuses them rather than price them wrong. */
export const LOW_LEVEL_WRITE_COMMANDS = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'TransactWriteItemsCommand', 'BatchWriteItemCommand']);

const keyOf = (item: Item): Item => ({ [TABLE.partitionKey]: item[TABLE.partitionKey], [TABLE.sortKey]: item[TABLE.sortKey] });

export function writesOf(command: string, input: Item): ItemWrite[] {
  const one = (table: unknown, key: Item, action: WriteAction, transactional: boolean): ItemWrite => ({ table: String(table), key: keyOf(key), action, transactional });
  switch (command) {
    case 'PutCommand':
      return [one(input.TableName, input.Item as Item, 'put', false)];
    case 'UpdateCommand':
      return [one(input.TableName, input.Key as Item, 'update', false)];
    case 'DeleteCommand':
      return [one(input.TableName, input.Key as Item, 'delete', false)];
    case 'TransactWriteCommand':
      return (input.TransactItems as Item[]).map((entry) => {
        if (entry.Put) return one((entry.Put as Item).TableName, (entry.Put as Item).Item as Item, 'put', true);
        if (entry.Update) return one((entry.Update as Item).TableName, (entry.Update as Item).Key as Item, 'update', true);
        if (entry.Delete) return one((entry.Delete as Item).TableName, (entry.Delete as Item).Key as Item, 'delete', true);
        if (entry.ConditionCheck) return one((entry.ConditionCheck as Item).TableName, (entry.ConditionCheck as Item).Key as Item, 'check', true);
        throw new Error(`unknown transaction entry ${Object.keys(entry).join(',')}`);
      });
    case 'BatchWriteCommand':
      return Object.entries(input.RequestItems as Record<string, Item[]>).flatMap(([table, requests]) =>
        requests.map((request) =>
          request.PutRequest ? one(table, (request.PutRequest as Item).Item as Item, 'put', false) : one(table, (request.DeleteRequest as Item).Key as Item, 'delete', false),
        ),
      );
    default:
      throw new Error(`cannot price ${command}: not a document-client write`);
  }
}

/** Reads item images, consistently, through a client of its own (never the probed one). */
export type ReadImages = (writes: readonly ItemWrite[]) => Promise<Array<Item | undefined>>;
