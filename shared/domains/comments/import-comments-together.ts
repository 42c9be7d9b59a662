/**
 * Many imported comments at once (a WordPress import's batch): each is built as `importComment`
 * builds it (`newComment` and `newCommentTransaction`: its status kept, on a post of any status, its
 * author's display fields kept with it and checked in its transaction), but the table is read once
 * per call (one sequence update for every id, one BatchGetItem for every author) and the comments are
 * committed together, as many as fit one transaction: the comments of one post move its stats item by one summed `ADD`, and
 * one author's identical checks are one (combined-transaction.ts).
 *
 * A reply names its parent: a comment already in the table, or one of the same call, before it. A
 * transaction writes an item once, so a reply and its parent go in different transactions: the call
 * writes in waves, each the comments whose parents are written.
 *
 * A transaction cancelled by a condition (a post gone, a parent no longer approved, an author renamed
 * in between, a conflict with another writer) is not untangled here: each of its comments is written
 * again alone by `importComment`, which reads what changed and retries as the API does (a fresh id; the
 * ids allocated here are then unused, as ids of failed creates are). A transaction whose outcome is
 * unknown (the table unreachable, a timeout) is not sent again: it may have committed, so its comments
 * fail with the error, and a caller that records its writes in `alongside` finds out later which are there.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#platform/db/client';
import { nextIds } from '#platform/db/sequences';
import { cancellationCodes, type TransactItem } from '#platform/db/transactions';
import { packedInOrder, type CombinedTransaction } from '#platform/db/combined-transaction';
import { isoNow } from '#platform/time';
import { findUsersByIds } from '#domains/users/users-repository';
import type { Comment, CommentStatus } from './comment';
import { snapshotOf } from './author-snapshot';
import { importComment, newComment, newCommentTransaction } from './post-comment';

/** As for a batch of posts (create-posts-together.ts): a bulk import has no gateway deadline to keep. */
const TOGETHER_REQUEST_TIMEOUT_MS = 15_000;

/** The parent of a reply: another comment of the same call (by its index), or one in the table. */
export type TogetherParent = { at: number } | { id: number; thread: number };

export interface TogetherComment {
  postId: number;
  userId: number;
  /** Checked by `CommentCreateBody`. */
  content: string;
  /** An approved comment of the same post; null for a top-level comment. */
  parent: TogetherParent | null;
  status: CommentStatus;
  /** Items committed in the comment's transaction (an import's record of it), built from the comment as written. */
  alongside?: (comment: Comment) => TransactItem[];
}

/** A reply whose parent, given in the same call, was not written. */
export class ParentNotWritten extends Error {
  constructor() {
    super('its parent comment was not written');
  }
}

export type TogetherCommentOutcome = { comment: Comment; error?: undefined } | { error: unknown; comment?: undefined };

interface Pending {
  at: number;
  comment: Comment;
  items: TransactItem[];
}

/**
 * The outcome of each comment, in the order given; never throws for one comment's problem. Ids are
 * allocated in the order given, so a thread reads in that order; replies to comments of the call are
 * written once their parents are (in waves).
 */
export async function importCommentsTogether(list: readonly TogetherComment[]): Promise<TogetherCommentOutcome[]> {
  const outcomes: TogetherCommentOutcome[] = new Array(list.length);
  if (list.length === 0) return outcomes;
  const [firstId, users] = await Promise.all([nextIds('comment', list.length), findUsersByIds(list.map((each) => each.userId))]);
  const now = isoNow();
  let left = list.map((_each, at) => at);
  while (left.length > 0) {
    const wave: Pending[] = [];
    const later: number[] = [];
    for (const at of left) {
      const each = list[at];
      const parent = each.parent === null ? null : 'at' in each.parent ? outcomes[each.parent.at] : { comment: { id: each.parent.id, rootId: each.parent.thread } };
      if (parent === undefined) {
        later.push(at);
        continue;
      }
      if (parent !== null && !parent.comment) {
        outcomes[at] = { error: new ParentNotWritten() };
        continue;
      }
      const user = users.get(each.userId);
      const comment: Comment = {
        ...newComment({ id: firstId + at, postId: each.postId, parent: parent?.comment ?? null, userId: each.userId, content: each.content, status: each.status, now }),
        ...(user ? { author: snapshotOf(user) } : {}),
      };
      wave.push({ at, comment, items: newCommentTransaction(comment, { anyPostStatus: true, alongside: each.alongside }).items });
    }
    if (wave.length === 0 && later.length > 0) throw new Error('importCommentsTogether: replies whose parents come after them');
    await commitWave(wave, list, outcomes);
    left = later;
  }
  return outcomes;
}

/** A wave's comments (none the parent of another) in as few transactions as they fit. */
async function commitWave(wave: Pending[], list: readonly TogetherComment[], outcomes: TogetherCommentOutcome[]): Promise<void> {
  for (const { together, taken } of packedInOrder(wave, (entry) => entry.items)) await commitTogether(together, taken, list, outcomes);
}

async function commitTogether(together: CombinedTransaction, group: Pending[], list: readonly TogetherComment[], outcomes: TogetherCommentOutcome[]): Promise<void> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: together.items }), { requestTimeout: TOGETHER_REQUEST_TIMEOUT_MS });
    for (const entry of group) outcomes[entry.at] = { comment: entry.comment };
    return;
  } catch (error) {
    if (!cancellationCodes(error)) {
      for (const entry of group) outcomes[entry.at] = { error };
      return;
    }
  }
  // Cancelled, so nothing of it was written: one at a time, through the path that untangles each cause.
  for (const entry of group) {
    const each = list[entry.at];
    try {
      const input = { content: each.content, parent_id: entry.comment.parentId };
      outcomes[entry.at] = { comment: await importComment(each.postId, each.userId, input, each.status, each.alongside) };
    } catch (error) {
      outcomes[entry.at] = { error };
    }
  }
}
