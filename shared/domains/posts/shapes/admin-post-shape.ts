/**
 * The admin post (spec 2.1) with `version`, and its relations when included: category `{id, name,
 * slug}`, tags `[{id, name, slug}]`, author `{id, name, email, avatar_url}`. Without `includes` those
 * keys are absent. `category_id`, `tag_ids` and `author_id` are always there, so an edit form can be
 * filled without includes.
 */
import { adminTimestamp } from '#platform/time';
import { findCategoriesByIds } from '#domains/taxonomy/categories-repository';
import { findTagsByIds } from '#domains/taxonomy/tags-repository';
import { findUsersByIds } from '#domains/users/users-repository';
import { findMediaByIds } from '#domains/media/media-repository';
import { mediaRecordOf } from '#domains/media/media-shape';
import { fullName } from '#domains/users/user';
import type { ItemSelection, ShapeOptions } from '#domains/posts/list/list-query';
import { selectFields } from '#domains/posts/list/list-query';
import type { Post } from '#domains/posts/model/post';

export const ADMIN_INCLUDES = ['category', 'tags', 'author'] as const;
export const ADMIN_COUNTS = ['comments', 'tags', 'likes'] as const;

export const ADMIN_POST_FIELDS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'content',
  'featured_image',
  'status',
  'created_at',
  'updated_at',
  'published_at',
  'view_count',
  'comment_count',
  'is_featured',
  'seo',
  'version',
  'category_id',
  'tag_ids',
  'author_id',
  ...ADMIN_INCLUDES,
  ...ADMIN_COUNTS.map((count) => `${count}_count`),
] as const;

export const ADMIN_SHAPE_OPTIONS: ShapeOptions = {
  includes: ADMIN_INCLUDES,
  counts: ADMIN_COUNTS,
  fields: ADMIN_POST_FIELDS,
  fieldSetKey: 'cms_posts',
};

export interface AdminRelation {
  id: number;
  name: string;
  slug: string;
}

export interface AdminAuthor {
  id: number;
  name: string;
  email: string;
  avatar_url: string;
}

export interface AdminRelations {
  categories: Map<number, AdminRelation>;
  tags: Map<number, AdminRelation>;
  authors: Map<number, AdminAuthor>;
}

export const NO_RELATIONS: AdminRelations = { categories: new Map(), tags: new Map(), authors: new Map() };

/** Reads only the relations asked for, once per page (BatchGetItem), not once per post. */
export async function loadAdminRelations(posts: readonly Post[], includes: ReadonlySet<string>): Promise<AdminRelations> {
  const [categories, tags, authors] = await Promise.all([
    includes.has('category') ? findCategoriesByIds(posts.map((post) => post.categoryId)) : new Map(),
    includes.has('tags') ? findTagsByIds(posts.flatMap((post) => post.tagIds)) : [],
    includes.has('author') ? findUsersByIds(posts.flatMap((post) => (post.authorId === null ? [] : [post.authorId]))) : new Map(),
  ]);
  const avatars = await findMediaByIds([...authors.values()].map((user) => user.avatarId));
  return {
    categories: new Map(
      [...categories.values()].map((category) => [category.id, { id: category.id, name: category.nameEn || category.nameFa, slug: category.slug }]),
    ),
    tags: new Map(tags.map((tag) => [tag.id, { id: tag.id, name: tag.name, slug: tag.slug }])),
    authors: new Map(
      [...authors.values()].map((user) => {
        const avatar = user.avatarId === null ? undefined : avatars.get(user.avatarId);
        return [user.id, { id: user.id, name: fullName(user), email: user.email, avatar_url: avatar ? mediaRecordOf(avatar).url : '' }];
      }),
    ),
  };
}

export function adminPostShape(post: Post, relations: AdminRelations = NO_RELATIONS, selection?: ItemSelection): Record<string, unknown> {
  const shaped: Record<string, unknown> = {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    featured_image: post.featuredImage,
    status: post.status,
    created_at: adminTimestamp(post.createdAt),
    updated_at: adminTimestamp(post.updatedAt),
    published_at: adminTimestamp(post.publishedAt),
    view_count: post.viewCount,
    comment_count: post.commentCount,
    is_featured: post.isFeatured,
    seo: { meta_title: post.seo.metaTitle, meta_description: post.seo.metaDescription, og_image: post.seo.ogImage },
    version: post.version,
    category_id: post.categoryId,
    tag_ids: post.tagIds,
    author_id: post.authorId,
  };
  if (!selection) return shaped;
  const added: string[] = [];
  if (selection.includes.has('category')) {
    shaped.category = post.categoryId === null ? null : (relations.categories.get(post.categoryId) ?? null);
    added.push('category');
  }
  if (selection.includes.has('tags')) {
    shaped.tags = post.tagIds.flatMap((id) => relations.tags.get(id) ?? []);
    added.push('tags');
  }
  if (selection.includes.has('author')) {
    shaped.author = post.authorId === null ? null : (relations.authors.get(post.authorId) ?? null);
    added.push('author');
  }
  if (selection.counts.has('comments')) shaped.comments_count = post.commentCount;
  if (selection.counts.has('tags')) shaped.tags_count = post.tagIds.length;
  if (selection.counts.has('likes')) shaped.likes_count = post.likesCount;
  added.push(...[...selection.counts].map((count) => `${count}_count`));
  return selectFields(shaped, selection, added);
}
