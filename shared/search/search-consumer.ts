/** The search index's part of the stream: post items in, postings out (shared/search/index-writer.ts). */
import { keys } from '../db/keys';
import type { StreamConsumer } from '../stream/stream-consumer';
import { applyPostChange } from './index-writer';

export const searchIndexConsumer: StreamConsumer = {
  name: 'search-index',
  sortKeys: [keys.post(0).sk],
  async apply(record) {
    await applyPostChange(record.oldImage, record.newImage);
  },
};
