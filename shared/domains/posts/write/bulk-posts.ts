/**
 * Bulk actions: each id goes through the same single-post write as its own endpoint (one transaction
 * per post, counters exact), a few at a time. Unknown ids are skipped, and so are posts already in
 * the asked state: `affected` counts the posts this call changed, so two parallel calls on the same
 * ids together report each post once. A fault on one post does not stop the others; the result
 * names the ids that failed. Each post is judged on its own (ownership, publishing) as it is read:
 * those the caller may not change are refused, never written and not counted. When nothing could be
 * applied because the database is down (every change stopped by an outage, throttling or a timeout),
 * the call as a whole is unavailable: a list of "failed" ids would read as a partial success.
 */
import { errorFields, logger } from '#platform/logs/logger';
import { NotFound, PermissionDenied, ServiceUnavailable } from '#platform/errors';
import { isDependencyDown, isDependencyTimeout } from '#platform/db/dependency-faults';
import { PUBLISH, requireOwner } from '#domains/posts/model/post-ownership';
import { deletePostDependents } from '#domains/posts/model/posts-repository';
import { removePost } from './post-writes';
import { restorePost, setPostStatus, trashPost, type PostActor } from './manage-posts';
import type { BulkAction } from './bulk-actions';

const PAST_TENSE: Readonly<Record<BulkAction, string>> = {
  trash: 'moved to trash',
  restore: 'restored',
  delete: 'deleted permanently',
  publish: 'published',
  draft: 'set to draft',
  archive: 'archived',
};

const CONCURRENCY = 8;

export interface BulkResult {
  action: BulkAction;
  affected: number;
  /** Posts this call changed. */
  appliedIds: number[];
  /** Of those, posts a publish scheduled instead (their publication date is in the future). */
  scheduledIds: number[];
  /** Unknown ids and posts already in the asked state. */
  skippedIds: number[];
  /** Posts a fault stopped (nothing of theirs was written): retrying may succeed. */
  failedIds: number[];
  /** Posts the caller may not change (another's post without edit_others, publishing without publish): retrying will not help. */
  refusedIds: number[];
  /** A failure was a database timeout: that post's change may have been applied after all. */
  failuresMayHaveApplied: boolean;
}

type Outcome = 'applied' | 'scheduled' | 'skipped';

const outcomeOf = (result: { changed: boolean; post: { status: string } }): Outcome =>
  !result.changed ? 'skipped' : result.post.status === 'scheduled' ? 'scheduled' : 'applied';

async function applyOne(id: number, action: BulkAction, actor: PostActor): Promise<Outcome> {
  const applied = (changed: boolean): Outcome => (changed ? 'applied' : 'skipped');
  switch (action) {
    case 'trash':
      return applied((await trashPost(id, actor)).changed);
    case 'restore':
      return applied((await restorePost(id, actor)).changed);
    case 'publish':
      // A post dated in the future is scheduled, as a single publish does (WordPress's rule).
      return outcomeOf(await setPostStatus(id, 'published', actor));
    case 'draft':
      return applied((await setPostStatus(id, 'draft', actor)).changed);
    case 'archive':
      return applied((await setPostStatus(id, 'archived', actor)).changed);
    case 'delete': {
      const removed = await removePost(id, (before) => requireOwner(actor, before));
      // Dependents go even when another call removed the post first: the purge is idempotent.
      await deletePostDependents(id);
      return applied(removed !== undefined);
    }
  }
}

export async function bulkPosts(ids: readonly number[], action: BulkAction, actor: PostActor): Promise<BulkResult> {
  if (action === 'publish' && !actor.permissions.has(PUBLISH)) throw new PermissionDenied(PUBLISH, 'You may not publish posts.');
  const unique = [...new Set(ids)];
  const result: BulkResult = { action, affected: 0, appliedIds: [], scheduledIds: [], skippedIds: [], failedIds: [], refusedIds: [], failuresMayHaveApplied: false };
  const outcome = new Map<number, Outcome | 'failed' | 'refused'>();
  const faults: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const id = unique[next++];
      try {
        outcome.set(id, await applyOne(id, action, actor));
      } catch (error) {
        if (error instanceof NotFound) {
          outcome.set(id, 'skipped');
        } else if (error instanceof PermissionDenied) {
          outcome.set(id, 'refused');
        } else {
          logger.warn('bulk action failed for one post', { action, post_id: id, ...errorFields(error) });
          outcome.set(id, 'failed');
          faults.push(error);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, unique.length) }, worker));
  for (const id of unique) {
    const state = outcome.get(id);
    if (state === 'scheduled') result.scheduledIds.push(id);
    if (state === 'applied' || state === 'scheduled') result.appliedIds.push(id);
    else if (state === 'skipped') result.skippedIds.push(id);
    else if (state === 'refused') result.refusedIds.push(id);
    else result.failedIds.push(id);
  }
  result.affected = result.appliedIds.length;
  result.failuresMayHaveApplied = faults.some(isDependencyTimeout);
  if (result.affected === 0) refuseWhenDatabaseDown(faults);
  return result;
}

/** Nothing applied and the database is why: say so as a whole (503) instead of listing every id as failed. */
function refuseWhenDatabaseDown(faults: readonly unknown[]): void {
  if (!faults.some(isDependencyDown)) return;
  if (faults.some(isDependencyTimeout)) {
    throw new ServiceUnavailable(
      1,
      'The database did not answer in time, so no change could be confirmed; some may have been applied. ' +
        'Repeating the same bulk action is safe: posts already in the asked state are skipped.',
    );
  }
  throw new ServiceUnavailable(1, 'The database is unavailable: no post was changed. Retry the bulk action shortly.');
}

export function bulkMessage(result: BulkResult): string {
  const noun = result.affected === 1 ? 'post' : 'posts';
  const scheduled = result.scheduledIds.length;
  let text =
    scheduled === 0
      ? `${result.affected} ${noun} ${PAST_TENSE[result.action]}.`
      : `${result.affected} ${noun} changed: ${result.affected - scheduled} published, ${scheduled} scheduled (publication date in the future).`;
  if (result.refusedIds.length > 0) text += ` ${result.refusedIds.length} refused: you may not change them.`;
  if (result.failedIds.length > 0) {
    text += result.failuresMayHaveApplied
      ? ` ${result.failedIds.length} could not be confirmed (the database timed out, some may have been applied): repeating the bulk action for them is safe.`
      : ` ${result.failedIds.length} could not be processed: retry them.`;
  }
  return text;
}
