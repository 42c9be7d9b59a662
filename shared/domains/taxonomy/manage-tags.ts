/**
 * The writes of the tag admin routes (their reads: tag-reads.ts). A tag that posts use (the posts
 * counts on the tag item, trashed posts included) is not deleted: 409 `tag_in_use`, so no post is
 * left holding an unknown tag id.
 */
import { Conflict, InvalidBody } from '#platform/errors';
import { isoNow } from '#platform/time';
import { nextId } from '#platform/db/sequences';
import { slugify } from '#domains/presentation/content';
import { deleteTag, insertTag, updateTag } from './tags-repository';
import { ConditionsFailed } from '#platform/db/transactions';
import { getTag } from './tag-reads';
import type { PostsUsing } from './posts-using';
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

/** `posts`: the posts domain's answer to whether posts use the tag. */
export async function deleteTagById(id: number, posts: PostsUsing): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const tag = await getTag(id);
    const postsCount = await posts.count('tag', id);
    if (postsCount > 0) {
      throw new Conflict('tag_in_use', 'Posts use this tag: remove it from them first.', { posts_count: postsCount });
    }
    try {
      await deleteTag(tag, posts.unused());
      return;
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      // A post took the tag, or the tag changed, after it was read: look again.
    }
  }
  throw raced();
}
