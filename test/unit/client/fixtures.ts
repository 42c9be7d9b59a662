/** Domain objects for mapper tests: a published post, its author, category, tag and media. */
import type { Post } from '#domains/posts/model/post';
import { processContent } from '#domains/content/process-content';
import type { User } from '#domains/users/user';
import type { Category } from '#domains/taxonomy/category';
import type { Media } from '#domains/media/media';

/** A post as a write stores it: its metrics are those of its content unless given. */
export function aPost(overrides: Partial<Post> = {}): Post {
  const post: Post = {
    id: 42,
    type: 'post',
    title: 'سلام دنیا',
    slug: 'سلام-دنیا',
    excerpt: 'خلاصه‌ای از نوشته',
    excerptAuto: false,
    content: '<h2>مقدمه</h2><p>یک دو سه</p><h3>جزئیات</h3><p>چهار پنج</p><h2>پایان</h2><p>شش</p>',
    featuredImage: null,
    status: 'published',
    statusBeforeTrash: null,
    categoryId: 3,
    tagIds: [5, 6],
    authorId: 7,
    creatorId: 7,
    isFeatured: true,
    seo: { metaTitle: null, metaDescription: null, ogImage: null },
    viewCount: 12,
    likesCount: 0,
    commentCount: 0,
    version: 1,
    rev: 1,
    createdAt: '2024-03-19T20:00:00.000Z',
    updatedAt: '2024-03-19T21:00:00.000Z',
    publishedAt: '2024-03-19T21:00:00.000Z',
    ...overrides,
  };
  return 'metrics' in overrides ? post : { ...post, metrics: processContent(post.content, { unfiltered: true }).metrics };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'sara@example.com',
    firstName: 'سارا',
    lastName: 'احمدی',
    slug: 'sara-ahmadi',
    mobile: '+989120000000',
    roles: ['author'],
    status: 'active',
    passwordHash: 'scrypt$secret',
    tokenVersion: 1,
    avatarId: null,
    badges: null,
    emailPublic: false,
    mfaEnabled: false,
    emailVerified: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 3,
    nameEn: 'Technology',
    nameFa: 'فناوری',
    slug: 'technology',
    parentId: null,
    description: null,
    status: 'active',
    thumbnailId: null,
    isFeatured: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aMedia(overrides: Partial<Media> = {}): Media {
  return {
    id: 9,
    fileName: 'cover.jpg',
    mimeType: 'image/jpeg',
    sizeBytes: 1_258_291,
    title: 'Cover',
    collectionName: 'default',
    width: 1920,
    height: 1080,
    duration: null,
    storageKey: 'media/9/cover.jpg',
    status: 'active',
    rejectionReason: null,
    renditions: {
      medium: { key: 'renditions/9/medium.webp', width: 768, height: 432, bytes: 40_000 },
      small: { key: 'renditions/9/small.webp', width: 300, height: 169, bytes: 9_000 },
    },
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
