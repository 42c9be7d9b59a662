import {
  AltCategorySchema,
  AltPostSchema,
  ClientCategorySchema,
  ClientPostOverviewSchema,
  ClientPostSchema,
  ClientUserSchema,
  type ClientCategory,
  type ClientPost,
  type ClientUser,
} from '#domains/presentation/client-schemas';
import { postContent } from '#domains/client/client-post';
import { aPost } from '../client/fixtures';
import { dateObject } from '#domains/presentation/dates';
import {
  CategoryStatusEnum,
  PostStatusEnum,
  PostTypeEnum,
  UserStatusEnum,
  enumObject,
} from '#domains/presentation/enums';
import { categoryThumbnail, emptyMediaObject, mediaObject } from '#domains/presentation/media';

const now = new Date('2024-06-01T12:00:00Z');

function user(): ClientUser {
  return {
    id: 7,
    slug: 'sara-ahmadi',
    roles: ['author'],
    badges: null,
    first_name: 'سارا',
    last_name: 'احمدی',
    email: 'sara@example.com',
    mobile: null,
    status: enumObject(UserStatusEnum, 'active'),
    avatar: emptyMediaObject(),
  };
}

function category(): ClientCategory {
  return {
    id: 3,
    type: 'post',
    slug: 'تکنولوژی',
    name_en: 'Technology',
    name_fa: 'تکنولوژی',
    parent_id: 0,
    description: null,
    meta: { posts_count: 12, is_featured: false },
    status: enumObject(CategoryStatusEnum, 'active'),
    thumbnail: categoryThumbnail(emptyMediaObject()),
  };
}

function post(): ClientPost {
  const nullSeo = { alt: null, type: null, width: null, height: null };
  return {
    id: 1,
    slug: 'سلام-دنیا',
    wp_slug: null,
    type: enumObject(PostTypeEnum, 'post'),
    creator_id: 7,
    author_id: 7,
    title: 'سلام دنیا',
    content: postContent(aPost({ content: '<h2>مقدمه</h2><p>متن نوشته</p>' })),
    thumbnail: mediaObject({
      id: 9,
      url: 'https://cdn.example.com/a.png',
      mime_type: 'image/png',
      name: 'a.png',
      size_bytes: 2048,
      width: 1200,
      height: 800,
    }),
    vocabulary_fa: null,
    vocabulary_en: null,
    seo: {
      og: { image: nullSeo, title: null, locale: 'fa_IR', description: null },
      title: null,
      description: null,
      canonical_url: null,
      focus_keyword: null,
    },
    meta: { views: 0, is_featured: false },
    properties: null,
    status: enumObject(PostStatusEnum, 'published'),
    note: null,
    deadline: null,
    cache: { uploaded_media_count: 1, uploaded_gallery_count: 0 },
    created_at: dateObject('2024-05-30T08:00:00Z', { now }),
    published_at: dateObject('2024-05-31T08:00:00Z', { now }),
    author: user(),
    icon: '',
    views: 0,
    mainCategory: category(),
  };
}

describe('client schemas', () => {
  it('accept a client post assembled from the builders', () => {
    // Prepare
    const candidate = post();

    // Act
    const result = ClientPostSchema.safeParse(candidate);

    // Assess
    expect(result.error?.issues).toBeUndefined();
  });

  it('accept a client post without the optional mainCategory and with a null author, but not without the author', () => {
    // Prepare
    const { mainCategory: _category, ...bare } = post();
    const { author: _author, ...authorless } = bare;

    // Act
    const result = ClientPostSchema.safeParse({ ...bare, author: null });
    const missing = ClientPostSchema.safeParse(authorless);

    // Assess
    expect(result.success).toBe(true);
    expect(missing.success).toBe(false);
  });

  it('reject a client post with an unknown field or a missing "any or null" field', () => {
    // Prepare
    const extra = { ...post(), secret: 1 };
    const { properties: _properties, ...missing } = post();

    // Act
    const results = [ClientPostSchema.safeParse(extra), ClientPostSchema.safeParse(missing)];

    // Assess
    expect(results.map((r) => r.success)).toEqual([false, false]);
  });

  it('reject a status enum object of the wrong enum', () => {
    // Prepare
    const wrong = { ...post(), status: enumObject(UserStatusEnum, 'banned') };

    // Act
    const result = ClientPostSchema.safeParse(wrong);

    // Assess
    expect(result.success).toBe(false);
  });

  it('accept a client user and a client category', () => {
    // Act
    const results = [ClientUserSchema.safeParse(user()), ClientCategorySchema.safeParse(category())];

    // Assess
    expect(results.map((r) => r.success)).toEqual([true, true]);
  });

  it('accept the single-post overview form with admin-style timestamps', () => {
    // Prepare
    const overview = {
      id: 1,
      title: 'Hello',
      slug: 'hello',
      excerpt: 'Hi',
      content: '<p>Hi</p>',
      featured_image: 'https://cdn.example.com/a.png',
      status: 'published',
      created_at: '2024-01-15T10:30:00.000000Z',
      updated_at: '2024-01-15T10:30:00.000000Z',
      published_at: '2024-01-15T10:30:00.000000Z',
      author: { id: 7, name: 'Sara', avatar_url: '' },
      category: { id: 3, name: 'Tech', slug: 'tech' },
      tags: [{ id: 1, name: 'news', slug: 'news' }],
    };

    // Act
    const ok = ClientPostOverviewSchema.safeParse(overview);
    const badDate = ClientPostOverviewSchema.safeParse({ ...overview, created_at: '15/01/2024' });

    // Assess
    expect(ok.success).toBe(true);
    expect(badDate.success).toBe(false);
  });

  it('accept the alternative post and category forms', () => {
    // Prepare
    const alt = {
      id: 1,
      title: 'Hello',
      slug: 'hello',
      excerpt: 'Hi',
      content: '<p>Hi</p>',
      published_at: '2024-01-15T10:30:00.000000Z',
      author: { id: 7, name: 'Sara' },
      categories: [{ id: 3, name: 'Tech' }],
      tags: [{ id: 1, name: 'news' }],
      featured_image: { url: 'https://cdn.example.com/a.png', alt: 'Hello' },
    };

    // Act
    const results = [
      AltPostSchema.safeParse(alt),
      AltCategorySchema.safeParse({ id: 3, name: 'Tech', slug: 'tech', post_count: 4 }),
      AltCategorySchema.safeParse({ id: 3, name: 'Tech', slug: 'tech' }),
    ];

    // Assess
    expect(results.map((r) => r.success)).toEqual([true, true, false]);
  });
});
