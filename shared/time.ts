/** Timestamps are stored as ISO 8601 UTC with milliseconds; answers render them per audience. */
import { clock } from './clock';

export const isoNow = (): string => clock.now().toISOString();

/** Admin shape: `2024-01-15T10:30:00.000000Z` (microseconds, `Z`). */
export function adminTimestamp(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** ISO 8601 with an explicit UTC offset: `2024-01-15T10:30:00+00:00` (login `expires_at`). */
export function isoWithOffset(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
