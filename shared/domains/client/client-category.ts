/**
 * The client category of spec 2.8. `parent_id` is 0 for a top-level category (the schema is an
 * integer, not a nullable one); `meta.posts_count` counts published posts only, the posts a client
 * can see.
 */
import type { Category } from '#domains/taxonomy/category';
import type { ClientCategory } from '#domains/presentation/client-schemas';
import { CategoryStatusEnum, enumObject } from '#domains/presentation/enums';
import { categoryThumbnail, mediaObjectOrEmpty, type MediaRecord } from '#domains/presentation/media';

/** Categories classify posts; the field exists for other content trees (products, forums) in the original API. */
export const CATEGORY_TYPE = 'post';

export function clientCategory(category: Category, publishedCount: number, thumbnail: MediaRecord | null): ClientCategory {
  return {
    id: category.id,
    type: CATEGORY_TYPE,
    slug: category.slug,
    name_en: category.nameEn,
    name_fa: category.nameFa,
    parent_id: category.parentId ?? 0,
    description: category.description,
    meta: { posts_count: Math.max(0, publishedCount), is_featured: category.isFeatured },
    status: enumObject(CategoryStatusEnum, category.status),
    thumbnail: categoryThumbnail(mediaObjectOrEmpty(thumbnail)),
  };
}
