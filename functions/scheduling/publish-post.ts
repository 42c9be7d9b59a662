/**
 * The scheduled-publishing function (not a route): publishes one post at its `published_at`. In AWS
 * the post's EventBridge Scheduler one-time schedule invokes it with `{post_id, published_at}` (the
 * time the schedule was made for); under `npm start` the local publisher's timer invokes it the same
 * way for each due post. A post no longer scheduled for that time is left alone; one invoked before
 * its time throws, so that the scheduler retries it.
 */
import * as z from 'zod/mini';
import { isoDateTime } from '#platform/schema-kinds';
import { logger, loggedHandler } from '#platform/logs/logger';
import { publishDuePost } from '#domains/posts/write/scheduling';

export const PublishEvent = z.object({
  post_id: z.int().check(z.positive()),
  published_at: isoDateTime(),
});

export class PublishedTooEarly extends Error {}

async function handle(event: unknown): Promise<{ outcome: string }> {
  const { post_id: postId, published_at: publishedAt } = PublishEvent.parse(event);
  const outcome = await publishDuePost(postId, publishedAt);
  logger.info('scheduled publication', { post_id: postId, published_at: publishedAt, outcome });
  if (outcome === 'early') throw new PublishedTooEarly(`post ${postId} is scheduled for ${publishedAt}, later than now: retry`);
  return { outcome };
}

/** Its log lines carry the invocation (request id, function name, cold start). */
export const handler = loggedHandler(handle);
