/**
 * The read-change-write loop every change of an existing post goes through: read the post
 * (consistently), derive the new state, write it in one transaction conditioned on the revision
 * read. A lost race is retried from a fresh read, which is safe because every change is expressed
 * against the state it reads (set these fields, move to trash if not there yet...). A caller that
 * sent the `version` it saw gets 409 `version_conflict` instead when the post has moved on.
 */
import { Conflict, InvalidBody, NotFound, ServiceUnavailable } from '#platform/errors';
import { isoNow } from '#platform/time';
import { findPostById, PostWriteRaced, SlugTaken, writePost } from '#domains/posts/model/posts-repository';
import type { Post } from '#domains/posts/model/post';
import { numberedRevision, type ChangedBy } from '#domains/posts/revisions/revisions';
import type { GroupJoin } from '#domains/posts/translations/translation-groups';

export const MAX_WRITE_ATTEMPTS = 25;

export const raceBackoff = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * Math.min(200, 10 * 2 ** Math.min(attempt, 5)))));

export const slugTakenError = () => new InvalidBody({ slug: ['The slug has already been taken.'] });

export interface ChangeResult {
  post: Post;
  /** False when the post already was in the asked state: nothing was written. */
  changed: boolean;
}

/**
 * `change` returns the post's new state (without version, revision or `updated_at`, which are set
 * here), or `null` when the post already is as asked.
 * `guard` judges whether the caller may act on the post as read (ownership): it runs on every read,
 * so the write (conditioned on that revision) never applies to a post the caller was not allowed.
 * `changedBy` is who the revision that a change of content fields keeps names (default: the service).
 * `join` answers, after each `change`, the partner whose translation group the change joins (if any).
 */
export async function changePost(
  id: number,
  change: (before: Post) => Promise<Post | null> | Post | null,
  options: { expectedVersion?: number; guard?: (before: Post) => void; changedBy?: ChangedBy; join?: () => GroupJoin | undefined } = {},
): Promise<ChangeResult> {
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    if (attempt > 0) await raceBackoff(attempt);
    const before = await findPostById(id, true);
    if (!before) throw new NotFound('post', 'Post not found.');
    options.guard?.(before);
    if (options.expectedVersion !== undefined && before.version !== options.expectedVersion) {
      throw new Conflict('version_conflict', 'The post was changed since you read it: read it again and reapply your changes.', {
        current_version: before.version,
        your_version: options.expectedVersion,
      });
    }
    const changed = await change(before);
    if (!changed) return { post: before, changed: false };
    // A change of content fields keeps the state before it as the post's next revision (revisions.ts).
    const after = numberedRevision(before, { ...changed, version: before.version + 1, rev: before.rev + 1, updatedAt: isoNow() });
    try {
      await writePost(before, after, options.changedBy, options.join?.());
      return { post: after, changed: true };
    } catch (error) {
      if (error instanceof SlugTaken) throw slugTakenError();
      if (!(error instanceof PostWriteRaced)) throw error;
    }
  }
  throw new ServiceUnavailable(1, 'The post is being changed by many writers at once. Retry shortly.');
}

/**
 * Deletes the post's items in one transaction (retried on a lost race); false when it did not exist.
 * `guard` judges the post as read, as in `changePost`.
 */
export async function removePost(id: number, guard?: (before: Post) => void): Promise<Post | undefined> {
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    if (attempt > 0) await raceBackoff(attempt);
    const before = await findPostById(id, true);
    if (!before) return undefined;
    guard?.(before);
    try {
      await writePost(before, null);
      return before;
    } catch (error) {
      if (!(error instanceof PostWriteRaced)) throw error;
    }
  }
  throw new ServiceUnavailable(1, 'The post is being changed by many writers at once. Retry shortly.');
}
