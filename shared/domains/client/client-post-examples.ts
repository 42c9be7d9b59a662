/**
 * Realistic client posts (spec 2.4, 4.3 and 4.4) for the OpenAPI document's examples (named in the
 * handlers' `DOCS:` statements, which Lambda bundles drop).
 */
import { CLIENT_CATEGORY_EXAMPLE, CLIENT_USER_EXAMPLE, DATE_EXAMPLE, PHOTO_EXAMPLE } from '#domains/presentation/presentation-examples';

/** A published post with `includes=mainCategory,tags`. */
export const CLIENT_POST_EXAMPLE = {
  id: 9,
  slug: 'event-driven-content-pipelines',
  wp_slug: null,
  type: {
    name: 'Post',
    value: 'post',
    cases: {
      Post: 'post',
      Page: 'page',
      Video: 'video',
      Podcast: 'podcast',
      Gallery: 'gallery',
      Terminology: 'terminology',
      Encyclopedia: 'encyclopedia',
      Story: 'story',
      Landing: 'landing',
    },
    to_persian: 'نوشته',
  },
  creator_id: 3,
  author_id: 2,
  title: 'Event-driven content pipelines',
  content: {
    short: 'Why serverless Pay per request, scale to zero, and let the platform patch the servers. Cold starts Small bundles and lazy work at import keep the first request…',
    full: '# Why serverless\n\nPay per request, scale to zero, and let the platform patch the servers.\n\n## Cold starts\n\nSmall bundles and lazy work at import keep the first request fast.\n\n## Single-table design\n\nOne table, keys built by pure functions, every list a Query.\n\n### Counters\n\nTotals come from counter items updated in the same transaction.',
    lines: 8,
    words: 54,
    read_times: 1,
    toc_menus: [
      {
        id: 'why-serverless',
        title: 'Why serverless',
        level: 1,
        children: [
          {
            id: 'cold-starts',
            title: 'Cold starts',
            level: 2,
            children: [],
          },
          {
            id: 'single-table-design',
            title: 'Single-table design',
            level: 2,
            children: [
              {
                id: 'counters',
                title: 'Counters',
                level: 3,
                children: [],
              },
            ],
          },
        ],
      },
    ],
  },
  thumbnail: PHOTO_EXAMPLE,
  vocabulary_fa: null,
  vocabulary_en: null,
  seo: {
    og: {
      image: {
        alt: null,
        type: null,
        width: null,
        height: null,
      },
      title: 'Event-driven content pipelines',
      locale: null,
      description: 'Event-driven content pipelines — demo post',
    },
    title: 'Event-driven content pipelines',
    description: 'Event-driven content pipelines — demo post',
    canonical_url: null,
    focus_keyword: null,
  },
  meta: {
    views: 0,
    is_featured: false,
  },
  properties: null,
  status: {
    name: 'Published',
    value: 'published',
    cases: {
      Draft: 'draft',
      Pending: 'pending',
      Verified: 'verified',
      Scheduled: 'scheduled',
      Published: 'published',
      Archived: 'archived',
      Trash: 'trash',
    },
    to_persian: 'منتشر شده',
  },
  note: null,
  deadline: null,
  cache: {
    uploaded_media_count: 0,
    uploaded_gallery_count: 0,
  },
  created_at: DATE_EXAMPLE,
  published_at: DATE_EXAMPLE,
  author: CLIENT_USER_EXAMPLE,
  icon: 'article',
  views: 0,
  mainCategory: CLIENT_CATEGORY_EXAMPLE,
  tags: [
    {
      id: 1,
      name: 'Serverless',
      slug: 'serverless',
    },
    {
      id: 2,
      name: 'DynamoDB',
      slug: 'dynamodb',
    },
  ],
};

/** The same post with `includes=author,category,tags`, in the single-post overview form (`shape=overview`). */
export const CLIENT_POST_OVERVIEW_EXAMPLE = {
  id: CLIENT_POST_EXAMPLE.id,
  title: CLIENT_POST_EXAMPLE.title,
  slug: CLIENT_POST_EXAMPLE.slug,
  excerpt: CLIENT_POST_EXAMPLE.content.short,
  content: CLIENT_POST_EXAMPLE.content.full,
  featured_image: PHOTO_EXAMPLE.url,
  status: 'published',
  created_at: '2026-04-28T08:12:40.118000Z',
  updated_at: '2026-05-02T16:03:11.520000Z',
  published_at: '2026-05-05T11:00:00.000000Z',
  author: { id: 2, name: 'Reza Karimi', avatar_url: '' },
  category: { id: 2, name: 'Cloud', slug: 'cloud' },
  tags: CLIENT_POST_EXAMPLE.tags,
};

/** The same post in the alternative form (spec 4.4). */
export const ALT_POST_EXAMPLE = {
  id: CLIENT_POST_EXAMPLE.id,
  title: CLIENT_POST_EXAMPLE.title,
  slug: CLIENT_POST_EXAMPLE.slug,
  excerpt: CLIENT_POST_EXAMPLE.content.short,
  content: CLIENT_POST_EXAMPLE.content.full,
  published_at: '2026-05-05T11:00:00.000000Z',
  author: { id: 2, name: 'Reza Karimi' },
  categories: [{ id: 2, name: 'Cloud' }],
  tags: [
    { id: 1, name: 'Serverless' },
    { id: 2, name: 'DynamoDB' },
  ],
  featured_image: { url: PHOTO_EXAMPLE.url, alt: 'A desk by the window' },
};

/** The alternative category list (spec 4.4). */
export const ALT_CATEGORIES_EXAMPLE = [
  { id: 1, name: 'Technology', slug: 'technology', post_count: 2 },
  { id: 2, name: 'Cloud', slug: 'cloud', post_count: 4 },
  { id: 4, name: 'Persian literature', slug: 'persian-literature', post_count: 2 },
];
