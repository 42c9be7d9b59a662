/**
 * Layout 12 to 13: `cms search reindex` gives comments written with layout 12's keys (gsi1 `PC#<post>`,
 * lp1 `SC`) the keys of layout 13 (lp5, lp4), after which the lists of every status show them again.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { useTestTable } from '#test/support/table';
import { db, tableName } from '#platform/db/client';
import { keys, padId } from '#platform/db/keys';
import { LAYOUT_VERSION, layoutMismatch, readLayout } from '#platform/db/layout';
import { pageWindow } from '#platform/http/pagination';
import { listCommentsForAdmin } from '#domains/comments/list-comments';
import { moderationQueue } from '#domains/comments/moderation-queue';
import { replyIdsOf } from '#domains/comments/comments-repository';
import { reindexSearch } from '#domains/search/reindex';
import { aComment, aPost } from './fixtures';

useTestTable();

/** Gives a comment the keys layout 12 wrote. */
async function asLayout12(comment: { id: number; postId: number; parentId: number | null }): Promise<void> {
  const reply = comment.parentId === null ? {} : { ':p3': `CR#${comment.parentId}` };
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.comment(comment.id),
      UpdateExpression:
        `SET gsi1pk = :p1, gsi1sk = :id, lp1pk = :sc, lp1sk = :id${comment.parentId === null ? '' : ', gsi3pk = :p3, gsi3sk = :id'}` +
        ' REMOVE lp5pk, lp5sk, lp4pk, lp4sk, lp6pk, lp6sk',
      ExpressionAttributeValues: { ':p1': `PC#${comment.postId}`, ':sc': 'SC', ':id': padId(comment.id), ...reply },
    }),
  );
}

const stampAs = (version: number) =>
  db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.layout(), entity: 'layout', version, since: '2026-01-01T00:00:00.000Z' } }));

const allStatuses = async (postId: number) => ({
  ofPost: (await listCommentsForAdmin(postId, { window: pageWindow({}) })).items.map((comment) => comment.id),
  ofSite: (await moderationQueue({ postId: undefined, sort: 'created_at', window: { page: 1, perPage: 100, offset: 0 } })).items.map((comment) => comment.id),
});

describe('comment keys of layout 12', () => {
  test('are moved by the reindex, which then stamps the table with this layout; the lists of every status show the comments again', async () => {
    // Prepare: two comments as layout 12 wrote them, one as this layout does, and the stamp
    const post = await aPost();
    const [old1, old2] = [await aComment(post), await aComment(post, { approved: true })];
    const reply = await aComment(post, { parent: old2 });
    const current = await aComment(post);
    for (const comment of [old1, old2, reply]) await asLayout12(comment);
    await stampAs(12);
    expect(layoutMismatch(await readLayout(db, tableName()))).toMatch(/layout 12 .*cms search reindex/);
    expect((await allStatuses(post.id)).ofPost).toEqual([current.id]);
    expect(await replyIdsOf(old2.id)).toEqual([]);
    // Act
    const report = await reindexSearch();
    const again = await reindexSearch();
    // Assess
    expect(report).toMatchObject({ commentsMoved: 3, migrated: true });
    expect(again).toMatchObject({ commentsMoved: 0 });
    expect(again.migrated).toBeUndefined();
    expect((await readLayout(db, tableName()))?.version).toBe(LAYOUT_VERSION);
    const lists = await allStatuses(post.id);
    expect(lists.ofPost).toEqual([current.id, reply.id, old2.id, old1.id]);
    expect(lists.ofSite.filter((id) => [old1.id, old2.id, reply.id, current.id].includes(id))).toEqual([current.id, reply.id, old2.id, old1.id]);
    expect(await replyIdsOf(old2.id)).toEqual([reply.id]);
    expect((await db.send(new GetCommand({ TableName: tableName(), Key: keys.comment(reply.id) }))).Item).toMatchObject({ lp6pk: `CR#${old2.id}`, lp6sk: padId(reply.id) });
    const moved = (await db.send(new GetCommand({ TableName: tableName(), Key: keys.comment(old2.id) }))).Item!;
    expect(moved).toMatchObject({ lp5pk: `PC#${post.id}`, lp5sk: padId(old2.id), lp4pk: 'SC', lp4sk: padId(old2.id), status: 'approved' });
    expect(Object.keys(moved).filter((name) => /^(gsi1|gsi3|lp1)/.test(name))).toEqual([]);
  });

  test('a comment deleted before the reindex reaches it is not written back', async () => {
    // Prepare
    const post = await aPost();
    const comment = await aComment(post);
    await asLayout12(comment);
    const { moveCommentKeys } = await import('#domains/comments/comment-keys-migration');
    const item = (await db.send(new GetCommand({ TableName: tableName(), Key: keys.comment(comment.id) }))).Item!;
    const { deleteComment } = await import('#domains/comments/moderate-comments');
    await deleteComment(comment.id);
    // Act
    const moved = await moveCommentKeys(item);
    // Assess
    expect(moved).toBe(false);
    expect((await db.send(new GetCommand({ TableName: tableName(), Key: keys.comment(comment.id) }))).Item).toBeUndefined();
  });
});
