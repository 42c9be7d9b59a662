/**
 * A user comments on a published post, or replies to an approved comment of it. New comments wait
 * for moderation (`pending`). One transaction writes the comment, the post's counters and the
 * parent's reply count, conditioned on the parent still being approved and the post still published.
 *
 * An import (`importComment`) brings a comment in with the status it had, on a post of any status:
 * a draft or trashed post keeps its discussion for the day it is published or restored, and client
 * routes show comments only of published posts anyway.
 */
import * as z from 'zod/mini';
import { InvalidBody, NotFound } from '#platform/errors';
import { isoNow } from '#platform/time';
import { nextId } from '#platform/db/sequences';
import { findPostById } from '#domains/posts/model/posts-repository';
import { CONTENT_MAX_CHARS, threadOf, type Comment, type CommentAuthorSnapshot, type CommentStatus } from './comment';
import { findUserById } from '#domains/users/users-repository';
import { findCommentById } from './comments-repository';
import { newCommentItems } from './comment-writes';
import { commentTextAsStored } from './comment-text';
import { authorUnchangedCheck, snapshotOf } from './author-snapshot';
import { AGAIN, commitUnlessRaced, untilSettled, type TransactItem } from '#platform/db/transactions';

export const CommentCreateBody = z.strictObject({
  content: z
    .string({ error: 'The content must be a string.' })
    .check(
      z.trim(),
      z.minLength(1, 'The content field is required.'),
      z.maxLength(CONTENT_MAX_CHARS, `The content may not be longer than ${CONTENT_MAX_CHARS} characters.`),
    ),
  parent_id: z.optional(
    z.nullable(
      z
        .int({ error: 'The parent_id must be an integer.' })
        .check(z.positive('The parent_id must be a positive integer.'), z.lte(Number.MAX_SAFE_INTEGER)),
    ),
  ),
});

export type CommentCreateInput = z.output<typeof CommentCreateBody>;

const parentRefused = () => new InvalidBody({ parent_id: ['The parent comment must be an approved comment of this post.'] });
const postNotFound = () => new NotFound('post', 'Post not found.');

async function publishedPost(postId: number) {
  const post = await findPostById(postId, true);
  if (!post || post.status !== 'published') throw postNotFound();
  return post;
}

async function approvedParent(postId: number, parentId: number): Promise<Comment> {
  const parent = await findCommentById(parentId, true);
  if (!parent || parent.postId !== postId || parent.status !== 'approved') throw parentRefused();
  return parent;
}

/** The author's display fields as of now, kept with the comment (no user read when it is listed). */
async function authorSnapshot(userId: number, consistent = false): Promise<CommentAuthorSnapshot | undefined> {
  const user = await findUserById(userId, consistent);
  return user ? snapshotOf(user) : undefined;
}

export function postComment(postId: number, userId: number, input: CommentCreateInput): Promise<Comment> {
  return writeComment(postId, userId, input, { status: 'pending', anyPostStatus: false });
}

/**
 * A comment as it stood in another system: its status kept, on a post of any status (shared/domains/import/).
 * `alongside`: items committed in the comment's transaction (the import's record of it).
 */
export function importComment(postId: number, userId: number, input: CommentCreateInput, status: CommentStatus, alongside?: (comment: Comment) => TransactItem[]): Promise<Comment> {
  return writeComment(postId, userId, input, { status, anyPostStatus: true, alongside });
}

async function existingPost(postId: number, anyStatus: boolean) {
  if (!anyStatus) return publishedPost(postId);
  const post = await findPostById(postId, true);
  if (!post) throw postNotFound();
  return post;
}

/** A new comment as stored: its text escaped (plain text, served as stored on every route), no replies yet. */
export function newComment(fields: {
  id: number;
  postId: number;
  /** Its parent (an approved comment of the post), or null for a top-level comment. */
  parent: Pick<Comment, 'id' | 'rootId'> | null;
  userId: number;
  content: string;
  status: CommentStatus;
  now: string;
}): Comment {
  return {
    id: fields.id,
    postId: fields.postId,
    parentId: fields.parent ? fields.parent.id : null,
    rootId: fields.parent ? threadOf(fields.parent) : null,
    userId: fields.userId,
    content: commentTextAsStored(fields.content),
    status: fields.status,
    repliesCount: 0,
    createdAt: fields.now,
    updatedAt: fields.now,
  };
}

/**
 * The items of a new comment's transaction: `newCommentItems`, then the check that its author's display
 * fields are still the ones it carries, then `alongside`'s; with the indexes whose failed condition says why.
 */
export function newCommentTransaction(
  comment: Comment,
  options: { anyPostStatus: boolean; alongside?: (comment: Comment) => TransactItem[] },
): { items: TransactItem[]; parentIndex?: number; postIndex: number; authorIndex?: number } {
  const { items, parentIndex, postIndex } = newCommentItems(comment, { anyPostStatus: options.anyPostStatus });
  // A rename committed after the snapshot was read fails this, so the comment is written with the new name.
  const authorIndex = comment.author ? items.push(authorUnchangedCheck(comment.userId, comment.author)) - 1 : undefined;
  return { items: [...items, ...(options.alongside?.(comment) ?? [])], parentIndex, postIndex, authorIndex };
}

async function writeComment(
  postId: number,
  userId: number,
  input: CommentCreateInput,
  options: { status: CommentStatus; anyPostStatus: boolean; alongside?: (comment: Comment) => TransactItem[] },
): Promise<Comment> {
  // An import's comment needs no read of the post first: its transaction moves the post's stats item
  // under `attribute_exists`, so a post that is gone cancels it, and the post is read then (below).
  let [, author] = await Promise.all([options.anyPostStatus ? undefined : existingPost(postId, false), authorSnapshot(userId)]);
  const parentId = input.parent_id ?? null;
  const parent = parentId === null ? null : await approvedParent(postId, parentId);
  const comment = newComment({ id: await nextId('comment'), postId, parent, userId, content: input.content, status: options.status, now: isoNow() });
  return untilSettled(async () => {
    const written: Comment = author ? { ...comment, author } : comment;
    const { items, parentIndex, postIndex, authorIndex } = newCommentTransaction(written, options);
    const outcome = await commitUnlessRaced(items);
    if (outcome.committed) return written;
    if (authorIndex !== undefined && outcome.conditionFailed.includes(authorIndex)) author = await authorSnapshot(userId, true);
    if (parentIndex !== undefined && outcome.conditionFailed.includes(parentIndex)) await approvedParent(postId, parentId!);
    // The post is no longer published, or gone (its stats item with it).
    if (outcome.conditionFailed.includes(postIndex) || outcome.conditionFailed.includes(1)) await existingPost(postId, options.anyPostStatus);
    return AGAIN;
  });
}
