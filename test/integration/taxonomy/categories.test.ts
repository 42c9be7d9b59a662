import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { useTestTable } from '#test/support/table';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import {
  createCategory,
  deleteCategoryById,
  getCategory,
  listCategories,
  updateCategoryFields,
  type CategoryInput,
} from '#domains/taxonomy/manage-categories';
import { categoryItem, findCategoryById } from '#domains/taxonomy/categories-repository';
import { activeImage } from '#test/support/media';
import { Conflict, InvalidBody, InvalidParameters, NotFound } from '#platform/errors';
import { postsOfCategory } from '#domains/posts/list/post-usage';

useTestTable();

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter} ${Date.now()}`;
const make = async (input: CategoryInput = {}) => (await createCategory({ nameEn: unique('Cat'), ...input })).category;

/** What the posts domain writes when posts use a category: its counts, on the category item. */
async function postsUse(categoryId: number, counts: Record<string, number>) {
  const names = Object.fromEntries(Object.keys(counts).map((name, index) => [`#c${index}`, name]));
  const values = Object.fromEntries(Object.values(counts).map((value, index) => [`:c${index}`, value]));
  const sets = Object.keys(names).map((name, index) => `${name} = :c${index}`);
  await db.send(new UpdateCommand({ TableName: tableName(), Key: keys.category(categoryId), UpdateExpression: `SET ${sets.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values }));
}

describe('category create', () => {
  test('defaults the slug from name_en, else name_fa (Persian letters kept), status active, not featured', async () => {
    // Act
    const english = await make({ nameEn: 'World News', nameFa: 'اخبار جهان' });
    const persian = await make({ nameEn: '', nameFa: 'اخبار ورزشی' });
    // Assess
    expect(english).toMatchObject({ slug: 'world-news', status: 'active', isFeatured: false, parentId: null, description: null, thumbnailId: null });
    expect(persian.slug).toBe('اخبار-ورزشی');
    expect(await findCategoryById(english.id)).toEqual(english);
  });

  test('a taken default slug gets the id as suffix; a taken explicit slug is a 422 on slug', async () => {
    // Prepare
    const first = await make({ nameEn: 'Science' });
    // Act
    const second = await make({ nameEn: 'Science' });
    const explicit = createCategory({ nameEn: 'Other', slug: 'science' });
    // Assess
    expect(first.slug).toBe('science');
    expect(second.slug).toBe(`science-${second.id}`);
    await expect(explicit).rejects.toMatchObject({ errors: { slug: ['The slug has already been taken.'] } });
  });

  test('of 20 parallel creates with one explicit slug exactly one wins; the others change nothing', async () => {
    // Prepare
    const before = (await listCategories({})).length;
    // Act
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => createCategory({ nameEn: `Race ${i}`, slug: 'race-slug' })));
    // Assess
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.every((o) => o.reason instanceof InvalidBody && 'slug' in o.reason.errors)).toBe(true);
    expect((await listCategories({})).length).toBe(before + 1);
  });

  test('20 parallel creates with one default slug all succeed with distinct slugs', async () => {
    // Act
    const created = await Promise.all(Array.from({ length: 20 }, () => createCategory({ nameEn: 'Parallel Default' })));
    // Assess
    const slugs = created.map((c) => c.category.slug);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs).toContain('parallel-default');
  });

  test('needs a name, an existing parent and an existing thumbnail', async () => {
    // Act / Assess
    await expect(createCategory({})).rejects.toMatchObject({ errors: { name_en: expect.any(Array), name_fa: expect.any(Array) } });
    await expect(createCategory({ nameEn: 'Orphan', parentId: 987_654 })).rejects.toMatchObject({ errors: { parent_id: ['The selected parent category does not exist.'] } });
    await expect(createCategory({ nameEn: 'No picture', thumbnailId: 987_654 })).rejects.toMatchObject({ errors: { thumbnail: ['The selected media does not exist.'] } });
  });

  test('records the thumbnail media id and counts the child on its parent', async () => {
    // Prepare
    const media = await activeImage({ fileName: 'c.png', mimeType: 'image/png', width: 10, height: 10 });
    const parent = await make();
    // Act
    const child = await make({ parentId: parent.id, thumbnailId: media.id, isFeatured: true, description: 'About' });
    // Assess
    expect(child).toMatchObject({ parentId: parent.id, thumbnailId: media.id, isFeatured: true, description: 'About' });
    expect((await getCategory(parent.id)).childrenCount).toBe(1);
  });
});

describe('category update', () => {
  test('changes only the fields sent', async () => {
    // Prepare
    const original = await make({ nameFa: 'فا', description: 'keep me', isFeatured: true });
    // Act
    const updated = (await updateCategoryFields(original.id, { status: 'inactive' })).category;
    // Assess
    expect(updated).toEqual({ ...original, status: 'inactive', updatedAt: expect.any(String) });
    expect((await getCategory(original.id)).category).toEqual(updated);
  });

  test('clears nullable fields sent as null', async () => {
    // Prepare
    const parent = await make();
    const child = await make({ parentId: parent.id, description: 'text' });
    // Act
    const updated = (await updateCategoryFields(child.id, { parentId: null, description: null })).category;
    // Assess
    expect(updated).toMatchObject({ parentId: null, description: null });
    expect((await findCategoryById(child.id))?.parentId).toBeNull();
    expect((await getCategory(parent.id)).childrenCount).toBe(0);
  });

  test('a new slug frees the old one for another category; a taken one is a 422', async () => {
    // Prepare
    const a = await make({ slug: 'old-slug-a' });
    const b = await make({ slug: 'slug-b' });
    // Act
    await updateCategoryFields(a.id, { slug: 'new-slug-a' });
    const reuse = await make({ slug: 'old-slug-a' });
    const taken = updateCategoryFields(b.id, { slug: 'new-slug-a' });
    // Assess
    expect(reuse.slug).toBe('old-slug-a');
    await expect(taken).rejects.toMatchObject({ errors: { slug: ['The slug has already been taken.'] } });
    expect((await getCategory(b.id)).category.slug).toBe('slug-b');
  });

  test('of parallel updates to one slug exactly one wins', async () => {
    // Prepare
    const categories = await Promise.all(Array.from({ length: 10 }, () => make()));
    // Act
    const outcomes = await Promise.allSettled(categories.map((c) => updateCategoryFields(c.id, { slug: 'contested' })));
    // Assess
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });

  test('refuses a cycle: under itself or under a descendant, with a 422 on parent_id', async () => {
    // Prepare
    const a = await make();
    const b = await make({ parentId: a.id });
    const c = await make({ parentId: b.id });
    // Act / Assess
    await expect(updateCategoryFields(a.id, { parentId: a.id })).rejects.toMatchObject({ errors: { parent_id: [expect.stringContaining('under itself')] } });
    await expect(updateCategoryFields(a.id, { parentId: c.id })).rejects.toMatchObject({ errors: { parent_id: [expect.stringContaining('descendants')] } });
    expect((await findCategoryById(a.id))?.parentId).toBeNull();
  });

  test('moves a subtree and keeps both parents\' children counts exact', async () => {
    // Prepare
    const left = await make();
    const right = await make();
    const child = await make({ parentId: left.id });
    // Act
    await updateCategoryFields(child.id, { parentId: right.id });
    // Assess
    expect((await getCategory(left.id)).childrenCount).toBe(0);
    expect((await getCategory(right.id)).childrenCount).toBe(1);
  });

  test('moving a category under its sibling (the old parent is in the new chain) keeps counts exact', async () => {
    // Prepare
    const root = await make();
    const a = await make({ parentId: root.id });
    const b = await make({ parentId: root.id });
    // Act
    await updateCategoryFields(a.id, { parentId: b.id });
    // Assess
    expect((await getCategory(root.id)).childrenCount).toBe(1);
    expect((await getCategory(b.id)).childrenCount).toBe(1);
  });

  test('two parallel moves that would close a cycle: one wins, the other is refused, no cycle remains', async () => {
    for (let round = 0; round < 5; round++) {
      // Prepare
      const a = await make();
      const b = await make();
      // Act
      const outcomes = await Promise.allSettled([updateCategoryFields(a.id, { parentId: b.id }), updateCategoryFields(b.id, { parentId: a.id })]);
      // Assess
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')!.reason;
      expect(refused instanceof InvalidBody || refused instanceof Conflict).toBe(true);
      const [pa, pb] = [(await findCategoryById(a.id))!.parentId, (await findCategoryById(b.id))!.parentId];
      expect(pa === b.id && pb === a.id).toBe(false);
    }
  });

  test('unknown id is NotFound', async () => {
    await expect(updateCategoryFields(999_999, { nameEn: 'x' })).rejects.toBeInstanceOf(NotFound);
  });
});

describe('category delete', () => {
  test('deletes an unused leaf, frees its slug and lowers its parent\'s children count', async () => {
    // Prepare
    const parent = await make();
    const leaf = await make({ parentId: parent.id, slug: 'leaf-to-free' });
    // Act
    await deleteCategoryById(leaf.id, postsOfCategory());
    // Assess
    await expect(getCategory(leaf.id)).rejects.toBeInstanceOf(NotFound);
    expect((await getCategory(parent.id)).childrenCount).toBe(0);
    expect((await make({ slug: 'leaf-to-free' })).slug).toBe('leaf-to-free');
  });

  test('refuses a category with children: 409 category_has_children', async () => {
    // Prepare
    const parent = await make();
    await make({ parentId: parent.id });
    // Act / Assess
    await expect(deleteCategoryById(parent.id, postsOfCategory())).rejects.toMatchObject({ code: 'category_has_children', details: { children_count: 1 } });
    expect(await findCategoryById(parent.id)).toBeDefined();
  });

  test('refuses a category posts use: 409 category_in_use with posts_count, trashed posts included', async () => {
    // Prepare
    const used = await make();
    const trashedOnly = await make();
    await postsUse(used.id, { n_all: 2, n_published: 1, n_draft: 1 });
    await postsUse(trashedOnly.id, { n_all: 0, n_trash: 1 });
    // Act / Assess
    await expect(deleteCategoryById(used.id, postsOfCategory())).rejects.toMatchObject({ code: 'category_in_use', details: { posts_count: 2 } });
    await expect(deleteCategoryById(trashedOnly.id, postsOfCategory())).rejects.toMatchObject({ code: 'category_in_use', details: { posts_count: 1 } });
    expect(await findCategoryById(used.id)).toBeDefined();
  });

  test('a category whose posts all left (counters back to zero) can be deleted', async () => {
    // Prepare
    const category = await make();
    await postsUse(category.id, { n_all: 0, n_published: 0, n_trash: 0 });
    // Act
    await deleteCategoryById(category.id, postsOfCategory());
    // Assess
    expect(await findCategoryById(category.id)).toBeUndefined();
  });

  test('reassign_to must name another, existing category (400 on reassign_to)', async () => {
    // Prepare
    const category = await make();
    // Act / Assess
    await expect(deleteCategoryById(category.id, postsOfCategory(), category.id)).rejects.toBeInstanceOf(InvalidParameters);
    await expect(deleteCategoryById(category.id, postsOfCategory(), 987_654)).rejects.toMatchObject({ details: { reassign_to: ['The selected category does not exist.'] } });
    expect(await findCategoryById(category.id)).toBeDefined();
  });

  test('unknown id is NotFound', async () => {
    await expect(deleteCategoryById(999_999, postsOfCategory())).rejects.toBeInstanceOf(NotFound);
  });
});

describe('category list', () => {
  test('filters by parent, status, featured flag and search over names and slug', async () => {
    // Prepare
    const root = await make({ nameEn: 'Filter Root' });
    const featured = await make({ nameEn: 'Alpha Featured', parentId: root.id, isFeatured: true });
    const inactive = await make({ nameFa: 'غیرفعال زیر', parentId: root.id, status: 'inactive' });
    // Act
    const children = await listCategories({ parentId: root.id });
    const inactiveChildren = await listCategories({ parentId: root.id, status: 'inactive' });
    const featuredOnes = await listCategories({ isFeatured: true, parentId: root.id });
    const searched = await listCategories({ search: 'ALPHA feat' });
    const persian = await listCategories({ search: 'غیرفعال' });
    // Assess
    expect(children.map((c) => c.category.id)).toEqual([featured.id, inactive.id]);
    expect(inactiveChildren.map((c) => c.category.id)).toEqual([inactive.id]);
    expect(featuredOnes.map((c) => c.category.id)).toEqual([featured.id]);
    expect(searched.map((c) => c.category.id)).toEqual([featured.id]);
    expect(persian.map((c) => c.category.id)).toEqual([inactive.id]);
  });
});

describe('items written without the use cases', () => {
  test('a category put directly (no version, no slug item) can be updated and deleted', async () => {
    // Prepare
    const at = new Date().toISOString();
    const raw = { id: 900_001, nameEn: 'Raw', nameFa: '', slug: 'raw-category', parentId: null, description: null, status: 'active' as const, thumbnailId: null, isFeatured: false, createdAt: at, updatedAt: at };
    await db.send(new PutCommand({ TableName: tableName(), Item: categoryItem(raw) }));
    // Act
    const updated = await updateCategoryFields(raw.id, { slug: 'raw-renamed', nameEn: 'Raw 2' });
    await deleteCategoryById(raw.id, postsOfCategory());
    // Assess
    expect(updated.category).toMatchObject({ slug: 'raw-renamed', nameEn: 'Raw 2' });
    expect(await findCategoryById(raw.id)).toBeUndefined();
    expect((await make({ slug: 'raw-renamed' })).slug).toBe('raw-renamed');
  });
});
