import { visibleInTreeOrder } from '#domains/client/category-list';
import { featuredImageRecord, libraryMediaIdOf } from '#domains/client/media-records';
import { mediaRecordOf } from '#domains/media/media-shape';
import { aCategory, aMedia } from './fixtures';

const names = (categories: { nameEn: string }[]) => categories.map((category) => category.nameEn);

describe('the client category order', () => {
  test('puts each parent before its descendants, siblings by id, whatever the input order', () => {
    // Prepare
    const categories = [
      aCategory({ id: 5, nameEn: 'B', parentId: null }),
      aCategory({ id: 4, nameEn: 'A2', parentId: 1 }),
      aCategory({ id: 3, nameEn: 'A1x', parentId: 2 }),
      aCategory({ id: 2, nameEn: 'A1', parentId: 1 }),
      aCategory({ id: 1, nameEn: 'A', parentId: null }),
    ];
    // Act
    const ordered = visibleInTreeOrder(categories);
    // Assess
    expect(names(ordered)).toEqual(['A', 'A1', 'A1x', 'A2', 'B']);
  });

  test('an inactive category hides its whole subtree', () => {
    // Prepare
    const categories = [
      aCategory({ id: 1, nameEn: 'A', status: 'inactive' }),
      aCategory({ id: 2, nameEn: 'A1', parentId: 1 }),
      aCategory({ id: 3, nameEn: 'B' }),
    ];
    // Act / Assess
    expect(names(visibleInTreeOrder(categories))).toEqual(['B']);
  });

  test('a category whose parent is missing is shown at the top; a cycle does not loop', () => {
    // Prepare
    const categories = [
      aCategory({ id: 1, nameEn: 'Orphan', parentId: 99 }),
      aCategory({ id: 2, nameEn: 'X', parentId: 3 }),
      aCategory({ id: 3, nameEn: 'Y', parentId: 2 }),
    ];
    // Act
    const ordered = visibleInTreeOrder(categories);
    // Assess: X and Y hold each other up and reach no root
    expect(names(ordered)).toEqual(['Orphan']);
  });
});

describe('the featured image record', () => {
  test('is the library file when the URL is exactly its public URL', () => {
    // Prepare
    const media = aMedia();
    const url = mediaRecordOf(media).url;
    // Act
    const record = featuredImageRecord(url, new Map([[media.id, media]]));
    // Assess
    expect(libraryMediaIdOf(url)).toBe(9);
    expect(record).toMatchObject({ id: 9, size_bytes: 1_258_291, width: 1920 });
  });

  test('is a record of the URL alone when the URL only looks like a library file', () => {
    // Prepare
    const media = aMedia();
    const lookalike = 'https://elsewhere.example.com/media/9/cover.jpg';
    // Act
    const record = featuredImageRecord(lookalike, new Map([[media.id, media]]));
    // Assess
    expect(record).toEqual({ id: '', url: lookalike, mime_type: 'image/jpeg', name: 'cover.jpg', size_bytes: 0, status: 'active' });
  });

  test('is null for a URL of this library whose file is not active (processing, rejected or deleted)', () => {
    // Prepare: the library map holds active media only (findMediaByIds)
    const url = mediaRecordOf(aMedia({ status: 'processing' })).url;
    // Act
    const record = featuredImageRecord(url, new Map());
    // Assess
    expect(record).toBeNull();
  });

  test('is null without a URL', () => {
    expect(featuredImageRecord(null, new Map())).toBeNull();
  });
});
