import { useTestTable } from '#test/support/table';
import { NotFound } from '#platform/errors';
import { pageWindow } from '#platform/http/pagination';
import { listCommentsForAdmin } from '#domains/comments/list-comments';
import { deleteComment, rejectComment } from '#domains/comments/moderate-comments';
import { adminCommentShape } from '#domains/comments/admin-comment-shape';
import { AdminCommentSchema } from '#domains/comments/admin-comment-response-schemas';
import { activeImage } from '#test/support/media';
import { trashPost, systemActor } from '#domains/posts/write/manage-posts';
import { aComment, aPost, aUser } from './fixtures';

useTestTable();

describe('admin list of a post comments', () => {
  test('lists every status newest first, in the admin shape with the commenter', async () => {
    // Prepare
    const post = await aPost();
    const media = await activeImage({ fileName: 'face.jpg', mimeType: 'image/jpeg', width: 100, height: 100 });
    const user = await aUser({ firstName: 'Mina', lastName: 'Rahimi', avatarId: media.id });
    const approved = await aComment(post, { user, approved: true });
    const pending = await aComment(post, { parent: approved });
    const rejected = await aComment(post);
    await rejectComment(rejected.id);
    // Act
    const page = await listCommentsForAdmin(post.id, { window: pageWindow({}) });
    // Assess
    expect(page.items.map((c) => [c.id, c.status])).toEqual([
      [rejected.id, 'rejected'],
      [pending.id, 'pending'],
      [approved.id, 'approved'],
    ]);
    expect(page.total).toBe(3);
    const shaped = page.items.map((c) => AdminCommentSchema.parse(adminCommentShape(c, page.authors)));
    expect(shaped[2]).toMatchObject({
      id: approved.id,
      status: 'approved',
      parent_id: null,
      replies_count: 1,
      user: { id: user.id, name: 'Mina Rahimi', email: user.email, avatar_url: expect.stringContaining(`renditions/${media.id}/original/face.jpg`) },
    });
    expect(shaped[1].parent_id).toBe(approved.id);
    expect(shaped[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  test('filters by status with the total of that status', async () => {
    // Prepare
    const post = await aPost();
    const approved = [await aComment(post, { approved: true }), await aComment(post, { approved: true })];
    await aComment(post);
    // Act
    const page = await listCommentsForAdmin(post.id, { status: 'approved', window: pageWindow({}) });
    const none = await listCommentsForAdmin(post.id, { status: 'spam', window: pageWindow({}) });
    // Assess
    expect(page.items.map((c) => c.id)).toEqual(approved.map((c) => c.id).reverse());
    expect(page.total).toBe(2);
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  test('pages with page/per_page and with the cursor of the previous page', async () => {
    // Prepare
    const post = await aPost();
    const all = [];
    for (let i = 0; i < 7; i++) all.push(await aComment(post));
    const newestFirst = all.map((c) => c.id).reverse();
    // Act
    const page2 = await listCommentsForAdmin(post.id, { window: pageWindow({ page: 2, per_page: 3 }) });
    const page3 = await listCommentsForAdmin(post.id, { window: pageWindow({ page: 3, per_page: 3 }), cursor: page2.nextCursor });
    // Assess
    expect(page2.items.map((c) => c.id)).toEqual(newestFirst.slice(3, 6));
    expect(page3.items.map((c) => c.id)).toEqual(newestFirst.slice(6));
    expect(page3.nextCursor).toBeUndefined();
    expect(page2.total).toBe(7);
  });

  test('a cursor whose comment was deleted meanwhile continues right after where it was', async () => {
    // Prepare
    const post = await aPost();
    const all = [];
    for (let i = 0; i < 5; i++) all.push(await aComment(post));
    const first = await listCommentsForAdmin(post.id, { window: pageWindow({ per_page: 2 }) });
    await deleteComment(first.items.at(-1)!.id);
    // Act
    const second = await listCommentsForAdmin(post.id, { window: pageWindow({ page: 2, per_page: 2 }), cursor: first.nextCursor });
    // Assess
    expect(second.items.map((c) => c.id)).toEqual([all[2].id, all[1].id]);
  });

  test('a trashed post still lists its comments; an unknown post is NotFound', async () => {
    // Prepare
    const post = await aPost();
    await aComment(post);
    await trashPost(post.id, systemActor());
    // Act and Assess
    expect((await listCommentsForAdmin(post.id, { window: pageWindow({}) })).items).toHaveLength(1);
    await expect(listCommentsForAdmin(777_777, { window: pageWindow({}) })).rejects.toBeInstanceOf(NotFound);
  });
});
