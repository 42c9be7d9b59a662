/**
 * Use cases of the tag admin routes. A tag that posts use (the posts counter `PLC#tag=<id>`, trashed
 * posts included) is not deleted: 409 `tag_in_use`, so no post is left holding an unknown tag id.
 */
import { Conflict, InvalidBody, NotFound } from '#platform/errors';
import { isoNow } from '#platform/time';
import { nextId } from '#platform/db/sequences';
import { slugify } from '#domains/presentation/content';
import type { PageWindow } from '#platform/http/pagination';
import { collectionPage, type SortOrder } from '#platform/db/collection-page';
import { deleteTag, findTagById, insertTag, searchTags, toTag, updateTag } from './tags-repository';
import { ConditionsFailed } from '#platform/db/transactions';
import { postsUsing, unusedByPosts } from '#domains/posts/list/post-usage';
import type { Tag } from './tag';

const MAX_ATTEMPTS = 5;
const slugTaken = () => new InvalidBody({ slug: ['The slug has already been taken.'] });
const raced = () => new Conflict('concurrent_update', 'The tag changed while this request was applied. Retry.');

export async function createTag(input: { name: string; slug?: string }): Promise<Tag> {
  const id = await nextId('tag');
  const base = slugify(input.name);
  // A default slug that is taken gets the id as suffix: unique without a search for a free number.
  const candidates = input.slug !== undefined ? [input.slug] : base ? [base, `${base}-${id}`] : [`tag-${id}`];
  const now = isoNow();
  for (const slug of candidates) {
    const tag: Tag = { id, name: input.name, slug, createdAt: now, updatedAt: now };
    try {
      await insertTag(tag);
      return tag;
    } catch (error) {
      if (!(error instanceof ConditionsFailed && error.labels.has('slug'))) throw error;
    }
  }
  throw slugTaken();
}

export async function getTag(id: number): Promise<Tag> {
  const tag = await findTagById(id, true);
  if (!tag) throw new NotFound('tag', 'Tag not found.');
  return tag;
}

/** Applies the fields sent. The slug stays when only the name changes (links keep working). */
export async function updateTagFields(id: number, input: { name?: string; slug?: string }): Promise<Tag> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = await getTag(id);
    const next: Tag = { ...current, name: input.name ?? current.name, slug: input.slug ?? current.slug, updatedAt: isoNow() };
    try {
      await updateTag(current, next);
      return next;
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      if (error.labels.has('slug')) throw slugTaken();
    }
  }
  throw raced();
}

export async function deleteTagById(id: number): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const tag = await getTag(id);
    const postsCount = await postsUsing('tag', id);
    if (postsCount > 0) {
      throw new Conflict('tag_in_use', 'Posts use this tag: remove it from them first.', { posts_count: postsCount });
    }
    try {
      await deleteTag(tag, unusedByPosts());
      return;
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      // A post took the tag, or the tag changed, after it was read: look again.
    }
  }
  throw raced();
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
