/** Bodies and queries of the category and tag admin routes, and the shapes they answer. */
import * as z from 'zod/mini';
import { PageQuery } from '../http/pagination';
import { slugify, SLUG_MAX_CHARS } from '../presentation/content';
import { CATEGORY_STATUSES } from './category';
import { booleanValue, filterParam, oneOf, optionalId, orderParam, searchParam } from './list-query';

const id = (name: string) =>
  z
    .number({ error: `${name} must be an integer.` })
    .check(
      z.int(`${name} must be an integer.`),
      z.gte(1, `${name} must be a positive integer.`),
      z.lte(Number.MAX_SAFE_INTEGER, `${name} is too large.`),
    );

const name = (field: string, max = 190) =>
  z.string({ error: `${field} must be a string.` }).check(z.trim(), z.maxLength(max, `${field} may not be longer than ${max} characters.`));

export const slugField = z.string({ error: 'slug must be a string.' }).check(
  z.trim(),
  z.minLength(1, 'slug may not be empty.'),
  z.maxLength(SLUG_MAX_CHARS, `slug may not be longer than ${SLUG_MAX_CHARS} characters.`),
  z.refine((slug) => slugify(slug) === slug, 'slug may contain only lower-case letters, digits and single hyphens between them.'),
);

const description = z.pipe(
  z.nullable(
    z
      .string({ error: 'description must be a string.' })
      .check(z.trim(), z.maxLength(5000, 'description may not be longer than 5000 characters.')),
  ),
  z.transform((text) => (text ? text : null)),
);

const categoryFields = {
  name_en: z.optional(name('name_en')),
  name_fa: z.optional(name('name_fa')),
  slug: z.optional(slugField),
  parent_id: z.optional(z.nullable(id('parent_id'))),
  description: z.optional(description),
  status: z.optional(z.enum(CATEGORY_STATUSES, { error: `status must be one of: ${CATEGORY_STATUSES.join(', ')}.` })),
  /** A media id; `thumbnail_id` is accepted as a synonym. */
  thumbnail: z.optional(z.nullable(id('thumbnail'))),
  thumbnail_id: z.optional(z.nullable(id('thumbnail_id'))),
  is_featured: z.optional(z.boolean({ error: 'is_featured must be true or false.' })),
};

function oneThumbnail<T extends { thumbnail?: number | null; thumbnail_id?: number | null }>(
  body: T,
  context: z.core.$RefinementCtx,
): void {
  if (body.thumbnail !== undefined && body.thumbnail_id !== undefined && body.thumbnail !== body.thumbnail_id) {
    context.addIssue({ code: 'custom', path: ['thumbnail'], message: 'Send thumbnail or thumbnail_id, not two different values.' });
  }
}

export const CategoryCreateBody = z.strictObject(categoryFields).check(z.superRefine(oneThumbnail));
export const CategoryUpdateBody = z.strictObject(categoryFields).check(z.superRefine(oneThumbnail));

export const CategoryListQuery = z.extend(PageQuery, {
  search: searchParam,
  filter: filterParam({ parent_id: optionalId, status: oneOf(CATEGORY_STATUSES), is_featured: booleanValue }),
  order: orderParam('order'),
  sortedBy: orderParam('sortedBy'),
});

export const CategoryDeleteQuery = z.object({
  reassign_to: z.optional(
    z.coerce
      .number({ error: 'reassign_to must be an integer.' })
      .check(z.int('reassign_to must be an integer.'), z.gte(1, 'reassign_to must be a positive integer.'), z.lte(Number.MAX_SAFE_INTEGER)),
  ),
});

export const TagCreateBody = z.strictObject({
  name: name('name', 100).check(z.minLength(1, 'name is required.')),
  slug: z.optional(slugField),
});

export const TagUpdateBody = z.strictObject({
  name: z.optional(name('name', 100).check(z.minLength(1, 'name may not be empty.'))),
  slug: z.optional(slugField),
});

export const TagListQuery = z.extend(PageQuery, {
  cursor: z.optional(z.string().check(z.maxLength(200))),
  search: searchParam,
  order: orderParam('order'),
  sortedBy: orderParam('sortedBy'),
});

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
