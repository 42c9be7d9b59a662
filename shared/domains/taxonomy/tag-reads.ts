/**
 * Reading tags (the get and list routes). Apart from their writes (manage-tags.ts), so that a route
 * that only reads bundles no write path and nothing of the posts that use a tag.
 */
import { NotFound } from '#platform/errors';
import type { PageWindow } from '#platform/http/pagination';
import { collectionPage, type SortOrder } from '#platform/db/collection-page';
import { findTagById, searchTags, toTag } from './tags-repository';
import type { Tag } from './tag';

export async function getTag(id: number): Promise<Tag> {
  const tag = await findTagById(id, true);
  if (!tag) throw new NotFound('tag', 'Tag not found.');
  return tag;
}

export async function listTags(
  window: PageWindow,
  options: { order: SortOrder; cursor?: string; search?: string },
): Promise<{ tags: Tag[]; total: number; nextCursor?: string; hasMore: boolean }> {
  const term = options.search?.trim().toLowerCase();
  if (term) {
    const matches = await searchTags(term, options.order);
    const tags = matches.slice(window.offset, window.offset + window.perPage);
    return { tags, total: matches.length, hasMore: window.offset + tags.length < matches.length };
  }
  const page = await collectionPage('TAGS', { offset: window.offset, perPage: window.perPage, order: options.order, cursor: options.cursor });
  return { tags: page.items.map(toTag), total: page.total, nextCursor: page.nextCursor, hasMore: page.nextCursor !== undefined };
}
