/**
 * DynamoDB's typed JSON with binary as base64 text, as DynamoDB's export to S3 writes it
 * (`{"B": "G88EAMTvZ8..."}`): the SDK reads binary attributes (a post's packed body, a revision's
 * state) as bytes, which `JSON.stringify` would write as a map of numbers and which would load back
 * as an empty binary. Maps, lists and binary sets are converted at any depth; every other type is
 * already JSON.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export type RawItem = Record<string, AttributeValue>;
type Json = Record<string, unknown>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function valueToJson(value: AttributeValue): unknown {
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS !== undefined) return { BS: value.BS.map((bytes) => Buffer.from(bytes).toString('base64')) };
  if (value.M !== undefined) return { M: itemToJson(value.M) };
  if (value.L !== undefined) return { L: value.L.map(valueToJson) };
  return value;
}

/** An item as the SDK read it, in the file's typed JSON. */
export function itemToJson(item: RawItem): Json {
  return Object.fromEntries(Object.entries(item).map(([name, value]) => [name, valueToJson(value)]));
}

function bytesOf(text: unknown, where: string): Uint8Array {
  if (typeof text !== 'string' || text.length % 4 !== 0 || !BASE64.test(text)) throw new Error(`${where} is not base64 text`);
  return Buffer.from(text, 'base64');
}

function valueFromJson(value: Json, where: string): AttributeValue {
  if ('B' in value) return { B: bytesOf(value.B, where) };
  if ('BS' in value) {
    if (!Array.isArray(value.BS)) throw new Error(`${where} is not a list of base64 texts`);
    return { BS: value.BS.map((text) => bytesOf(text, where)) };
  }
  if ('M' in value) return { M: itemFromJson(value.M as Json, `${where.replace(/^attribute /, '')}.`) };
  if ('L' in value) {
    if (!Array.isArray(value.L)) throw new Error(`${where} is not a list`);
    return { L: value.L.map((entry) => valueFromJson(entry as Json, where)) };
  }
  return value as unknown as AttributeValue;
}

/** An item of the file as the SDK writes it; throws (naming the attribute) on binary that is not base64. */
export function itemFromJson(item: Json, within = ''): RawItem {
  return Object.fromEntries(Object.entries(item).map(([name, value]) => [name, valueFromJson(value as Json, `attribute ${within}${name}`)]));
}
