/** The category admin bodies (create, update) and the use-case input they become. */
import * as z from 'zod/mini';
import { id, name, slugField } from './taxonomy-fields';
import { CATEGORY_STATUSES } from './category';

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
  parent_id: z.optional(z.nullable(id)),
  description: z.optional(description),
  status: z.optional(z.enum(CATEGORY_STATUSES, { error: `status must be one of: ${CATEGORY_STATUSES.join(', ')}.` })),
  /** A media id; `thumbnail_id` is accepted as a synonym. */
  thumbnail: z.optional(z.nullable(id)),
  thumbnail_id: z.optional(z.nullable(id)),
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

export const CategoryCreateBody = /* @__PURE__ */ (() => z.strictObject(categoryFields).check(z.superRefine(oneThumbnail)))();
export const CategoryUpdateBody = /* @__PURE__ */ (() => z.strictObject(categoryFields).check(z.superRefine(oneThumbnail)))();

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
