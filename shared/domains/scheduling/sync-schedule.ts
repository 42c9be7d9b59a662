/** Applies a post record's schedule change to EventBridge Scheduler (in AWS; locally a timer publishes instead). */
import type { TableStreamRecord } from '#platform/stream/stream-record';
import { deleteSchedule, putSchedule, schedulerTarget } from './eventbridge-scheduler';
import { scheduleChangeOf } from './schedule-change';

export async function syncSchedule(record: TableStreamRecord): Promise<void> {
  const change = scheduleChangeOf(record);
  const target = schedulerTarget();
  if (!change || !target) return;
  if (change.kind === 'set') await putSchedule(target, change.postId, change.publishedAt);
  else await deleteSchedule(target, change.postId);
}
