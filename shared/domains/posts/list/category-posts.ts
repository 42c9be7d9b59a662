/**
 * What the taxonomy domain asks of posts: how many posts a category holds (from the counters) and
 * moving every post of a category to another one (category delete with `reassign_to`).
 */
import { isoNow } from '#platform/time';
import { errorFields, logger } from '#platform/logs/logger';
import { NotFound } from '#platform/errors';
import { changePost } from '#domains/posts/write/post-writes';
import { dimensionPostIds } from './posts-list-repository';
import { readCounters } from '#domains/posts/model/posts-repository';
import { counterAttribute, dimension } from '#domains/posts/model/scopes';
import type { PostStatus } from '#domains/posts/model/post';
import type { ChangedBy } from '#domains/posts/revisions/revisions';

/** Posts of the category in `status`, or in any status (trash included) when none is given. */
export async function countPostsInCategory(categoryId: number, status?: PostStatus): Promise<number> {
  const dim = dimension('category', categoryId);
  const counts = (await readCounters([dim])).get(dim) ?? {};
  if (status) return counts[counterAttribute(status)] ?? 0;
  return (counts[counterAttribute('all')] ?? 0) + (counts[counterAttribute('trash')] ?? 0);
}

const CONCURRENCY = 8;

/**
 * Moves every post of `fromCategoryId` (trashed ones too) to `toCategoryId` (null: no category),
 * each through the normal write path (pointers and counts move with it). Returns how many moved.
 * A post written meanwhile is re-read and moved all the same; a post deleted meanwhile is skipped.
 */
export async function reassignCategory(fromCategoryId: number, toCategoryId: number | null, changedBy?: ChangedBy): Promise<number> {
  if (fromCategoryId === toCategoryId) return 0;
  const dim = dimension('category', fromCategoryId);
  // Its pointers in every status, read consistently: a post that just joined the category is moved too.
  const ids = await dimensionPostIds(dim);
  let moved = 0;
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++];
      try {
        const result = await changePost(id, (before) =>
          before.categoryId === fromCategoryId ? { ...before, categoryId: toCategoryId, updatedAt: isoNow() } : null,
        { changedBy },
        );
        if (result.changed) moved += 1;
      } catch (error) {
        if (error instanceof NotFound) continue;
        logger.warn('moving a post to another category failed', { post_id: id, ...errorFields(error) });
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  // The category must not be deleted while posts still point at it: the caller sees the fault.
  if (failures.length > 0) throw failures[0];
  return moved;
}
