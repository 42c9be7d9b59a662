/**
 * The comments' part of the table stream: user records in, the user's comments' `author` rewritten
 * when the display fields change or the user is deleted (refresh-comment-authors.ts, loaded on first
 * use so the stack, which reads `sortKeys` for the event filter, does not load the DynamoDB client).
 */
import { keys } from '#platform/db/keys';
import type { StreamConsumer } from '#platform/stream/stream-consumer';

export const commentAuthorConsumer: StreamConsumer = {
  name: 'comment-authors',
  sortKeys: [keys.user(0).sk],
  async apply(record) {
    const { refreshCommentAuthors } = await import('./refresh-comment-authors');
    await refreshCommentAuthors(record.oldImage, record.newImage);
  },
};
