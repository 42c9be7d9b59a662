/**
 * Related posts of the alternative client get (spec 4.4): published posts in the post's category or
 * sharing one of its tags, most recently published first, at most 5, never the post itself. Each
 * dimension is one query of its published pointers ordered by published_at (lp2), reading a handful of
 * keys, then one read of the candidates by id: the cost does not grow with the site.
 */
import { batchGetItems } from '#platform/db/batch-get';
import { keys } from '#platform/db/keys';
import { readScopePage } from '#domains/posts/list/posts-list-repository';
import { toPostHead, type PostHead } from '#domains/posts/model/post-items';
import { dimension } from '#domains/posts/model/scopes';
import type { Post } from '#domains/posts/model/post';
import { isClientVisible } from './read-post';

export const MAX_RELATED = 5;

export interface RelatedPost {
  id: number;
  title: string;
  slug: string;
}

const newestFirst = (a: PostHead, b: PostHead): number =>
  (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id - a.id;

export async function relatedPosts(post: Post): Promise<RelatedPost[]> {
  const dimensions = [
    ...(post.categoryId === null ? [] : [dimension('category', post.categoryId)]),
    ...post.tagIds.map((tagId) => dimension('tag', tagId)),
  ];
  // One more than needed per dimension (the post itself is in each of its scopes), and no row beyond:
  // this is not a page, so no next page is looked for.
  const pages = await Promise.all(
    dimensions.map((dim) =>
      readScopePage({ dim, statuses: ['published'], sort: 'published_at', order: 'desc' }, { skip: 0, take: MAX_RELATED + 1, paged: false }),
    ),
  );
  const ids = [...new Set(pages.flatMap((page) => page.entries.map((entry) => entry.id)))].filter((id) => id !== post.id);
  const items = ids.length > 0 ? await batchGetItems(ids.map((id) => keys.post(id)), { what: 'posts' }) : [];
  // Heads only: a related post shows its id, title and slug, so no candidate's body is unpacked.
  const candidates = new Map<number, PostHead>();
  for (const candidate of items.map(toPostHead)) if (isClientVisible(candidate)) candidates.set(candidate.id, candidate);
  return [...candidates.values()]
    .sort(newestFirst)
    .slice(0, MAX_RELATED)
    .map(({ id, title, slug }) => ({ id, title, slug }));
}
