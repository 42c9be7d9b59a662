/** Realistic categories and tags as the admin routes answer them, for the OpenAPI document's examples (named in `DOCS:` statements, which Lambda bundles drop). */
import { CATEGORY_THUMBNAIL_EXAMPLE } from '#domains/presentation/presentation-examples';

export const ADMIN_CATEGORY_EXAMPLE = {
  id: 2,
  name_en: 'Cloud',
  name_fa: 'ابر',
  slug: 'cloud',
  parent_id: 1,
  description: 'Serverless, storage and the services around them.',
  status: 'active',
  is_featured: false,
  thumbnail_id: 12,
  thumbnail: CATEGORY_THUMBNAIL_EXAMPLE,
  children_count: 0,
  created_at: '2026-01-12T09:30:00.000000Z',
  updated_at: '2026-03-02T14:05:41.250000Z',
};

export const ADMIN_TAG_EXAMPLE = { id: 1, name: 'Serverless', slug: 'serverless', created_at: '2026-01-12T09:31:12.000000Z', updated_at: '2026-01-12T09:31:12.000000Z' };
