/**
 * The registry of the table stream's consumers (search index, webhooks, post schedules, comment authors, post counts, the client lists' version). Adding one is one entry here: the event filter of the stream function and the local
 * pump follow.
 */
import { searchIndexConsumer } from '#domains/search/search-consumer';
import { webhookConsumer } from '#domains/webhooks/webhook-consumer';
import { scheduleConsumer } from '#domains/scheduling/schedule-consumer';
import { commentAuthorConsumer } from '#domains/comments/comment-author-consumer';
import { postCountsConsumer } from '#domains/posts/write/post-counts-consumer';
import { listVersionConsumer } from '#domains/client/list-version-consumer';
import type { StreamConsumer } from './stream-consumer';

/** The list version last: a record's change is in the search index before the version says so. */
export const STREAM_CONSUMERS: readonly StreamConsumer[] = [searchIndexConsumer, webhookConsumer, scheduleConsumer, commentAuthorConsumer, postCountsConsumer, listVersionConsumer];
