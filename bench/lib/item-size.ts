/** Item sizes as DynamoDB counts them for capacity (the probe's reads, write-pricing.ts's writes). */
type Item = Record<string, unknown>;

/** Size of a value as DynamoDB counts it (close enough for capacity: strings and numbers dominate). */
export function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (typeof value === 'number' || typeof value === 'bigint') {
    const digits = String(value).replace(/^-/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
    return Math.ceil(Math.max(digits.length, 1) / 2) + 1;
  }
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce((total: number, member) => total + valueSize(member), 0);
  if (Array.isArray(value)) return 3 + value.reduce((total: number, member) => total + valueSize(member) + 1, 0);
  if (typeof value === 'object') {
    return 3 + Object.entries(value as Item).reduce((total, [name, member]) => total + Buffer.byteLength(name, 'utf8') + valueSize(member) + 1, 0);
  }
  return 0;
}

export function itemSize(item: Item): number {
  return Object.entries(item).reduce((total, [name, value]) => total + Buffer.byteLength(name, 'utf8') + valueSize(value), 0);
}
