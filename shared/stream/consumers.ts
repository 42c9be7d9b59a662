/**
 * The registry of the table stream's consumers. Adding one (webhooks: post, comment, taxonomy and
 * media items to a queue) is one entry here: the event filter of the stream function and the local
 * pump follow.
 */
import { searchIndexConsumer } from '../search/search-consumer';
import type { StreamConsumer } from './stream-consumer';

export const STREAM_CONSUMERS: readonly StreamConsumer[] = [searchIndexConsumer];
