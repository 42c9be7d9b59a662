/**
 * The webhooks' part of the table stream: post, comment, category, tag and media records in, one queue
 * message per event and subscribed webhook out. The work is loaded on first use, so that the stack
 * (which reads `sortKeys` for the event filter) loads neither the DynamoDB client nor the shapes.
 */
import type { StreamConsumer } from '#platform/stream/stream-consumer';
import { keys } from '#platform/db/keys';

export const webhookConsumer: StreamConsumer = {
  name: 'webhooks',
  sortKeys: [keys.post(0).sk, keys.comment(0).sk, keys.category(0).sk, keys.tag(0).sk, keys.media(0).sk],
  async apply(record) {
    const { enqueueEvents } = await import('./enqueue-events');
    await enqueueEvents(record);
  },
};
