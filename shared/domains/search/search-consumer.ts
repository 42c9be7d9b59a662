/**
 * The search index's part of the stream: post items in, postings out (shared/domains/search/index-writer.ts).
 * The writer is loaded on first use, so the stack (which reads `sortKeys` for the event filter) does
 * not load the DynamoDB client.
 */
import { keys } from '#platform/db/keys';
import type { StreamConsumer } from '#platform/stream/stream-consumer';

export const searchIndexConsumer: StreamConsumer = {
  name: 'search-index',
  sortKeys: [keys.post(0).sk],
  async apply(record) {
    const { applyPostChange } = await import('./index-writer');
    await applyPostChange(record.oldImage, record.newImage);
  },
};
