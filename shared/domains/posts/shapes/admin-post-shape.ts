/**
 * The admin post (spec 2.1) with `version`, and its relations when included: category `{id, name,
 * slug}`, tags `[{id, name, slug}]`, author `{id, name, email, avatar_url}`. Without `includes` those
 * keys are absent. `category_id`, `tag_ids` and `author_id` are always there, so an edit form can be
 * filled without includes.
 */
import { findCategoriesByIds } from '#domains/taxonomy/categories-repository';
import { findTagsByIds } from '#domains/taxonomy/tags-repository';
import { findUsersByIds } from '#domains/users/users-repository';
import { findMediaByIds } from '#domains/media/media-repository';
import { mediaRecordOf } from '#domains/media/media-shape';
import { fullName } from '#domains/users/user';
import type { ItemSelection, ShapeOptions } from '#domains/posts/list/list-query';
import { selectFields } from '#domains/posts/list/list-query';
import type { Post } from '#domains/posts/model/post';
import { lazily } from '#platform/lazily';
import { adminKeysView } from '#domains/posts/model/field-views';
import { postFields, V3_ORDER } from '#domains/posts/model/post-fields';
import { findTranslationGroups, translationsOf, type TranslationGroup } from '#domains/posts/translations/translation-groups';

export const ADMIN_INCLUDES = ['category', 'tags', 'author'] as const;
export const ADMIN_COUNTS = ['comments', 'tags', 'likes'] as const;

/** The post's own keys (post-fields.ts, `admin`), in v3's order: each with how it is shown. */
const adminKeys = lazily(() => adminKeysView(postFields(), V3_ORDER.admin));

/** Every key an admin post can have: what `field_sets` and `excludes` may name. */
export const adminPostFields = lazily((): readonly string[] => [
  ...adminKeys().map((key) => key.name),
  'translations',
  ...ADMIN_INCLUDES,
  ...ADMIN_COUNTS.map((count) => `${count}_count`),
]);

export const ADMIN_SHAPE_OPTIONS: ShapeOptions = {
  includes: ADMIN_INCLUDES,
  counts: ADMIN_COUNTS,
  fields: adminPostFields,
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
  /** Translation groups by id: every post's, whatever the includes (the admin post always shows its translations). */
  translations?: Map<string, TranslationGroup>;
}

export const NO_RELATIONS: AdminRelations = { categories: new Map(), tags: new Map(), authors: new Map() };

/** Reads only the relations asked for, once per page (BatchGetItem), not once per post. */
export async function loadAdminRelations(posts: readonly Post[], includes: ReadonlySet<string>): Promise<AdminRelations> {
  const [categories, tags, authors, translations] = await Promise.all([
    includes.has('category') ? findCategoriesByIds(posts.map((post) => post.categoryId)) : new Map(),
    includes.has('tags') ? findTagsByIds(posts.flatMap((post) => post.tagIds)) : [],
    includes.has('author') ? findUsersByIds(posts.flatMap((post) => (post.authorId === null ? [] : [post.authorId]))) : new Map(),
    // Consistent: the answer of a write shows the group as the write left it.
    findTranslationGroups(posts, true),
  ]);
  const avatars = await findMediaByIds([...authors.values()].map((user) => user.avatarId));
  return {
    translations,
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
  const shaped: Record<string, unknown> = {};
  for (const key of adminKeys()) shaped[key.name] = key.value(post);
  shaped.translations = translationsOf(post, relations.translations ?? new Map());
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
