/**
 * A bulk import's tags written together (`createTagsTogether`): each as `createTag` writes it, with
 * one id allocation and one summed count per transaction; a transaction cancelled by a slug taken in
 * between writes none of its tags (the caller creates those one at a time) and leaves the count exact.
 */
import { useTestTable } from '#test/support/table';
import { createTag } from '#domains/taxonomy/manage-tags';
import { createTagsTogether, TogetherNotWritten } from '#domains/taxonomy/create-tags-together';
import { findTagIdBySlug, findTagsByIds } from '#domains/taxonomy/tags-repository';
import { slugOwnerIds } from '#domains/taxonomy/slug-items';
import { collectionTotal } from '#platform/db/collection-page';

useTestTable();

describe('tags created together', () => {
  test('forty tags: ids in the order given, slugs claimed, the total moved by forty', async () => {
    // Prepare
    const before = await collectionTotal('TAGS');
    const list = Array.from({ length: 40 }, (_, index) => ({ name: `Together ${index}`, slug: `together-${index}` }));
    // Act
    const outcomes = await createTagsTogether(list);
    // Assess
    const tags = outcomes.map((outcome) => outcome.tag!);
    expect(tags.map((tag) => tag.slug)).toEqual(list.map((each) => each.slug));
    expect(tags.map((tag) => tag.id)).toEqual(tags.map((_tag, index) => tags[0].id + index));
    expect((await findTagsByIds(tags.map((tag) => tag.id))).map((tag) => tag.name)).toEqual(list.map((each) => each.name));
    expect(await findTagIdBySlug('together-39')).toBe(tags[39].id);
    expect(await collectionTotal('TAGS')).toBe(before + 40);
  });

  test('a slug taken after it was found free cancels its transaction: none of its tags is written, the count stays exact', async () => {
    // Prepare
    const before = await collectionTotal('TAGS');
    const list = Array.from({ length: 40 }, (_, index) => ({ name: `Raced ${index}`, slug: `raced-${index}` }));
    const winner = await createTag({ name: 'First', slug: 'raced-35' });
    // Act
    const outcomes = await createTagsTogether(list);
    // Assess: forty tags of two items each and their count fit one transaction.
    expect(outcomes.every((outcome) => outcome.error instanceof TogetherNotWritten)).toBe(true);
    expect(await findTagIdBySlug('raced-35')).toBe(winner.id);
    expect([...(await slugOwnerIds('tag', list.map((each) => each.slug))).keys()]).toEqual(['raced-35']);
    expect(await collectionTotal('TAGS')).toBe(before + 1);
  });
});
