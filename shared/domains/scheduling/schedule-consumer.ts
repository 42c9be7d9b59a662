/**
 * Scheduled publishing's part of the table stream: post records in, the post's EventBridge schedule
 * created, moved or deleted. From the stream, not from the write use cases, so that a schedule exists
 * only for a write that committed, and every path that schedules or unschedules a post (edits, bulk
 * actions, trash, revision restores, imports, the publication itself) is covered by one place.
 * Idempotent: setting a schedule to the same time and deleting a missing one change nothing. The work
 * is loaded on first use (the stack reads `sortKeys` for the event filter).
 */
import type { StreamConsumer } from '#platform/stream/stream-consumer';
import { keys } from '#platform/db/keys';

export const scheduleConsumer: StreamConsumer = {
  name: 'schedules',
  sortKeys: [keys.post(0).sk],
  async apply(record) {
    const { syncSchedule } = await import('./sync-schedule');
    await syncSchedule(record);
  },
};
