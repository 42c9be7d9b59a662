/** A small per-process cache with expiry, bounded in size (warm Lambdas and the local gateway). */
import { clock } from '#platform/clock';

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 1000) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= clock.nowMs()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Kept for the cache's TTL, or until `notAfterMs` when that comes first (what the value stands for ends then). */
  set(key: string, value: V, notAfterMs = Infinity): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Math.min(clock.nowMs() + this.ttlMs, notAfterMs) });
  }

  clear(): void {
    this.entries.clear();
  }
}
