/**
 * The single-post overview form of spec 4.3 (`?shape=overview` on the client get) and the post form
 * of the alternative client routes (spec 4.4). Both are flat projections of the same post: ISO UTC
 * timestamps, plain references instead of nested client objects.
 */
import type { Post } from '#domains/posts/model/post';
import type { AltPost, ClientCategory, ClientPostOverview, ClientUser } from '#domains/presentation/client-schemas';
import { adminTimestamp } from '#platform/time';
import type { ClientInclude, PostRelations } from './client-post';

/** The name of a category in `{id, name}` references: English, else Persian (as in the admin post shape). */
export function categoryName(category: Pick<ClientCategory, 'name_fa' | 'name_en'>): string {
  return category.name_en || category.name_fa;
}

export function authorName(author: Pick<ClientUser, 'first_name' | 'last_name'>): string {
  return [author.first_name, author.last_name].filter(Boolean).join(' ');
}

function tagRefs(post: Post, relations: PostRelations): { id: number; name: string; slug: string }[] {
  return post.tagIds.flatMap((id) => {
    const tag = relations.tags.get(id);
    return tag ? [{ id: tag.id, name: tag.name, slug: tag.slug }] : [];
  });
}

export function postOverview(post: Post, relations: PostRelations, includes: ReadonlySet<ClientInclude>): ClientPostOverview {
  const shaped: ClientPostOverview = {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    featured_image: post.featuredImage ?? '',
    status: post.status,
    created_at: adminTimestamp(post.createdAt),
    updated_at: adminTimestamp(post.updatedAt),
    published_at: adminTimestamp(post.publishedAt ?? post.createdAt),
  };
  if (includes.has('author') && post.authorId !== null) {
    const author = relations.authors.get(post.authorId);
    if (author) shaped.author = { id: author.id, name: authorName(author), avatar_url: author.avatar.url };
  }
  if (includes.has('category') || includes.has('mainCategory')) {
    const category = post.categoryId === null ? undefined : relations.categories.get(post.categoryId);
    shaped.category = category ? { id: category.id, name: categoryName(category), slug: category.slug } : null;
  }
  if (includes.has('tags')) shaped.tags = tagRefs(post, relations);
  return shaped;
}

/** Spec 4.4: relations are always present (the form has no `includes`). */
export function altPost(post: Post, relations: PostRelations): AltPost {
  const author = post.authorId === null ? undefined : relations.authors.get(post.authorId);
  const category = post.categoryId === null ? undefined : relations.categories.get(post.categoryId);
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    published_at: adminTimestamp(post.publishedAt ?? post.createdAt),
    author: author ? { id: author.id, name: authorName(author) } : { id: post.authorId ?? 0, name: '' },
    categories: category ? [{ id: category.id, name: categoryName(category) }] : [],
    tags: tagRefs(post, relations).map(({ id, name }) => ({ id, name })),
    featured_image: { url: post.featuredImage ?? '', alt: post.featuredImage ? post.title : '' },
  };
}
