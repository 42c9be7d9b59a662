/**
 * A post write and a delete of the category or tag it names, at the same time: whichever commits
 * first, no post is ever left pointing at a category or tag that no longer exists.
 */
import { createPost, systemActor } from '#domains/posts/write/manage-posts';
import { findPostById } from '#domains/posts/model/posts-repository';
import { createCategory, deleteCategoryById } from '#domains/taxonomy/manage-categories';
import { createTag, deleteTagById } from '#domains/taxonomy/manage-tags';
import { findCategoryById } from '#domains/taxonomy/categories-repository';
import { findTagsByIds } from '#domains/taxonomy/tags-repository';
import { useTestTable } from '#test/support/table';
import { createInput } from './fixtures';
import { postsOfCategory, postsUsingTaxonomy } from '#domains/posts/list/post-usage';

useTestTable();

const ROUNDS = 15;

async function settle<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}

test('a post created while its category is deleted never points at the deleted category', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    // Prepare
    const category = await createCategory({ nameEn: `Race ${round}`, status: 'active' });
    const id = category.category.id;
    // Act
    const [created, deleted] = await Promise.all([
      settle(createPost(createInput({ title: `Race ${round}`, category_id: id }), systemActor())),
      settle(deleteCategoryById(id, postsOfCategory())),
    ]);
    // Assess
    expect(created.ok && deleted.ok).toBe(false); // both cannot commit
    if (created.ok) {
      const post = await findPostById(created.value.id, true);
      expect(post?.categoryId).toBe(id);
      expect(await findCategoryById(id)).toBeDefined();
    }
  }
});

test('a post created while one of its tags is deleted never points at the deleted tag', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    // Prepare
    const tag = await createTag({ name: `Race tag ${round}` });
    // Act
    const [created, deleted] = await Promise.all([
      settle(createPost(createInput({ title: `Tagged ${round}`, tag_ids: [tag.id] }), systemActor())),
      settle(deleteTagById(tag.id, postsUsingTaxonomy)),
    ]);
    // Assess
    expect(created.ok && deleted.ok).toBe(false);
    if (created.ok) expect(await findTagsByIds([tag.id])).toHaveLength(1);
  }
});
