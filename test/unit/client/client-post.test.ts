import {
  AltPostSchema,
  ClientCategorySchema,
  ClientPostOverviewSchema,
  ClientUserSchema,
} from '#domains/presentation/client-schemas';
import { ClientPostItemSchema } from '#domains/client/schemas';
import { clientPost, type ClientInclude, type PostRelations } from '#domains/client/client-post';
import { altPost, postOverview } from '#domains/client/post-overview';
import { clientUser, HIDDEN_EMAIL } from '#domains/users/client-user';
import { clientCategory } from '#domains/client/client-category';
import { mediaRecordOf } from '#domains/media/media-shape';
import { setClock } from '#platform/clock';
import { aCategory, aMedia, aPost, aUser } from './fixtures';
import { config } from '#platform/config';

const cover = aMedia();
const coverUrl = mediaRecordOf(cover).url;

function relations(): PostRelations {
  return {
    authors: new Map([[7, clientUser(aUser(), null)]]),
    categories: new Map([[3, clientCategory(aCategory(), 4, null)]]),
    tags: new Map([
      [5, { id: 5, name: 'وب', slug: 'web', createdAt: '', updatedAt: '' }],
      [6, { id: 6, name: 'API', slug: 'api', createdAt: '', updatedAt: '' }],
    ]),
    media: new Map([[cover.id, cover]]),
  };
}

const all = new Set<ClientInclude>(['author', 'mainCategory', 'category', 'tags']);

let restoreClock: () => void;
beforeAll(() => {
  restoreClock = setClock(() => Date.parse('2024-03-19T21:00:00Z'));
});
afterAll(() => restoreClock());

describe('the client post (spec 2.4)', () => {
  test('without includes it is exactly the 2.4 shape (with the keys of post fields added after v3): the author always, no other relation key', () => {
    // Act
    const shaped = clientPost(aPost(), relations());
    const authorless = clientPost({ ...aPost(), authorId: null }, relations());
    // Assess
    expect(ClientPostItemSchema.parse(shaped)).toEqual(shaped);
    expect(shaped.author).toEqual(relations().authors.get(aPost().authorId!));
    expect(authorless.author).toBeNull();
    expect(shaped).not.toHaveProperty('mainCategory');
    expect(shaped).not.toHaveProperty('tags');
  });

  test('fixed fields: nulls the post does not hold, enum objects, views in meta and at the top', () => {
    // Act
    const shaped = clientPost(aPost(), relations());
    // Assess
    expect(shaped).toMatchObject({
      id: 42,
      wp_slug: null,
      vocabulary_fa: null,
      vocabulary_en: null,
      properties: null,
      note: null,
      deadline: null,
      creator_id: 7,
      author_id: 7,
      meta: { views: 12, is_featured: true },
      views: 12,
      icon: 'article',
      type: { name: 'Post', value: 'post', to_persian: 'نوشته' },
      status: { name: 'Published', value: 'published', to_persian: 'منتشر شده' },
    });
  });

  test('every seo leaf is null when the post has no seo, but its public address and its language\'s locale', () => {
    // Prepare
    const post = aPost();
    // Act
    const { seo } = clientPost(post, relations());
    // Assess: the default POST_URL_PATTERN /{type}/{slug} on SITE_URL (the API's URL unless set), DEFAULT_LANGUAGE fa
    expect(seo).toEqual({
      og: { image: { alt: null, type: null, width: null, height: null }, title: null, locale: 'fa_IR', description: null },
      title: null,
      description: null,
      canonical_url: `${config.site.siteUrl}/${post.type}/${encodeURIComponent(post.slug)}`,
      focus_keyword: null,
    });
  });

  test('seo carries the meta title and description, and the og image of a library file with its size', () => {
    // Prepare
    const post = aPost({ seo: { metaTitle: 'عنوان سئو', metaDescription: 'توضیح', ogImage: coverUrl } });
    // Act
    const { seo } = clientPost(post, relations());
    // Assess
    expect(seo).toEqual({
      og: { image: { alt: 'Cover', type: 'image/jpeg', width: 1920, height: 1080 }, title: 'عنوان سئو', locale: 'fa_IR', description: 'توضیح' },
      title: 'عنوان سئو',
      description: 'توضیح',
      canonical_url: `${config.site.siteUrl}/${post.type}/${encodeURIComponent(post.slug)}`,
      focus_keyword: null,
    });
  });

  test('content carries the body, the excerpt as short, computed counts and the nested toc', () => {
    // Act
    const { content } = clientPost(aPost(), relations());
    // Assess
    expect(content.full).toBe(aPost().content);
    expect(content.short).toBe('خلاصه‌ای از نوشته');
    expect(content.words).toBe(9);
    expect(content.read_times).toBe(1);
    expect(content.toc_menus).toEqual([
      { id: 'مقدمه', title: 'مقدمه', level: 2, children: [{ id: 'جزئیات', title: 'جزئیات', level: 3, children: [] }] },
      { id: 'پایان', title: 'پایان', level: 2, children: [] },
    ]);
  });

  test('dates are date objects in the display time zone with the Jalali calendar', () => {
    // Act
    const { published_at, created_at } = clientPost(aPost(), relations());
    // Assess: 21:00 UTC on 19 March 2024 is 00:30 on 1 Farvardin 1403 in Tehran
    expect(published_at.main).toBe('2024-03-20 00:30:00');
    expect(published_at.jalali).toMatchObject({ main: '1403-01-01 00:30:00', year: 1403, month: 1, day: 1, month_name: 'فروردین' });
    expect(published_at.timezone).toBe('Asia/Tehran');
    expect(published_at.diff_in_min).toBe(0);
    expect(created_at.diff_in_min).toBe(60);
  });

  test('the thumbnail is the library media object of the featured image, or the empty media object', () => {
    // Act
    const withImage = clientPost(aPost({ featuredImage: coverUrl }), relations());
    const withForeignImage = clientPost(aPost({ featuredImage: 'https://cdn.example.com/a/photo.png' }), relations());
    const without = clientPost(aPost({ featuredImage: null }), relations());
    // Assess
    expect(withImage.thumbnail).toMatchObject({ id: '9', url: coverUrl, size: '1.2 MB', dimension: { width: 1920, height: 1080 } });
    expect(withForeignImage.thumbnail).toMatchObject({ id: '', url: 'https://cdn.example.com/a/photo.png', mime_type: 'image/png', format: 'png' });
    expect(without.thumbnail).toMatchObject({ id: '', url: '', name: '' });
  });

  test('includes add the author, the main category, the category and tag references', () => {
    // Act
    const shaped = clientPost(aPost(), relations(), all);
    // Assess
    expect(ClientPostItemSchema.parse(shaped)).toEqual(shaped);
    expect(ClientUserSchema.parse(shaped.author)).toEqual(shaped.author);
    expect(ClientCategorySchema.parse(shaped.mainCategory)).toEqual(shaped.mainCategory);
    expect(shaped.category).toEqual(shaped.mainCategory);
    expect(shaped.tags).toEqual([
      { id: 5, name: 'وب', slug: 'web' },
      { id: 6, name: 'API', slug: 'api' },
    ]);
  });

  test('a post without a category has no mainCategory and a null category', () => {
    // Act
    const shaped = clientPost(aPost({ categoryId: null }), relations(), all);
    // Assess
    expect(shaped).not.toHaveProperty('mainCategory');
    expect(shaped.category).toBeNull();
    expect(ClientPostItemSchema.safeParse(shaped).success).toBe(true);
  });

  test('a post created by an API key has creator 0', () => {
    expect(clientPost(aPost({ creatorId: null }), relations()).creator_id).toBe(0);
  });

  test('cache shows the media and galleries counted when the body was written', () => {
    // Prepare
    const post = aPost({ content: '<img src="a.jpg"><p>x</p>\n\n![b](b.png)\n\n<video src="v.mp4"></video><div class="wp gallery">x</div>\n\n[gallery ids="1,2"]' });
    // Act
    const { cache } = clientPost(post);
    // Assess
    expect(cache).toEqual({ uploaded_media_count: 3, uploaded_gallery_count: 2 });
  });

  test('a post stored without metrics shows none and does not parse its body on read', () => {
    // Act
    const shaped = clientPost(aPost({ content: '# Heading\n\nMany words here.', metrics: undefined }));
    // Assess
    expect(shaped.content).toMatchObject({ words: 0, lines: 0, toc_menus: [], full: '# Heading\n\nMany words here.' });
    expect(shaped.cache).toEqual({ uploaded_media_count: 0, uploaded_gallery_count: 0 });
  });
});

describe('the client author (spec 2.5)', () => {
  test('hides the email and the mobile number unless the author made the email public', () => {
    // Act
    const hidden = clientUser(aUser({ emailPublic: false }), null);
    const shown = clientUser(aUser({ emailPublic: true }), null);
    // Assess
    expect(ClientUserSchema.parse(hidden)).toEqual(hidden);
    expect(ClientUserSchema.parse(shown)).toEqual(shown);
    expect(hidden.email).toBe(HIDDEN_EMAIL);
    expect(shown.email).toBe('sara@example.com');
    expect(hidden.mobile).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain('scrypt');
  });

  test('carries the avatar as a media object', () => {
    // Act
    const shaped = clientUser(aUser({ avatarId: 9 }), mediaRecordOf(aMedia()));
    // Assess
    expect(shaped.avatar).toMatchObject({ id: '9', name: 'cover.jpg', type: 'image' });
    expect(shaped.status).toMatchObject({ value: 'active', to_persian: 'فعال' });
  });
});

describe('the client category (spec 2.8)', () => {
  test('a top-level category has parent 0, its published count and a reduced thumbnail', () => {
    // Act
    const shaped = clientCategory(aCategory({ isFeatured: true }), 4, mediaRecordOf(aMedia()));
    // Assess
    expect(ClientCategorySchema.parse(shaped)).toEqual(shaped);
    expect(shaped).toMatchObject({ parent_id: 0, type: 'post', meta: { posts_count: 4, is_featured: true } });
    expect(Object.keys(shaped.thumbnail).sort()).toEqual(['dimension', 'id', 'meta_data', 'name', 'size', 'url']);
  });

  test('a child category names its parent', () => {
    expect(clientCategory(aCategory({ parentId: 1 }), 0, null).parent_id).toBe(1);
  });
});

describe('the overview form (spec 4.3) and the alternative form (spec 4.4)', () => {
  test('the overview has ISO UTC timestamps and the included references', () => {
    // Act
    const shaped = postOverview(aPost({ featuredImage: coverUrl }), relations(), new Set<ClientInclude>(['author', 'category', 'tags']));
    // Assess
    expect(ClientPostOverviewSchema.parse(shaped)).toEqual(shaped);
    expect(shaped).toMatchObject({
      featured_image: coverUrl,
      status: 'published',
      published_at: '2024-03-19T21:00:00.000000Z',
      author: { id: 7, name: 'سارا احمدی', avatar_url: '' },
      category: { id: 3, name: 'Technology', slug: 'technology' },
      tags: [
        { id: 5, name: 'وب', slug: 'web' },
        { id: 6, name: 'API', slug: 'api' },
      ],
    });
  });

  test('the overview without includes has no relation keys', () => {
    // Act
    const shaped = postOverview(aPost(), relations(), new Set());
    // Assess
    expect(ClientPostOverviewSchema.parse(shaped)).toEqual(shaped);
    expect(shaped).not.toHaveProperty('author');
    expect(shaped).not.toHaveProperty('category');
    expect(shaped).not.toHaveProperty('tags');
  });

  test('the alternative post always carries author, categories, tags and the featured image', () => {
    // Act
    const shaped = altPost(aPost({ featuredImage: coverUrl }), relations());
    const bare = altPost(aPost({ categoryId: null, tagIds: [], featuredImage: null }), relations());
    // Assess
    expect(AltPostSchema.parse(shaped)).toEqual(shaped);
    expect(AltPostSchema.parse(bare)).toEqual(bare);
    expect(shaped).toMatchObject({
      author: { id: 7, name: 'سارا احمدی' },
      categories: [{ id: 3, name: 'Technology' }],
      tags: [
        { id: 5, name: 'وب' },
        { id: 6, name: 'API' },
      ],
      featured_image: { url: coverUrl, alt: 'سلام دنیا' },
    });
    expect(bare).toMatchObject({ categories: [], tags: [], featured_image: { url: '', alt: '' } });
  });
});
