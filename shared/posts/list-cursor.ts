/**
 * The opaque `cursor` of a `links.next` URL: the key of the last row of the page, the total of a
 * filtered list (so later pages do not count again), and a digest binding both to the list they came
 * from (scope, index, order, filter). A cursor that was altered or that belongs to another list is a
 * 400 `bad_request`; it does not expose more than the list it continues.
 */
import { createHash } from 'node:crypto';
import { InvalidParameters } from '../errors';
import type { Item } from '../db/attributes';

const SALT = 'cms-posts-cursor-v1';
const invalid = () => new InvalidParameters({ cursor: ['The cursor is not valid for this list: follow links.next or start from page 1.'] });

const digest = (key: Item, total: number | null, signature: string): string =>
  createHash('sha256').update(JSON.stringify([SALT, key, total, signature])).digest('base64url').slice(0, 22);

export interface CursorState {
  key: Item;
  /** Known total of a filtered list. */
  total?: number;
}

export function encodeCursor(state: CursorState, signature: string): string {
  const total = state.total ?? null;
  return Buffer.from(JSON.stringify({ k: state.key, t: total, h: digest(state.key, total, signature) })).toString('base64url');
}

function isKey(value: unknown): value is Item {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0 &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

export function decodeCursor(cursor: string, signature: string): CursorState {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalid();
  const { k, t, h } = parsed as { k?: unknown; t?: unknown; h?: unknown };
  if (!isKey(k) || !(t === null || (typeof t === 'number' && Number.isInteger(t) && t >= 0)) || typeof h !== 'string') throw invalid();
  if (h !== digest(k, t, signature)) throw invalid();
  return { key: k, ...(t === null ? {} : { total: t }) };
}
