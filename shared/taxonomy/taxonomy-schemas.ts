/** Bodies and queries of the category and tag admin routes, and the shapes they answer. */
import * as z from 'zod';
import { PageQuery } from '../http/pagination';
import { slugify, SLUG_MAX_CHARS } from '../presentation/content';
import { MessageSchema } from '../http/reply';
import { CategoryThumbnailSchema } from '../presentation/client-schemas';
import { CATEGORY_STATUSES } from './category';
import { booleanValue, filterParam, oneOf, optionalId, orderParam, searchParam } from './list-query';

const id = (name: string) =>
  z
    .number({ error: `${name} must be an integer.` })
    .int(`${name} must be an integer.`)
    .min(1, `${name} must be a positive integer.`)
    .max(Number.MAX_SAFE_INTEGER, `${name} is too large.`);

const name = (field: string, max = 190) =>
  z.string({ error: `${field} must be a string.` }).trim().max(max, `${field} may not be longer than ${max} characters.`);

export const slugField = z
  .string({ error: 'slug must be a string.' })
  .trim()
  .min(1, 'slug may not be empty.')
  .max(SLUG_MAX_CHARS, `slug may not be longer than ${SLUG_MAX_CHARS} characters.`)
  .refine((slug) => slugify(slug) === slug, 'slug may contain only lower-case letters, digits and single hyphens between them.');

const description = z
  .string({ error: 'description must be a string.' })
  .trim()
  .max(5000, 'description may not be longer than 5000 characters.')
  .nullable()
  .transform((text) => (text ? text : null));

const categoryFields = {
  name_en: name('name_en').optional(),
  name_fa: name('name_fa').optional(),
  slug: slugField.optional(),
  parent_id: id('parent_id').nullable().optional(),
  description: description.optional(),
  status: z.enum(CATEGORY_STATUSES, { error: `status must be one of: ${CATEGORY_STATUSES.join(', ')}.` }).optional(),
  /** A media id; `thumbnail_id` is accepted as a synonym. */
  thumbnail: id('thumbnail').nullable().optional(),
  thumbnail_id: id('thumbnail_id').nullable().optional(),
  is_featured: z.boolean({ error: 'is_featured must be true or false.' }).optional(),
};

function oneThumbnail<T extends { thumbnail?: number | null; thumbnail_id?: number | null }>(body: T, context: z.RefinementCtx): void {
  if (body.thumbnail !== undefined && body.thumbnail_id !== undefined && body.thumbnail !== body.thumbnail_id) {
    context.addIssue({ code: 'custom', path: ['thumbnail'], message: 'Send thumbnail or thumbnail_id, not two different values.' });
  }
}

export const CategoryCreateBody = z.strictObject(categoryFields).superRefine(oneThumbnail);
export const CategoryUpdateBody = z.strictObject(categoryFields).superRefine(oneThumbnail);

export const CategoryListQuery = PageQuery.extend({
  search: searchParam,
  filter: filterParam({ parent_id: optionalId, status: oneOf(CATEGORY_STATUSES), is_featured: booleanValue }),
  order: orderParam('order'),
  sortedBy: orderParam('sortedBy'),
});

export const CategoryDeleteQuery = z.object({
  reassign_to: z.coerce
    .number({ error: 'reassign_to must be an integer.' })
    .int('reassign_to must be an integer.')
    .min(1, 'reassign_to must be a positive integer.')
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
});

export const CategoryDeleteResultSchema = MessageSchema.extend({
  reassigned_posts: z.int().nonnegative().optional().describe('with reassign_to: the posts moved to that category'),
});

export const TagCreateBody = z.strictObject({
  name: name('name', 100).min(1, 'name is required.'),
  slug: slugField.optional(),
});

export const TagUpdateBody = z.strictObject({
  name: name('name', 100).min(1, 'name may not be empty.').optional(),
  slug: slugField.optional(),
});

export const TagListQuery = PageQuery.extend({
  cursor: z.string().max(200).optional(),
  search: searchParam,
  order: orderParam('order'),
  sortedBy: orderParam('sortedBy'),
});

const adminTimestamp = () => z.string().describe('2024-01-15T10:30:00.000000Z');

export const AdminCategorySchema = z
  .strictObject({
    id: z.number().int(),
    name_en: z.string(),
    name_fa: z.string(),
    slug: z.string(),
    parent_id: z.number().int().nullable(),
    description: z.string().nullable(),
    status: z.enum(CATEGORY_STATUSES),
    is_featured: z.boolean(),
    thumbnail_id: z.number().int().nullable(),
    thumbnail: CategoryThumbnailSchema.describe('the thumbnail media (empty object when none)'),
    children_count: z.number().int().nonnegative(),
    created_at: adminTimestamp(),
    updated_at: adminTimestamp(),
  })
  .describe('Category (admin)');

export const AdminTagSchema = z
  .strictObject({ id: z.number().int(), name: z.string(), slug: z.string(), created_at: adminTimestamp(), updated_at: adminTimestamp() })
  .describe('Tag (admin)');

type CategoryBody = z.output<typeof CategoryCreateBody>;

/** The use-case input of a create or update body: only the fields sent are defined. */
export function categoryInputOf(body: CategoryBody) {
  return {
    nameEn: body.name_en,
    nameFa: body.name_fa,
    slug: body.slug,
    parentId: body.parent_id,
    description: body.description,
    status: body.status,
    thumbnailId: body.thumbnail !== undefined ? body.thumbnail : body.thumbnail_id,
    isFeatured: body.is_featured,
  };
}
