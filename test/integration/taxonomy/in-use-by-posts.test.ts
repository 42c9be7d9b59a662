import { useTestTable } from '#test/support/table';
import { createCategory, deleteCategoryById } from '#domains/taxonomy/manage-categories';
import { createTag, deleteTagById } from '#domains/taxonomy/manage-tags';
import { getTag } from '#domains/taxonomy/tag-reads';
import { findCategoryById } from '#domains/taxonomy/categories-repository';
import { createPost, getPost, updatePost, systemActor } from '#domains/posts/write/manage-posts';
import { countPostsInCategory } from '#domains/posts/list/category-posts';
import { PostCreateBody, PostUpdateBody } from '#domains/posts/model/post-schemas';
import { bulkPosts } from '#domains/posts/write/bulk-posts';
import { postsOfCategory, postsUsingTaxonomy } from '#domains/posts/list/post-usage';

useTestTable();

const author = systemActor();
const post = (fields: Record<string, unknown>) => createPost(PostCreateBody.parse({ title: 'Post', content: '<p>Body</p>', ...fields }), author);

describe('categories used by real posts', () => {
  test('delete is refused with the number of posts (a trashed one included) and nothing moves', async () => {
    // Prepare
    const { category } = await createCategory({ nameEn: 'Busy' });
    await post({ category_id: category.id, status: 'published' });
    const trashed = await post({ category_id: category.id });
    await bulkPosts([trashed.id], 'trash', systemActor());
    // Act
    const attempt = deleteCategoryById(category.id, postsOfCategory());
    // Assess
    await expect(attempt).rejects.toMatchObject({ code: 'category_in_use', details: { posts_count: 2 } });
    expect(await findCategoryById(category.id)).toBeDefined();
    expect(await countPostsInCategory(category.id)).toBe(2);
  });

  test('reassign_to moves every post (trashed too) to the target, then deletes the category', async () => {
    // Prepare
    const { category: from } = await createCategory({ nameEn: 'From' });
    const { category: to } = await createCategory({ nameEn: 'To' });
    const posts = await Promise.all([post({ category_id: from.id, status: 'published' }), post({ category_id: from.id }), post({ category_id: from.id })]);
    await bulkPosts([posts[2].id], 'trash', systemActor());
    // Act
    const result = await deleteCategoryById(from.id, postsOfCategory(), to.id);
    // Assess
    expect(result.reassignedPosts).toBe(3);
    expect(await findCategoryById(from.id)).toBeUndefined();
    expect(await countPostsInCategory(from.id)).toBe(0);
    expect(await countPostsInCategory(to.id)).toBe(3);
    for (const p of posts) expect((await getPost(p.id)).categoryId).toBe(to.id);
  });

  test('an unused category with reassign_to is simply deleted', async () => {
    // Prepare
    const { category: from } = await createCategory({ nameEn: 'Empty' });
    const { category: to } = await createCategory({ nameEn: 'Target' });
    // Act
    const result = await deleteCategoryById(from.id, postsOfCategory(), to.id);
    // Assess
    expect(result.reassignedPosts).toBe(0);
    expect(await findCategoryById(from.id)).toBeUndefined();
  });
});

describe('tags used by real posts', () => {
  test('delete is refused while a post holds the tag, and allowed once it no longer does', async () => {
    // Prepare
    const tag = await createTag({ name: 'Held' });
    const held = await post({ tag_ids: [tag.id] });
    // Act
    const refused = deleteTagById(tag.id, postsUsingTaxonomy);
    // Assess
    await expect(refused).rejects.toMatchObject({ code: 'tag_in_use', details: { posts_count: 1 } });
    expect(await getTag(tag.id)).toEqual(tag);
    // Act
    await updatePost(held.id, PostUpdateBody.parse({ tag_ids: [] }), systemActor());
    await deleteTagById(tag.id, postsUsingTaxonomy);
    // Assess
    await expect(getTag(tag.id)).rejects.toMatchObject({ kind: 'not_found' });
  });
});
