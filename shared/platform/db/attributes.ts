/**
 * Readers for DynamoDB items: repositories map items to typed domain objects through these, so a
 * malformed item fails loudly at the boundary instead of travelling on as a wrong type.
 */
export type Item = Record<string, unknown>;

export class CorruptItem extends Error {
  constructor(attribute: string, expected: string, item: Item) {
    super(`Item ${String(item.pk)}/${String(item.sk)}: attribute ${attribute} is not ${expected}`);
  }
}

export function str(item: Item, name: string): string {
  const value = item[name];
  if (typeof value !== 'string') throw new CorruptItem(name, 'a string', item);
  return value;
}

export function optStr(item: Item, name: string): string | null {
  const value = item[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new CorruptItem(name, 'a string', item);
  return value;
}

export function num(item: Item, name: string, fallback?: number): number {
  const value = item[name];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number') throw new CorruptItem(name, 'a number', item);
  return value;
}

export function optNum(item: Item, name: string): number | null {
  const value = item[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number') throw new CorruptItem(name, 'a number', item);
  return value;
}

export function bool(item: Item, name: string, fallback = false): boolean {
  const value = item[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new CorruptItem(name, 'a boolean', item);
  return value;
}

export function numList(item: Item, name: string): number[] {
  const value = item[name];
  if (value === undefined || value === null) return [];
  const list = value instanceof Set ? [...value] : value;
  if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'number')) throw new CorruptItem(name, 'a list of numbers', item);
  return list;
}

export function strList(item: Item, name: string): string[] {
  const value = item[name];
  if (value === undefined || value === null) return [];
  const list = value instanceof Set ? [...value] : value;
  if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string')) throw new CorruptItem(name, 'a list of strings', item);
  return list;
}

export function obj(item: Item, name: string): Item | null {
  const value = item[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new CorruptItem(name, 'a map', item);
  return value as Item;
}
