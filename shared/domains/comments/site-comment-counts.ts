/**
 * The site's comments per status, the moderation queue's totals (docs/data-model.md, "Comments"):
 * `n_<status>` on COMMENT_COUNT_SHARDS counter items, each comment write moving its post's shard in
 * the write's own transaction (as it moves the post's stats), so the totals are exact and reading them
 * is one BatchGetItem of a few small items, whatever the number of comments.
 */
import { batchGetItems } from '#platform/db/batch-get';
import { COMMENT_COUNT_SHARDS, keys } from '#platform/db/keys';
import { num } from '#platform/db/attributes';
import { counterAdd } from '#platform/db/counter-update';
import type { TransactItem } from '#platform/db/transactions';
import { COMMENT_STATUSES, type CommentStatus } from './comment';
import { countAttribute } from './comment-items';

export const siteCounterShardOf = (postId: number): number => postId % COMMENT_COUNT_SHARDS;

/**
 * The `ADD` of the site's per-status moves for comments of one post (`n_<status>` deltas; the post's
 * top-level counts are the post's own), or nothing when no status count moves.
 */
export function siteCountUpdate(postId: number, moves: Iterable<readonly [string, number]>): TransactItem[] {
  const statusMoves = [...moves].filter(([attribute]) => COMMENT_STATUSES.some((status) => countAttribute(status) === attribute));
  return statusMoves.length === 0 ? [] : [counterAdd(keys.commentSiteCounter(siteCounterShardOf(postId)), statusMoves)];
}

/** The site's comments in each status. */
export async function readSiteCommentCounts(): Promise<Record<CommentStatus, number>> {
  const shards = Array.from({ length: COMMENT_COUNT_SHARDS }, (_unused, shard) => keys.commentSiteCounter(shard));
  const items = await batchGetItems(shards, { what: 'comment counts' });
  return Object.fromEntries(
    COMMENT_STATUSES.map((status) => [status, Math.max(0, items.reduce((sum, item) => sum + num(item, countAttribute(status), 0), 0))]),
  ) as Record<CommentStatus, number>;
}
