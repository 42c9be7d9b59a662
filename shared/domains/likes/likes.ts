/**
 * Likes: one per user per post (`LIKE#<post>` / `USER#<user>`). Liking puts the item under
 * `attribute_not_exists` and adds 1 to `likes` on the post's stats item (never the post item) in the
 * same transaction, so a second
 * like (or a retry, or a race of the same user) changes nothing; unliking deletes it under
 * `attribute_exists` and subtracts 1. Only published posts can be liked or unliked.
 */
import { tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { NotFound } from '#platform/errors';
import { isoNow } from '#platform/time';
import { findPostById } from '#domains/posts/model/posts-repository';
import { likesCountTransactItems, readLikesCount } from '#domains/posts/model/post-stats';
import { AGAIN, commitUnlessRaced, untilSettled, type TransactItem } from '#platform/db/transactions';

export interface LikeState {
  liked: boolean;
  likesCount: number;
}

async function requirePublished(postId: number): Promise<void> {
  const post = await findPostById(postId, true);
  if (!post || post.status !== 'published') throw new NotFound('post', 'Post not found.');
}

async function toggle(postId: number, userId: number, like: boolean): Promise<LikeState> {
  await requirePublished(postId);
  const key = keys.like(postId, userId);
  const write: TransactItem = like
    ? {
        Put: {
          TableName: tableName(),
          Item: { ...key, entity: 'like', post_id: postId, user_id: userId, created_at: isoNow() },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }
    : { Delete: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(pk)' } };
  await untilSettled(async () => {
    const outcome = await commitUnlessRaced([write, ...likesCountTransactItems(postId, like ? 1 : -1)]);
    if (outcome.committed) return true;
    // Index 0: the like is already there (or already gone): nothing to change.
    if (outcome.conditionFailed.includes(0)) return true;
    // Index 1: the post is gone.
    if (outcome.conditionFailed.includes(1)) throw new NotFound('post', 'Post not found.');
    return AGAIN;
  });
  // The count as it is now, other users' likes included.
  return { liked: like, likesCount: await readLikesCount(postId) };
}

export const likePost = (postId: number, userId: number) => toggle(postId, userId, true);
export const unlikePost = (postId: number, userId: number) => toggle(postId, userId, false);

export function likeShape(state: LikeState) {
  return { liked: state.liked, likes_count: state.likesCount };
}
