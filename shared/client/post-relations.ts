/**
 * What the client shapes of a page of posts need besides the posts: authors (with avatars),
 * categories (with thumbnails and published counts), tags, and the library files behind featured and
 * og images. Each kind is one batch (BatchGetItem) whatever the page size, and only the kinds the
 * caller asked for are read.
 */
import type { Post } from '../posts/post';
import { readCounters } from '../posts/posts-repository';
import { counterAttribute, dimension } from '../posts/scopes';
import { findCategoriesByIds } from '../taxonomy/categories-repository';
import type { Category } from '../taxonomy/category';
import { findTagsByIds } from '../taxonomy/tags-repository';
import type { Tag } from '../taxonomy/tag';
import { findMediaByIds } from '../media/media-repository';
import { mediaRecordOf } from '../media/media-shape';
import type { Media } from '../media/media';
import { findUsersByIds } from '../users/users-repository';
import type { ClientCategory, ClientUser } from '../presentation/client-schemas';
import { clientUser } from './client-user';
import { clientCategory } from './client-category';
import { libraryMediaIdOf } from './media-records';
import type { PostRelations } from './client-post';

export interface RelationNeeds {
  authors?: boolean;
  categories?: boolean;
  tags?: boolean;
  /** Featured and og images: the full client post (2.4) shows their details; the flat forms only the URL. */
  images?: boolean;
}

const defined = <T>(values: readonly (T | null | undefined)[]): T[] => values.filter((value): value is T => value !== null && value !== undefined);

/** Published posts per category: attribute `n_published` of the `PLC#category=<id>` counter items. */
export async function publishedCounts(categoryIds: readonly number[]): Promise<Map<number, number>> {
  const counters = await readCounters(categoryIds.map((id) => dimension('category', id)));
  const attribute = counterAttribute('published');
  return new Map(categoryIds.map((id) => [id, Math.max(0, counters.get(dimension('category', id))?.[attribute] ?? 0)]));
}

/** Client categories (2.8) of these domain categories, with thumbnails and published counts. */
export async function clientCategories(categories: readonly Category[]): Promise<Map<number, ClientCategory>> {
  const [counts, thumbnails] = await Promise.all([
    publishedCounts(categories.map((category) => category.id)),
    findMediaByIds(categories.map((category) => category.thumbnailId)),
  ]);
  return new Map(
    categories.map((category) => {
      const thumbnail = category.thumbnailId === null ? undefined : thumbnails.get(category.thumbnailId);
      return [category.id, clientCategory(category, counts.get(category.id) ?? 0, thumbnail ? mediaRecordOf(thumbnail) : null)];
    }),
  );
}

async function authorsOf(posts: readonly Post[]): Promise<Map<number, ClientUser>> {
  const users = await findUsersByIds(defined(posts.map((post) => post.authorId)));
  const avatars = await findMediaByIds([...users.values()].map((user) => user.avatarId));
  const authors = new Map<number, ClientUser>();
  for (const [id, user] of users) {
    const avatar = user.avatarId === null ? undefined : avatars.get(user.avatarId);
    authors.set(id, clientUser(user, avatar ? mediaRecordOf(avatar) : null));
  }
  return authors;
}

async function categoriesOf(posts: readonly Post[]): Promise<Map<number, ClientCategory>> {
  const categories = await findCategoriesByIds(posts.map((post) => post.categoryId));
  return clientCategories([...categories.values()]);
}

async function tagsOf(posts: readonly Post[]): Promise<Map<number, Tag>> {
  const tags = await findTagsByIds(posts.flatMap((post) => post.tagIds));
  return new Map(tags.map((tag) => [tag.id, tag]));
}

async function imagesOf(posts: readonly Post[]): Promise<Map<number, Media>> {
  const urls = defined(posts.flatMap((post) => [post.featuredImage, post.seo.ogImage]));
  return findMediaByIds(urls.map(libraryMediaIdOf));
}

const none = <K, V>() => Promise.resolve(new Map<K, V>());

export async function loadPostRelations(posts: readonly Post[], needs: RelationNeeds): Promise<PostRelations> {
  if (posts.length === 0) return { authors: new Map(), categories: new Map(), tags: new Map(), media: new Map() };
  const [authors, categories, tags, media] = await Promise.all([
    needs.authors ? authorsOf(posts) : none<number, ClientUser>(),
    needs.categories ? categoriesOf(posts) : none<number, ClientCategory>(),
    needs.tags ? tagsOf(posts) : none<number, Tag>(),
    needs.images ? imagesOf(posts) : none<number, Media>(),
  ]);
  return { authors, categories, tags, media };
}
