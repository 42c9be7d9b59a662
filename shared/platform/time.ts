/** Timestamps are stored as ISO 8601 UTC with milliseconds; answers render them per audience. */
import { clock } from './clock';

export const isoNow = (): string => clock.now().toISOString();

/** Admin shape: `2024-01-15T10:30:00.000000Z` (microseconds, `Z`); null stays null. */
export function adminTimestamp(input: string | Date): string;
export function adminTimestamp(input: string | Date | null | undefined): string | null;
export function adminTimestamp(input: string | Date | null | undefined): string | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(input)) return input;
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a timestamp: ${String(input)}`);
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** ISO 8601 with an explicit UTC offset: `2024-01-15T10:30:00+00:00` (login `expires_at`). */
export function isoWithOffset(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
