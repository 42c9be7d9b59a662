/**
 * A realistic admin post (spec 2.1, with `includes=category,tags,author`) and bulk result, for the
 * OpenAPI document's examples: handlers name them in `DOCS:` statements, which Lambda bundles drop.
 */
export const ADMIN_POST_EXAMPLE = {
  id: 42,
  title: 'Ten rules for a calm home office',
  slug: 'ten-rules-for-a-calm-home-office',
  excerpt: 'Light first: put the desk beside a window, never facing it. Sound: soft furnishings absorb echo.',
  content: '## Light first\n\nPut the desk **beside** a window, never facing it.\n\n## Sound\n\nSoft furnishings absorb echo.',
  featured_image: 'https://media.example.com/media/12/desk-by-the-window.jpg',
  status: 'published',
  created_at: '2026-04-28T08:12:40.118000Z',
  updated_at: '2026-05-05T11:00:00.000000Z',
  published_at: '2026-05-05T11:00:00.000000Z',
  view_count: 1284,
  comment_count: 7,
  is_featured: true,
  seo: {
    meta_title: 'Ten rules for a calm home office',
    meta_description: 'Light, sound and order: a quieter place to work.',
    og_image: 'https://media.example.com/media/12/desk-by-the-window.jpg',
  },
  version: 3,
  category_id: 5,
  tag_ids: [3, 8],
  author_id: 3,
  category: { id: 5, name: 'Living', slug: 'living' },
  tags: [
    { id: 3, name: 'Home office', slug: 'home-office' },
    { id: 8, name: 'Wellbeing', slug: 'wellbeing' },
  ],
  author: { id: 3, name: 'Maryam Hosseini', email: 'maryam@example.com', avatar_url: 'https://media.example.com/media/4/maryam.jpg' },
};

/** `archive` of three posts, one of which another author owns. */
export const BULK_RESULT_EXAMPLE = { message: '2 posts archived.', affected: 2, refused_ids: [57] };
