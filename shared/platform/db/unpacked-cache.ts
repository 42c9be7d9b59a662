/**
 * The last bodies a warm function unpacked, by their packed bytes. A post's packed body is immutable
 * for what it says (other bytes, other entry), and the same posts are read over and over: a site's
 * first list page, its popular posts. Unpacking one (brotli, then JSON) costs about 25-40 µs of CPU
 * and the garbage it leaves; a 15-post list page paid about 0.6 ms for it on every request. Keyed by
 * the bytes themselves, not by post id and revision, so no write path can leave a stale entry. The
 * values are frozen: a caller that changed one would change it for the next reader, and a frozen
 * object throws instead. Bounded by the bytes it holds (packed plus unpacked, counted as UTF-16).
 */

/** About 8 MB of a 1024 MB function: a few hundred typical bodies, or a few 100 KB ones. */
const BUDGET_BYTES = 8 * 1024 * 1024;

interface Entry {
  value: unknown;
  bytes: number;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  }
  return value;
}

export class UnpackedCache {
  private readonly entries = new Map<string, Entry>();
  private held = 0;

  constructor(private readonly budgetBytes = BUDGET_BYTES) {}

  /** The JSON value `unpackText(packed)` holds, or the value unpacked from the same bytes before (the same frozen object). */
  unpack(packed: Uint8Array | string, unpackText: (packed: Uint8Array | string) => string): unknown {
    const key = typeof packed === 'string' ? packed : Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength).toString('latin1');
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order, so the first entry is the one to let go.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const text = unpackText(packed);
    const value = deepFreeze(JSON.parse(text) as unknown);
    const bytes = key.length + 2 * text.length;
    if (bytes > this.budgetBytes / 4) return value;
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.held -= entry.bytes;
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  get heldBytes(): number {
    return this.held;
  }
}

export const recentBodies = new UnpackedCache();
