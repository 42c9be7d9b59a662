/**
 * The registry of the table stream's consumers (search index, webhooks, post schedules, comment
 * authors, post counts, the client lists' version): the domains that follow the table's changes. Adding
 * one is one entry here: the stream function (functions/stream/table-stream.ts), its event filter in the
 * stack and the local pump follow. It sits above the domains it names; the mechanism (records, dispatch,
 * the consumer's interface) is the platform's (shared/platform/stream/).
 */
import { searchIndexConsumer } from '#domains/search/search-consumer';
import { webhookConsumer } from '#domains/webhooks/webhook-consumer';
import { scheduleConsumer } from '#domains/scheduling/schedule-consumer';
import { commentAuthorConsumer } from '#domains/comments/comment-author-consumer';
import { postCountsConsumer } from '#domains/posts/write/post-counts-consumer';
import { listVersionConsumer } from '#domains/client/list-version-consumer';
import type { StreamConsumer } from '#platform/stream/stream-consumer';

/** The list version last (its raise is left to the batch's end, after every consumer: list-version-consumer.ts). */
export const STREAM_CONSUMERS: readonly StreamConsumer[] = [searchIndexConsumer, webhookConsumer, scheduleConsumer, commentAuthorConsumer, postCountsConsumer, listVersionConsumer];
