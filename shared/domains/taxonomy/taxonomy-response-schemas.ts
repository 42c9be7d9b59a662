/** Categories and tags as the admin routes answer them (OpenAPI document, contract tests); Lambda bundles leave them out. */
import * as z from 'zod/mini';
import { described, named } from '#platform/described';
import { MessageSchema } from '#platform/http/message-schema';
import { CategoryThumbnailSchema } from '#domains/presentation/client-schemas';
import { CATEGORY_STATUSES } from './category';

export const CategoryDeleteResultSchema = z.extend(MessageSchema, {
  reassigned_posts: described(z.optional(z.int().check(z.nonnegative())), 'with reassign_to: the posts moved to that category'),
});

const adminTimestamp = () => described(z.string(), '2024-01-15T10:30:00.000000Z');

export const AdminCategorySchema = named(
  z.strictObject({
    id: z.int(),
    name_en: z.string(),
    name_fa: z.string(),
    slug: z.string(),
    parent_id: z.nullable(z.int()),
    description: z.nullable(z.string()),
    status: z.enum(CATEGORY_STATUSES),
    is_featured: z.boolean(),
    thumbnail_id: z.nullable(z.int()),
    thumbnail: described(CategoryThumbnailSchema, 'the thumbnail media (empty object when none)'),
    children_count: z.int().check(z.nonnegative()),
    created_at: adminTimestamp(),
    updated_at: adminTimestamp(),
  }),
  'CategoryAdmin', 'Category (admin)',
);

export const AdminTagSchema = named(
  z.strictObject({ id: z.int(), name: z.string(), slug: z.string(), created_at: adminTimestamp(), updated_at: adminTimestamp() }),
  'TagAdmin', 'Tag (admin)',
);
