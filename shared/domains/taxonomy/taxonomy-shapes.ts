/** Admin shapes of categories and tags. */
import { adminTimestamp } from '#platform/time';
import { categoryThumbnail } from '#domains/presentation/media';
import { optionalMediaShape } from '#domains/media/media-shape';
import type { Media } from '#domains/media/media';
import { findMediaByIds } from '#domains/media/media-repository';
import type { StoredCategory } from './categories-repository';
import type { Tag } from './tag';

export function adminCategoryShape({ category, childrenCount }: Pick<StoredCategory, 'category' | 'childrenCount'>, media: ReadonlyMap<number, Media>) {
  return {
    id: category.id,
    name_en: category.nameEn,
    name_fa: category.nameFa,
    slug: category.slug,
    parent_id: category.parentId,
    description: category.description,
    status: category.status,
    is_featured: category.isFeatured,
    thumbnail_id: category.thumbnailId,
    thumbnail: categoryThumbnail(optionalMediaShape(category.thumbnailId === null ? undefined : media.get(category.thumbnailId))),
    children_count: childrenCount,
    created_at: adminTimestamp(category.createdAt),
    updated_at: adminTimestamp(category.updatedAt),
  };
}

export function adminTagShape(tag: Tag) {
  return { id: tag.id, name: tag.name, slug: tag.slug, created_at: adminTimestamp(tag.createdAt), updated_at: adminTimestamp(tag.updatedAt) };
}

/** Admin shapes of several categories, their thumbnails read in one batch. */
export async function adminCategoryShapes(stored: readonly Pick<StoredCategory, 'category' | 'childrenCount'>[]) {
  const media = await findMediaByIds(stored.map(({ category }) => category.thumbnailId));
  return stored.map((entry) => adminCategoryShape(entry, media));
}
