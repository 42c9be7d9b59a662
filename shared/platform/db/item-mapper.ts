/**
 * One mapping between a domain object and the attributes of its DynamoDB item, declared once, field
 * by field: the reader that checks the stored attribute (attributes.ts) and, where the stored form
 * differs from the value, how it is written. The attribute is the field's name in snake_case
 * (`createdAt` -> `created_at`) unless `attribute` names another. Reading and writing follow the
 * declaration's order, so an item is written with its attributes in that order. The item's keys and
 * `entity` stay with the repository, which knows where the item lives.
 */
import { CorruptItem, str, type Item } from './attributes';

/** Reads one attribute, or throws CorruptItem (attributes.ts) when it is not of the field's type. */
export type Reader<V> = (item: Item, attribute: string) => V;

export interface Field<V> {
  read: Reader<V>;
  /** The attribute's name when it is not the field's in snake_case. */
  attribute?: string;
  /** The stored form of the value (default: the value itself). */
  write?: (value: V) => unknown;
}

/** Every field of `T`, each with its reader (or its whole Field). */
export type ItemMapping<T> = { readonly [K in keyof T]-?: Reader<T[K]> | Field<T[K]> };

export interface ItemMapper<T> {
  /** The domain object an item holds. */
  read(item: Item): T;
  /** The item's attributes for `value`, without keys or `entity`. */
  attributes(value: T): Item;
}

const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function itemMapper<T extends object>(mapping: ItemMapping<T>): ItemMapper<T> {
  const fields = Object.entries(mapping as Record<string, Reader<unknown> | Field<unknown>>).map(([name, declared]) => {
    const field = typeof declared === 'function' ? { read: declared } : declared;
    return { name, attribute: field.attribute ?? snakeCase(name), read: field.read, write: field.write };
  });
  return {
    read(item) {
      const value: Record<string, unknown> = {};
      for (const field of fields) value[field.name] = field.read(item, field.attribute);
      return value as T;
    },
    attributes(value) {
      const item: Item = {};
      for (const field of fields) {
        const fieldValue = (value as Record<string, unknown>)[field.name];
        item[field.attribute] = field.write ? field.write(fieldValue) : fieldValue;
      }
      return item;
    },
  };
}

/**
 * A value that may be null, stored as an absent attribute rather than as NULL: conditions can then
 * test `attribute_not_exists`, and `if_not_exists` can set it once.
 */
export const absentWhenNull = <V>(read: Reader<V | null>): Field<V | null> => ({ read, write: (value) => value ?? undefined });

/** A string attribute that holds one of `values` (a status, say): anything else is a corrupt item. */
export function oneOf<V extends string>(values: readonly V[]): Reader<V> {
  return (item, attribute) => {
    const value = str(item, attribute);
    if (!(values as readonly string[]).includes(value)) throw new CorruptItem(attribute, `one of ${values.join(', ')}`, item);
    return value as V;
  };
}
