/**
 * The site's comment counts (the moderation queue's totals) under load: comments posted, approved,
 * rejected and deleted in parallel on posts that share a counter shard, and a post deleted meanwhile,
 * leave the counts equal to the comments stored in each status, whatever the interleaving.
 */
import { deletePost, systemActor } from '#domains/posts/write/manage-posts';
import { approveComment, deleteComment, rejectComment } from '#domains/comments/moderate-comments';
import { moderationQueue } from '#domains/comments/moderation-queue';
import { readSiteCommentCounts } from '#domains/comments/site-comment-counts';
import { COMMENT_STATUSES } from '#domains/comments/comment';
import { COMMENT_COUNT_SHARDS } from '#platform/db/keys';
import { useTestTable } from '#test/support/table';
import { aComment, aPost, aUser } from '../comments/fixtures';

useTestTable();

/** Every comment of the site in a status, read through the queue's own partition. */
async function stored(status: (typeof COMMENT_STATUSES)[number]): Promise<number> {
  let count = 0;
  for (let page = 1; ; page++) {
    const read = await moderationQueue({ status, window: { page, perPage: 100, offset: (page - 1) * 100 } });
    count += read.items.length;
    if (read.items.length < 100) return count;
  }
}

test('parallel comments, moderation, thread deletes and a post delete keep the site counts exact', async () => {
  // Prepare: posts enough that two share a counter shard; a comment on each to moderate
  const posts = [];
  for (let i = 0; i <= COMMENT_COUNT_SHARDS; i++) posts.push(await aPost());
  const user = await aUser();
  const first = await Promise.all(posts.map((post) => aComment(post, { user })));

  // Act: new comments, approvals, rejections, thread deletes and one post's delete, together (a
  // comment on the post being deleted may find it gone: that is its answer, and nothing is counted)
  const outcomes = await Promise.allSettled([
    ...posts.flatMap((post) => [aComment(post, { user }), aComment(post, { user })]),
    ...first.slice(0, 4).map((comment) => approveComment(comment.id)),
    ...first.slice(4, 7).map((comment) => rejectComment(comment.id)),
    ...first.slice(7, 9).map((comment) => deleteComment(comment.id)),
    deletePost(posts[10].id, systemActor()),
  ]);
  const refused = outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [{ index, message: String(outcome.reason?.message) }] : []));
  expect(refused.every(({ index, message }) => (index === 20 || index === 21) && message === 'Post not found.')).toBe(true);

  // Assess: each status's count is the number of its comments stored
  const counts = await readSiteCommentCounts();
  for (const status of COMMENT_STATUSES) expect({ status, count: counts[status] }).toEqual({ status, count: await stored(status) });
  expect(counts.approved).toBe(4);
  expect(counts.rejected).toBe(3);
});
