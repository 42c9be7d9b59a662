/**
 * Several independent writes committed as one TransactWriteItems (a bulk import's batch of creates).
 * DynamoDB refuses two operations on one item in a transaction, and the writes of a batch share
 * counter items (the site's post counts, an author's, a category's): those `ADD`s are merged into one
 * per item, their deltas summed, their condition kept; identical condition checks of one item (an
 * author's, for each of their comments) are one. Any other item two writes share cannot be combined:
 * such a write waits for another transaction. Each combined item remembers which writes it
 * came from and at which index of their own list, so a cancellation is read per write.
 */
import type { TransactItem } from './transactions';
import { counterAdd } from './counter-update';
import type { Key } from './keys';

/** DynamoDB's limits per transaction: 100 items, 4 MB; the size is estimated, so a margin is kept. */
export const MAX_TRANSACTION_ITEMS = 100;
const MAX_TRANSACTION_BYTES = 3_500_000;

export interface ItemSource {
  /** The write's position among those given to `add`. */
  write: number;
  /** The item's index in that write's own list. */
  index: number;
}

interface CounterAdd {
  key: Key;
  condition: string | undefined;
  deltas: Map<string, number>;
}

const COUNTER_ADD = /^ADD #c\d+ :c\d+(, #c\d+ :c\d+)*$/;

/** The key an item of a transaction acts on. */
function keyOf(item: TransactItem): Key {
  const key = item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key;
  if (!key) throw new Error('a transaction item without a key');
  return { pk: String(key.pk), sk: String(key.sk) };
}

/** The deltas of an item built by `counterAdd` (only `ADD`s of numbers), or undefined for any other item. */
function counterAddOf(item: TransactItem): CounterAdd | undefined {
  const update = item.Update;
  if (!update || !COUNTER_ADD.test(update.UpdateExpression ?? '')) return undefined;
  const deltas = new Map<string, number>();
  for (const [placeholder, attribute] of Object.entries(update.ExpressionAttributeNames ?? {})) {
    const delta = update.ExpressionAttributeValues?.[`:${placeholder.slice(1)}`];
    if (typeof delta !== 'number') return undefined;
    deltas.set(attribute, delta);
  }
  return { key: keyOf(item), condition: update.ConditionExpression, deltas };
}

const keyName = (key: Key) => `${key.pk}|${key.sk}`;

/** Two checks of one item with the same condition are one check (one author's comments in a batch). */
const sameCheck = (a: TransactItem, b: TransactItem): boolean =>
  a.ConditionCheck !== undefined && b.ConditionCheck !== undefined && JSON.stringify(a.ConditionCheck) === JSON.stringify(b.ConditionCheck);
/**
 * An item's size for the transaction's byte limit: its JSON, with binary attributes (a post's packed
 * body) counted by their bytes. `JSON.stringify` of a Uint8Array writes an object of one key per
 * byte: several times the size, and about a twentieth of an import's CPU in a profile.
 */
const sizes = new WeakMap<TransactItem, number>();

function sizeOf(item: TransactItem): number {
  const known = sizes.get(item);
  if (known !== undefined) return known;
  let binary = 0;
  const text = JSON.stringify(item, (_key, value: unknown) => {
    if (!(value instanceof Uint8Array)) return value;
    binary += value.byteLength;
    return undefined;
  });
  const size = text.length + binary;
  // Packing tries an item against several transactions: measured once.
  sizes.set(item, size);
  return size;
}

export class CombinedTransaction {
  private readonly entries: { item: TransactItem; counter?: CounterAdd; sources: ItemSource[] }[] = [];
  private readonly byKey = new Map<string, number>();
  private bytes = 0;
  writes = 0;

  /**
   * How many items `items` would add to the transaction (those on a counter it already moves add
   * none), or undefined when they cannot join it: they would overflow it, or touch an item already
   * in it that cannot be merged.
   */
  itemsAdded(items: readonly TransactItem[]): number | undefined {
    return this.plan(items)?.added;
  }

  private plan(items: readonly TransactItem[]): { added: number; bytes: number } | undefined {
    let added = 0;
    let bytes = 0;
    const seen = new Set<string>();
    for (const item of items) {
      const name = keyName(keyOf(item));
      if (seen.has(name)) return undefined;
      seen.add(name);
      const at = this.byKey.get(name);
      if (at === undefined) {
        added += 1;
        bytes += sizeOf(item);
        continue;
      }
      if (sameCheck(this.entries[at].item, item)) continue;
      const there = this.entries[at].counter;
      const here = counterAddOf(item);
      if (!there || !here || there.condition !== here.condition) return undefined;
    }
    if (this.entries.length + added > MAX_TRANSACTION_ITEMS || (this.writes > 0 && this.bytes + bytes > MAX_TRANSACTION_BYTES)) return undefined;
    return { added, bytes };
  }

  /**
   * Adds one write's items (in its own order), or answers false and changes nothing when they would
   * overflow the transaction or touch an item already in it that cannot be merged.
   */
  add(items: readonly TransactItem[], write: number): boolean {
    const planned = this.plan(items);
    if (!planned) return false;
    for (const [index, item] of items.entries()) {
      const name = keyName(keyOf(item));
      const at = this.byKey.get(name);
      const source = { write, index };
      if (at === undefined) {
        this.byKey.set(name, this.entries.length);
        this.entries.push({ item, counter: counterAddOf(item), sources: [source] });
        continue;
      }
      const entry = this.entries[at];
      entry.sources.push(source);
      if (!entry.counter) continue; // the same check (plan allowed nothing else)
      for (const [attribute, delta] of counterAddOf(item)!.deltas) entry.counter!.deltas.set(attribute, (entry.counter!.deltas.get(attribute) ?? 0) + delta);
      entry.item = counterAdd(entry.counter!.key, entry.counter!.deltas, entry.counter!.condition);
    }
    this.bytes += planned.bytes;
    this.writes += 1;
    return true;
  }

  get items(): TransactItem[] {
    return this.entries.map((entry) => entry.item);
  }

  /** The writes (and their own indexes) the item at `index` of `items` came from. */
  sourcesAt(index: number): readonly ItemSource[] {
    return this.entries[index]?.sources ?? [];
  }
}

/**
 * Writes packed into as few transactions as they fit, first fit in the order given: each transaction
 * takes every write left that still fits it. Throws for a write that fits no transaction alone.
 */
export function packedInOrder<T>(writes: readonly T[], itemsOf: (write: T) => readonly TransactItem[]): { together: CombinedTransaction; taken: T[] }[] {
  const packed: { together: CombinedTransaction; taken: T[] }[] = [];
  let left = writes;
  while (left.length > 0) {
    const together = new CombinedTransaction();
    const taken: T[] = [];
    const rest: T[] = [];
    for (const write of left) {
      if (together.add(itemsOf(write), taken.length)) taken.push(write);
      else rest.push(write);
    }
    if (taken.length === 0) throw new Error(`a write of ${itemsOf(left[0]).length} items does not fit one transaction`);
    packed.push({ together, taken });
    left = rest;
  }
  return packed;
}
