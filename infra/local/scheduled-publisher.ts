/**
 * Under `npm start` and in tests, what EventBridge Scheduler does in AWS: invokes the scheduled-
 * publishing function (functions/scheduling/publish-post.ts) for each post whose time has come, with
 * the event a schedule would send (`{post_id, published_at}`). A timer looks for due posts every few
 * seconds (the `status=scheduled` list by published date), so a post is published within the minute,
 * as in AWS. `publishDue()` runs one pass (tests move the clock and call it).
 */
import path from 'node:path';
import { errorFields, logger } from '#platform/logs/logger';
import { dueScheduledPosts } from '#domains/posts/write/due-posts';
import { isoNow } from '#platform/time';
import { PUBLISH_POST_ENTRY, PUBLISH_POST_ID } from '#infra/publish-post-entry';
import { runAsFunction } from './function-scope';
import { SerialLoop } from './serial-loop';

export const LOCAL_PUBLISH_INTERVAL_MS = 5_000;

type PublishHandler = (event: unknown) => Promise<{ outcome: string }>;

export class LocalScheduledPublisher {
  private readonly loop = new SerialLoop('local scheduled publisher');

  /** One pass: every post due now, each through the publish function; how many it published. */
  publishDue(): Promise<number> {
    let published = 0;
    return this.loop
      .run(async () => {
        const module = (await import(path.resolve(__dirname, '..', '..', PUBLISH_POST_ENTRY))) as { handler: PublishHandler };
        for (const due of await dueScheduledPosts(isoNow())) {
          try {
            // As its own function (its own role in AWS): the least-privilege checks charge its calls to it.
            const { outcome } = await runAsFunction(PUBLISH_POST_ID, () => module.handler({ post_id: due.postId, published_at: due.publishedAt }));
            if (outcome === 'published') published += 1;
          } catch (error) {
            logger.warn('local scheduled publication failed', { post_id: due.postId, ...errorFields(error) });
          }
        }
      })
      .then(() => published);
  }

  start(intervalMs = LOCAL_PUBLISH_INTERVAL_MS): void {
    this.loop.every(intervalMs, async () => {
      await this.publishDue();
    });
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
