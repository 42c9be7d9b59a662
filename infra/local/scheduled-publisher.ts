/**
 * Under `npm start` and in tests, what EventBridge Scheduler does in AWS: invokes the scheduled-
 * publishing function (functions/scheduling/publish-post.ts) for each post whose time has come, with
 * the event a schedule would send (`{post_id, published_at}`). A timer looks for due posts every few
 * seconds (the `status=scheduled` list by published date), so a post is published within the minute,
 * as in AWS. `publishDue()` runs one pass (tests move the clock and call it).
 *
 * As in AWS nothing fails silently: a publication that fails is tried again at the next passes, as
 * Lambda retries an asynchronous run, and after PUBLISH_RETRY_ATTEMPTS retries it is parked in
 * `deadLetters` (the failures queue in AWS, whose first message raises an alarm) and logged as an
 * error, and not tried again for that time.
 */
import path from 'node:path';
import { errorFields, logger } from '#platform/logs/logger';
import { dueScheduledPosts } from '#domains/posts/write/due-posts';
import { isoNow } from '#platform/time';
import { PUBLISH_POST_ENTRY, PUBLISH_POST_ID } from '#infra/publish-post-entry';
import { runAsFunction } from './function-scope';
import { SerialLoop } from './serial-loop';

/** Lambda's retries of a failed asynchronous run, as the stack sets them (infra/stack/scheduled-publishing.ts). */
export const LOCAL_PUBLISH_RETRY_ATTEMPTS = 2;

export interface ParkedPublication {
  post_id: number;
  published_at: string;
  error: string;
}

export const LOCAL_PUBLISH_INTERVAL_MS = 5_000;

type PublishHandler = (event: unknown) => Promise<{ outcome: string }>;

export class LocalScheduledPublisher {
  private readonly loop = new SerialLoop('local scheduled publisher');
  /** Failed runs per `post_id published_at`. */
  private readonly failures = new Map<string, number>();
  /** Publications that failed every retry. */
  readonly deadLetters: ParkedPublication[] = [];

  /** One pass: every post due now, each through the publish function; how many it published. */
  publishDue(): Promise<number> {
    let published = 0;
    return this.loop
      .run(async () => {
        const module = (await import(path.resolve(__dirname, '..', '..', PUBLISH_POST_ENTRY))) as { handler: PublishHandler };
        for (const due of await dueScheduledPosts(isoNow())) {
          const key = `${due.postId} ${due.publishedAt}`;
          const failed = this.failures.get(key) ?? 0;
          if (failed > LOCAL_PUBLISH_RETRY_ATTEMPTS) continue; // parked
          try {
            // As its own function (its own role in AWS): the least-privilege checks charge its calls to it.
            const { outcome } = await runAsFunction(PUBLISH_POST_ID, () => module.handler({ post_id: due.postId, published_at: due.publishedAt }));
            this.failures.delete(key);
            if (outcome === 'published') published += 1;
          } catch (error) {
            this.failures.set(key, failed + 1);
            if (failed + 1 <= LOCAL_PUBLISH_RETRY_ATTEMPTS) {
              logger.warn('local scheduled publication failed: retried at the next pass', { post_id: due.postId, ...errorFields(error) });
            } else {
              logger.error('local scheduled publication failed every retry: parked', { post_id: due.postId, ...errorFields(error) });
              this.deadLetters.push({ post_id: due.postId, published_at: due.publishedAt, error: error instanceof Error ? error.message : String(error) });
            }
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
