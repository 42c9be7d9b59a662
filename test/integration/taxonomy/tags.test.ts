import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { useTestTable } from '#test/support/table';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { createTag, deleteTagById, updateTagFields } from '#domains/taxonomy/manage-tags';
import { getTag, listTags } from '#domains/taxonomy/tag-reads';
import { findTagsByIds, tagItem } from '#domains/taxonomy/tags-repository';
import { collectionTotal } from '#platform/db/collection-page';
import { InvalidBody, NotFound } from '#platform/errors';
import { postsUsingTaxonomy } from '#domains/posts/list/post-usage';

useTestTable();

/** What the posts domain writes when posts use a tag: its counts, on the tag item. */
async function postsUse(tagId: number, counts: Record<string, number>) {
  const names = Object.fromEntries(Object.keys(counts).map((name, index) => [`#c${index}`, name]));
  const values = Object.fromEntries(Object.values(counts).map((value, index) => [`:c${index}`, value]));
  const sets = Object.keys(names).map((name, index) => `${name} = :c${index}`);
  await db.send(new UpdateCommand({ TableName: tableName(), Key: keys.tag(tagId), UpdateExpression: `SET ${sets.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values }));
}

describe('tag create and update', () => {
  test('defaults the slug from the name; a taken default gets the id as suffix; a taken explicit slug is a 422', async () => {
    // Act
    const first = await createTag({ name: 'Machine Learning' });
    const second = await createTag({ name: 'machine learning' });
    const explicit = createTag({ name: 'ML', slug: 'machine-learning' });
    // Assess
    expect(first.slug).toBe('machine-learning');
    expect(second.slug).toBe(`machine-learning-${second.id}`);
    await expect(explicit).rejects.toMatchObject({ errors: { slug: ['The slug has already been taken.'] } });
  });

  test('of 20 parallel creates with one slug exactly one wins and the total moves by one', async () => {
    // Prepare
    const before = await collectionTotal('TAGS');
    // Act
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => createTag({ name: `Parallel ${i}`, slug: 'one-slug' })));
    // Assess
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof InvalidBody)).toHaveLength(19);
    expect(await collectionTotal('TAGS')).toBe(before + 1);
  });

  test('update changes only what is sent; a new slug frees the old one', async () => {
    // Prepare
    const tag = await createTag({ name: 'Old Name', slug: 'old-tag-slug' });
    // Act
    const renamed = await updateTagFields(tag.id, { name: 'New Name' });
    const reslugged = await updateTagFields(tag.id, { slug: 'new-tag-slug' });
    const reuse = await createTag({ name: 'Reuse', slug: 'old-tag-slug' });
    // Assess
    expect(renamed).toMatchObject({ name: 'New Name', slug: 'old-tag-slug' });
    expect(reslugged).toMatchObject({ name: 'New Name', slug: 'new-tag-slug' });
    expect(await getTag(tag.id)).toEqual(reslugged);
    expect(reuse.slug).toBe('old-tag-slug');
  });

  test('parallel slug changes of one tag leave only the final slug taken', async () => {
    // Prepare
    const tag = await createTag({ name: 'Renamed' });
    // Act
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => updateTagFields(tag.id, { slug: `renamed-${i}` })));
    // Assess
    const final = await getTag(tag.id);
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    const freed = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => `renamed-${i}`)
        .filter((slug) => slug !== final.slug)
        .map((slug) => createTag({ name: slug, slug })),
    );
    expect(freed.every((o) => o.status === 'fulfilled')).toBe(true);
  });

  test('unknown ids are NotFound', async () => {
    await expect(getTag(999_999)).rejects.toBeInstanceOf(NotFound);
    await expect(updateTagFields(999_999, { name: 'x' })).rejects.toBeInstanceOf(NotFound);
    await expect(deleteTagById(999_999, postsUsingTaxonomy)).rejects.toBeInstanceOf(NotFound);
  });
});

describe('findTagsByIds', () => {
  test('keeps the order asked, collapses duplicates and leaves missing ids out', async () => {
    // Prepare
    const a = await createTag({ name: 'Batch A' });
    const b = await createTag({ name: 'Batch B' });
    // Act
    const found = await findTagsByIds([b.id, 999_998, a.id, b.id]);
    // Assess
    expect(found.map((t) => t.id)).toEqual([b.id, a.id]);
    expect(found[0]).toEqual(b);
  });

  test('reads more than one batch of 100', async () => {
    // Prepare
    const created = await Promise.all(Array.from({ length: 105 }, (_, i) => createTag({ name: `Bulk ${i}` })));
    const ids = created.map((t) => t.id).reverse();
    // Act
    const found = await findTagsByIds(ids);
    // Assess
    expect(found.map((t) => t.id)).toEqual(ids);
  });

  test('an empty list reads nothing', async () => {
    expect(await findTagsByIds([])).toEqual([]);
  });
});

describe('tag delete', () => {
  test('deletes an unused tag, frees its slug and lowers the total', async () => {
    // Prepare
    const tag = await createTag({ name: 'Unused', slug: 'unused-tag' });
    const before = await collectionTotal('TAGS');
    // Act
    await deleteTagById(tag.id, postsUsingTaxonomy);
    // Assess
    await expect(getTag(tag.id)).rejects.toBeInstanceOf(NotFound);
    expect(await collectionTotal('TAGS')).toBe(before - 1);
    expect((await createTag({ name: 'Again', slug: 'unused-tag' })).slug).toBe('unused-tag');
  });

  test('refuses a tag posts use (trashed ones too): 409 tag_in_use with posts_count', async () => {
    // Prepare
    const used = await createTag({ name: 'Used' });
    const trashed = await createTag({ name: 'Trashed use' });
    await postsUse(used.id, { n_all: 3, n_published: 3 });
    await postsUse(trashed.id, { n_trash: 2 });
    // Act / Assess
    await expect(deleteTagById(used.id, postsUsingTaxonomy)).rejects.toMatchObject({ code: 'tag_in_use', details: { posts_count: 3 } });
    await expect(deleteTagById(trashed.id, postsUsingTaxonomy)).rejects.toMatchObject({ code: 'tag_in_use', details: { posts_count: 2 } });
    expect(await getTag(used.id)).toEqual(used);
  });
});

describe('tag list', () => {
  test('search matches name or slug, case-insensitively, and totals the matches', async () => {
    // Prepare
    await createTag({ name: 'Quantum Physics' });
    await createTag({ name: 'quantum computing' });
    await createTag({ name: 'فیزیک کوانتوم' });
    // Act
    const latin = await listTags({ page: 1, perPage: 1, offset: 0 }, { order: 'asc', search: 'QUANTUM' });
    const persian = await listTags({ page: 1, perPage: 10, offset: 0 }, { order: 'asc', search: 'کوانتوم' });
    // Assess
    expect(latin.total).toBe(2);
    expect(latin.tags.map((t) => t.name)).toEqual(['Quantum Physics']);
    expect(latin.hasMore).toBe(true);
    expect(persian.tags.map((t) => t.name)).toEqual(['فیزیک کوانتوم']);
  });

  test('pages by id with the counter total', async () => {
    // Prepare
    const total = await collectionTotal('TAGS');
    // Act
    const page1 = await listTags({ page: 1, perPage: 4, offset: 0 }, { order: 'desc' });
    const page2 = await listTags({ page: 2, perPage: 4, offset: 4 }, { order: 'desc', cursor: page1.nextCursor });
    // Assess
    expect(page1.total).toBe(total);
    const ids = [...page1.tags, ...page2.tags].map((t) => t.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(new Set(ids).size).toBe(8);
  });
});

describe('items written without the use cases', () => {
  test('a tag put directly (no slug item) can be renamed and deleted', async () => {
    // Prepare
    const at = new Date().toISOString();
    const raw = { id: 900_002, name: 'Raw', slug: 'raw-tag', createdAt: at, updatedAt: at };
    await db.send(new PutCommand({ TableName: tableName(), Item: tagItem(raw) }));
    // Act
    const updated = await updateTagFields(raw.id, { slug: 'raw-tag-2' });
    await deleteTagById(raw.id, postsUsingTaxonomy);
    // Assess
    expect(updated.slug).toBe('raw-tag-2');
    await expect(getTag(raw.id)).rejects.toBeInstanceOf(NotFound);
  });
});
