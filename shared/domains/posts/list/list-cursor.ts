/**
 * The opaque `cursor` of a `links.next` URL: the key of the last post of the page in the list's order and the
 * list's total (so later pages do not count again), sealed (HMAC) for the list it came from (dimension,
 * statuses, order, filters). A cursor that was altered, forged or that belongs to another list is a
 * 400 `bad_request`; it does not expose more than the list it continues.
 */
import { InvalidParameters } from '#platform/errors';
import type { Item } from '#platform/db/attributes';
import { openCursor, sealCursor } from '#platform/db/cursor-seal';

const PURPOSE = 'cms-posts-cursor-v3';
const invalid = () => new InvalidParameters({ cursor: ['The cursor is not valid for this list: follow links.next or start from page 1.'] });

export interface CursorState {
  key: Item;
  /** Known total of a filtered list. */
  total?: number;
}

export function encodeCursor(state: CursorState, signature: string): Promise<string> {
  return sealCursor({ k: state.key, t: state.total ?? null }, `${PURPOSE}\n${signature}`);
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

export async function decodeCursor(cursor: string, signature: string): Promise<CursorState> {
  const parsed = await openCursor(cursor, `${PURPOSE}\n${signature}`);
  if (typeof parsed !== 'object' || parsed === null) throw invalid();
  const { k, t } = parsed as { k?: unknown; t?: unknown };
  if (!isKey(k) || !(t === null || (typeof t === 'number' && Number.isInteger(t) && t >= 0))) throw invalid();
  return { key: k, ...(t === null ? {} : { total: t }) };
}
