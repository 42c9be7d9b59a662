/** Posts, users and comments for comment and like tests, made through the use cases. */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { createPost, systemActor } from '#domains/posts/write/manage-posts';
import { PostCreateBody } from '#domains/posts/model/post-schemas';
import { findPostById } from '#domains/posts/model/posts-repository';
import { withCurrentCounts } from '#domains/posts/model/post-stats';
import type { Post } from '#domains/posts/model/post';
import { insertUser } from '#domains/users/users-repository';
import type { User } from '#domains/users/user';
import { isoNow } from '#platform/time';
import { postComment } from '#domains/comments/post-comment';
import { approveComment } from '#domains/comments/moderate-comments';
import { findCommentsByIds, readCommentCounts } from '#domains/comments/comments-repository';
import { COMMENT_STATUSES, type Comment, type CommentStatus } from '#domains/comments/comment';
import { SYSTEM_ACTOR } from '#platform/auth/actor';

export async function aPost(overrides: Record<string, unknown> = {}): Promise<Post> {
  const input = PostCreateBody.parse({ title: `Post ${randomUUID().slice(0, 8)}`, content: '<p>Body</p>', status: 'published', ...overrides });
  return createPost(input, systemActor());
}

export async function aUser(overrides: Partial<{ firstName: string; lastName: string; avatarId: number | null }> = {}): Promise<User> {
  return insertUser(
    {
      email: `u-${randomUUID()}@example.com`,
      firstName: overrides.firstName ?? 'Sara',
      lastName: overrides.lastName ?? 'Ahmadi',
      passwordHash: 'unused',
      roles: ['user'],
      avatarId: overrides.avatarId ?? null,
    },
    isoNow(), SYSTEM_ACTOR,
  );
}

/** A comment by `user` (a new user when absent), approved when asked. */
export async function aComment(
  post: Post,
  options: { user?: User; parent?: Comment; approved?: boolean; content?: string } = {},
): Promise<Comment> {
  const user = options.user ?? (await aUser());
  const comment = await postComment(post.id, user.id, { content: options.content ?? `Comment ${randomUUID().slice(0, 6)}`, parent_id: options.parent?.id });
  return options.approved ? approveComment(comment.id) : comment;
}

/** Every comment item of the post, read straight from the table (its ids from lp5, the comments by id). */
export async function storedComments(postId: number): Promise<Comment[]> {
  const ids: number[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const output = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'lp5',
        KeyConditionExpression: 'lp5pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.postCommentsPartition(postId) },
        ExclusiveStartKey: start,
      }),
    );
    ids.push(...(output.Items ?? []).map((item) => Number(item.lp5sk)));
    start = output.LastEvaluatedKey;
  } while (start);
  return [...(await findCommentsByIds(ids)).values()];
}

export interface CountState {
  commentCount: number;
  /** What an admin list shows for the post (list rows carry the count as of the post's last write; the list reads the stats). */
  listedCount: number;
  counters: Awaited<ReturnType<typeof readCommentCounts>>;
}

export async function countState(postId: number): Promise<CountState> {
  const post = (await findPostById(postId, true))!;
  const [listed] = await withCurrentCounts([{ ...post, commentCount: -1 }]);
  return {
    commentCount: post.commentCount,
    listedCount: listed.commentCount,
    counters: await readCommentCounts(postId),
  };
}

/**
 * Asserts that every stored number agrees with the comments actually stored: the post's comment_count
 * and what an admin list shows equal the approved comments, and each per-status counter the comments in that
 * status (top-level ones separately). Returns the comments per status.
 */
export async function expectCountsExact(postId: number): Promise<Record<CommentStatus, number>> {
  const comments = await storedComments(postId);
  const byStatus = Object.fromEntries(COMMENT_STATUSES.map((s) => [s, comments.filter((c) => c.status === s).length])) as Record<CommentStatus, number>;
  const topByStatus = Object.fromEntries(
    COMMENT_STATUSES.map((s) => [s, comments.filter((c) => c.status === s && c.parentId === null).length]),
  ) as Record<CommentStatus, number>;
  const state = await countState(postId);
  expect(state.commentCount).toBe(byStatus.approved);
  expect(state.listedCount).toBe(byStatus.approved);
  expect(state.counters.all).toEqual(byStatus);
  expect(state.counters.topLevel).toEqual(topByStatus);
  // Every reply count equals the replies stored.
  for (const comment of comments) {
    expect({ id: comment.id, replies: comment.repliesCount }).toEqual({ id: comment.id, replies: comments.filter((c) => c.parentId === comment.id).length });
  }
  return byStatus;
}
