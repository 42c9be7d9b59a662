/**
 * What the client shapes of a page of posts need besides the posts: authors (with avatars),
 * categories (with thumbnails and published counts), tags, and the library files behind featured and
 * og images. Each kind is one batch (BatchGetItem) whatever the page size, and only the kinds the
 * caller asked for are read.
 *
 * The records (users, categories, tags, media) change rarely and every page needs some again, while a
 * BatchGetItem costs at least half a read unit per item however small: a warm function keeps them
 * RELATION_CACHE_SECONDS and reads only those it has not seen lately. Published counts are never
 * kept: they move with every post write.
 */
import type { Post } from '#domains/posts/model/post';
import { readCounters } from '#domains/posts/model/posts-repository';
import { counterAttribute, dimension } from '#domains/posts/model/scopes';
import { findCategoriesByIds } from '#domains/taxonomy/categories-repository';
import type { Category } from '#domains/taxonomy/category';
import { findTagsByIds } from '#domains/taxonomy/tags-repository';
import type { Tag } from '#domains/taxonomy/tag';
import { findMediaByIds } from '#domains/media/media-repository';
import { mediaRecordOf } from '#domains/media/media-shape';
import type { Media } from '#domains/media/media';
import { findUsersByIds } from '#domains/users/users-repository';
import type { User } from '#domains/users/user';
import { TtlCache } from '#platform/auth/ttl-cache';
import type { ClientCategory, ClientUser } from '#domains/presentation/client-schemas';
import { clientUser } from '#domains/users/client-user';
import { clientCategory } from './client-category';
import { libraryMediaIdOf } from './media-records';
import type { PostRelations } from './client-post';

export interface RelationNeeds {
  /** `names`: the records only, for forms that show names (no avatars; categories without counts and thumbnails, shown as 0 and none). */
  authors?: boolean | 'names';
  categories?: boolean | 'names';
  tags?: boolean;
  /** Featured and og images: the full client post (2.4) shows their details; the flat forms only the URL. */
  images?: boolean;
}

const defined = <T>(values: readonly (T | null | undefined)[]): T[] => values.filter((value): value is T => value !== null && value !== undefined);

/** The same staleness a role change or ban may have (PRINCIPAL_CACHE_SECONDS). */
export const RELATION_CACHE_SECONDS = 30;

/** Records by id, kept per process; absent ones are remembered as absent. */
class RecordCache<V> {
  private readonly kept = new TtlCache<V | null>(RELATION_CACHE_SECONDS * 1000, 5000);

  constructor(private readonly fetch: (ids: number[]) => Promise<ReadonlyMap<number, V>>) {}

  async byIds(ids: readonly (number | null | undefined)[]): Promise<Map<number, V>> {
    const found = new Map<number, V>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      if (typeof id !== 'number') continue;
      const kept = this.kept.get(String(id));
      if (kept === undefined) missing.push(id);
      else if (kept !== null) found.set(id, kept);
    }
    if (missing.length > 0) {
      const fetched = await this.fetch(missing);
      for (const id of missing) {
        const value = fetched.get(id) ?? null;
        this.kept.set(String(id), value);
        if (value !== null) found.set(id, value);
      }
    }
    return found;
  }

  clear(): void {
    this.kept.clear();
  }
}

const users = new RecordCache<User>(findUsersByIds);
const categoryRecords = new RecordCache<Category>(findCategoriesByIds);
const tagRecords = new RecordCache<Tag>(async (ids) => new Map((await findTagsByIds(ids)).map((tag) => [tag.id, tag])));
const mediaRecords = new RecordCache<Media>(findMediaByIds);

/** Tests only: forget the kept records. */
export function clearRelationCache(): void {
  for (const cache of [users, categoryRecords, tagRecords, mediaRecords]) cache.clear();
}

/** Published posts per category: attribute `n_published` of the category items (their count attributes only). */
export async function publishedCounts(categoryIds: readonly number[]): Promise<Map<number, number>> {
  const counters = await readCounters(categoryIds.map((id) => dimension('category', id)));
  const attribute = counterAttribute('published');
  return new Map(categoryIds.map((id) => [id, Math.max(0, counters.get(dimension('category', id))?.[attribute] ?? 0)]));
}

/**
 * Client categories (2.8) of these domain categories, with thumbnails and published counts (read
 * here unless the caller read them with the categories).
 */
export async function clientCategories(categories: readonly Category[], known?: ReadonlyMap<number, number>): Promise<Map<number, ClientCategory>> {
  const [counts, thumbnails] = await Promise.all([
    known ?? publishedCounts(categories.map((category) => category.id)),
    mediaRecords.byIds(categories.map((category) => category.thumbnailId)),
  ]);
  return new Map(
    categories.map((category) => {
      const thumbnail = category.thumbnailId === null ? undefined : thumbnails.get(category.thumbnailId);
      return [category.id, clientCategory(category, counts.get(category.id) ?? 0, thumbnail ? mediaRecordOf(thumbnail) : null)];
    }),
  );
}

async function authorsOf(posts: readonly Post[], withAvatars: boolean): Promise<Map<number, ClientUser>> {
  const found = await users.byIds(posts.map((post) => post.authorId));
  const avatars = withAvatars ? await mediaRecords.byIds([...found.values()].map((user) => user.avatarId)) : new Map<number, Media>();
  const authors = new Map<number, ClientUser>();
  for (const [id, user] of found) {
    const avatar = user.avatarId === null ? undefined : avatars.get(user.avatarId);
    authors.set(id, clientUser(user, avatar ? mediaRecordOf(avatar) : null));
  }
  return authors;
}

async function categoriesOf(posts: readonly Post[], withCounts: boolean): Promise<Map<number, ClientCategory>> {
  const categories = [...(await categoryRecords.byIds(posts.map((post) => post.categoryId))).values()];
  if (!withCounts) return new Map(categories.map((category) => [category.id, clientCategory(category, 0, null)]));
  return clientCategories(categories);
}

function tagsOf(posts: readonly Post[]): Promise<Map<number, Tag>> {
  return tagRecords.byIds(posts.flatMap((post) => post.tagIds));
}

function imagesOf(posts: readonly Post[]): Promise<Map<number, Media>> {
  const urls = defined(posts.flatMap((post) => [post.featuredImage, post.seo.ogImage]));
  return mediaRecords.byIds(urls.map(libraryMediaIdOf));
}

const none = <K, V>() => Promise.resolve(new Map<K, V>());

export async function loadPostRelations(posts: readonly Post[], needs: RelationNeeds): Promise<PostRelations> {
  if (posts.length === 0) return { authors: new Map(), categories: new Map(), tags: new Map(), media: new Map() };
  const [authors, categories, tags, media] = await Promise.all([
    needs.authors ? authorsOf(posts, needs.authors !== 'names') : none<number, ClientUser>(),
    needs.categories ? categoriesOf(posts, needs.categories !== 'names') : none<number, ClientCategory>(),
    needs.tags ? tagsOf(posts) : none<number, Tag>(),
    needs.images ? imagesOf(posts) : none<number, Media>(),
  ]);
  return { authors, categories, tags, media };
}
