/**
 * What a post's stream record asks of its EventBridge schedule: set it (the post became scheduled,
 * or its time moved), delete it (it stopped being scheduled: published, unscheduled, trashed,
 * deleted), or nothing. Pure: the stream consumer applies it (sync-schedule.ts).
 */
import type { TableStreamRecord } from '#platform/stream/stream-record';
import type { Item } from '#platform/db/attributes';

export type ScheduleChange = { kind: 'set'; postId: number; publishedAt: string } | { kind: 'delete'; postId: number } | null;

const scheduledFor = (image: Item | undefined): string | null =>
  image?.status === 'scheduled' && typeof image.published_at === 'string' ? image.published_at : null;

export function scheduleChangeOf(record: Pick<TableStreamRecord, 'oldImage' | 'newImage'>): ScheduleChange {
  const image = record.newImage ?? record.oldImage;
  if (typeof image?.id !== 'number') return null;
  const was = scheduledFor(record.oldImage);
  const is = scheduledFor(record.newImage);
  if (is !== null && is !== was) return { kind: 'set', postId: image.id, publishedAt: is };
  if (is === null && was !== null) return { kind: 'delete', postId: image.id };
  return null;
}
