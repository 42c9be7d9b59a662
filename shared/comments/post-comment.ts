/**
 * A user comments on a published post, or replies to an approved comment of it. New comments wait
 * for moderation (`pending`). One transaction writes the comment, the post's counters and the
 * parent's reply count, conditioned on the parent still being approved and the post still published.
 */
import * as z from 'zod/mini';
import { InvalidBody, NotFound } from '../errors';
import { isoNow } from '../time';
import { nextId } from '../db/sequences';
import { findPostById } from '../posts/posts-repository';
import { CONTENT_MAX_CHARS, threadOf, type Comment, type CommentAuthorSnapshot } from './comment';
import { findUserById } from '../users/users-repository';
import { findCommentById } from './comments-repository';
import { newCommentItems } from './comment-writes';
import { commentTextAsStored } from './comment-text';
import { AGAIN, commitUnlessRaced, untilSettled } from '../db/transactions';

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
async function authorSnapshot(userId: number): Promise<CommentAuthorSnapshot | undefined> {
  const user = await findUserById(userId);
  return user ? { firstName: user.firstName, lastName: user.lastName, email: user.email, avatarId: user.avatarId } : undefined;
}

export async function postComment(postId: number, userId: number, input: CommentCreateInput): Promise<Comment> {
  const [, author] = await Promise.all([publishedPost(postId), authorSnapshot(userId)]);
  const parentId = input.parent_id ?? null;
  const parent = parentId === null ? null : await approvedParent(postId, parentId);
  const now = isoNow();
  const comment: Comment = {
    id: await nextId('comment'),
    postId,
    parentId,
    rootId: parent ? threadOf(parent) : null,
    userId,
    // Plain text: stored with its markup escaped, served as stored on every route.
    content: commentTextAsStored(input.content),
    status: 'pending',
    repliesCount: 0,
    createdAt: now,
    updatedAt: now,
    ...(author ? { author } : {}),
  };
  return untilSettled(async () => {
    const { items, parentIndex, postIndex } = newCommentItems(comment);
    const outcome = await commitUnlessRaced(items);
    if (outcome.committed) return comment;
    if (parentIndex !== undefined && outcome.conditionFailed.includes(parentIndex)) await approvedParent(postId, parentId!);
    // The post is no longer published, or gone (its stats item with it).
    if (outcome.conditionFailed.includes(postIndex) || outcome.conditionFailed.includes(1)) await publishedPost(postId);
    return AGAIN;
  });
}
