/** Realistic post revisions for the OpenAPI document's examples (named in `DOCS:` statements, which Lambda bundles drop). */
export const REVISION_SUMMARY_EXAMPLE = {
  id: 2,
  post_id: 42,
  version: 2,
  title: 'Ten rules for a calm home office',
  status: 'draft',
  changed_fields: ['status', 'featured_image'],
  changed_by: { type: 'user', id: 3 },
  created_at: '2026-05-05T11:00:00.000000Z',
};

/** Revision 1 of post 42: the post as it was before its title changed. */
export const REVISION_EXAMPLE = {
  id: 1,
  post_id: 42,
  version: 1,
  title: 'Ten rules for a calm home office',
  status: 'draft',
  changed_fields: ['title'],
  changed_by: { type: 'user', id: 3 },
  created_at: '2026-04-29T09:41:05.204000Z',
  post: {
    id: 42,
    title: 'Rules for a calm home office',
    slug: 'ten-rules-for-a-calm-home-office',
    excerpt: 'Light first: put the desk beside a window, never facing it.',
    content: '## Light first\n\nPut the desk **beside** a window, never facing it.',
    featured_image: null,
    status: 'draft',
    category_id: 5,
    tag_ids: [3],
    seo: { meta_title: null, meta_description: null, og_image: null },
    author_id: 3,
    is_featured: false,
    created_at: '2026-04-28T08:12:40.118000Z',
    updated_at: '2026-04-28T08:12:40.118000Z',
    published_at: null,
    version: 1,
  },
};
