/**
 * Scheduled publishing (issue 12, item 2), the domain rules: a post in `scheduled` waits for its
 * `published_at`, which must be in the future when the schedule is set or moved (422 otherwise), and
 * becomes `published` once, at that time, through `publishDuePost`: a conditional write that leaves
 * alone a post that is no longer scheduled for that instant (edited to another time, unscheduled,
 * trashed, deleted). What triggers it: an EventBridge Scheduler one-time schedule per post in AWS
 * (shared/domains/scheduling/), a timer under `npm start` (infra/local/scheduled-publisher.ts).
 */
import { NotFound, type FieldMessages } from '#platform/errors';
import { isoNow } from '#platform/time';
import { changePost } from './post-writes';
import { SYSTEM_CHANGE } from '#domains/posts/revisions/revisions';
import type { Post } from '#domains/posts/model/post';

/** The schedule is new or moved: `published_at` must be later than now. */
export function scheduleErrors(before: Pick<Post, 'status' | 'publishedAt'> | null, after: Pick<Post, 'status' | 'publishedAt'>, now: string): FieldMessages {
  if (after.status !== 'scheduled') return {};
  if (before?.status === 'scheduled' && before.publishedAt === after.publishedAt) return {};
  if (after.publishedAt === null) return { published_at: ['A scheduled post needs a published_at: the time to publish it.'] };
  if (after.publishedAt <= now) return { published_at: ['A scheduled post needs a published_at in the future.'] };
  return {};
}

/**
 * A post an admin publishes with a `published_at` in the future is scheduled for then instead (as
 * WordPress makes it `future`): published now, it would head client lists dated in the future.
 * Only a post becoming published is concerned; re-dating a post already published leaves it so.
 */
export function publishedOrScheduled<T extends Pick<Post, 'status' | 'publishedAt'>>(before: Pick<Post, 'status'> | null, after: T, now: string): T {
  if (after.status !== 'published' || before?.status === 'published') return after;
  return after.publishedAt !== null && after.publishedAt > now ? { ...after, status: 'scheduled' } : after;
}

/** Whether `post` is scheduled for exactly `publishedAt` and that time has come. */
export const isDue = (post: Pick<Post, 'status' | 'publishedAt'>, publishedAt: string, now: string): boolean =>
  post.status === 'scheduled' && post.publishedAt === publishedAt && publishedAt <= now;

/**
 * `published`: this call published it; `left`: it is not (or no longer) scheduled for that time
 * (already published, edited to another time, unscheduled, trashed); `early`: still scheduled for
 * that time, which has not come; `gone`: no such post.
 */
export type PublishOutcome = 'published' | 'left' | 'early' | 'gone';

/**
 * Publishes the post if it is still scheduled for `publishedAt` and that time has come. The write is
 * conditioned on the post's revision as read (changePost), so of two publishers racing, one writes
 * and the other re-reads a published post and writes nothing. The change keeps a revision signed by
 * the service, and the table stream turns it into `post.published` for webhooks.
 */
export async function publishDuePost(postId: number, publishedAt: string): Promise<PublishOutcome> {
  let early = false;
  try {
    const result = await changePost(
      postId,
      (before) => {
        const now = isoNow();
        early = before.status === 'scheduled' && before.publishedAt === publishedAt && publishedAt > now;
        return isDue(before, publishedAt, now) ? { ...before, status: 'published', statusBeforeTrash: null } : null;
      },
      { changedBy: SYSTEM_CHANGE },
    );
    return result.changed ? 'published' : early ? 'early' : 'left';
  } catch (error) {
    if (error instanceof NotFound) return 'gone';
    throw error;
  }
}
