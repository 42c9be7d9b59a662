/**
 * List dimensions of a post (docs/data-model.md, "Posts"). A dimension is a value a list can be
 * filtered on (`category=3`); a list is a dimension in one status or in every status but trash.
 * Pure functions: the write path diffs the dimensions before and after a change, the read path picks one.
 */
import { keys, type Key } from '#platform/db/keys';
import type { Post, PostStatus } from './post';
import { languageOf } from './post-address';

export type DimensionKind = 'category' | 'author' | 'featured' | 'tag' | 'language';
export const ALL = 'all';

export const dimension = (kind: DimensionKind, value: number | boolean | string): string => `${kind}=${String(value)}`;

type Dimensioned = Pick<Post, 'categoryId' | 'authorId' | 'isFeatured' | 'tagIds' | 'language'>;

/**
 * Every dimension the post counts in: `all` first, then its language, category, author, tags and, for
 * a featured post, `featured=true` (the not-featured counts are `all` minus the featured ones, so an
 * ordinary post writes neither a counter nor a pointer for its flag).
 */
export function dimensionsOf(post: Dimensioned): string[] {
  return [ALL, ...pointerDimensionsOf(post)];
}

/** The dimensions a post has a list pointer in: all but `all` (the site's lists are keys on the post item itself). */
export function pointerDimensionsOf(post: Dimensioned): string[] {
  return [
    dimension('language', languageOf(post)),
    ...(post.categoryId === null ? [] : [dimension('category', post.categoryId)]),
    ...(post.authorId === null ? [] : [dimension('author', post.authorId)]),
    ...(post.isFeatured ? [dimension('featured', true)] : []),
    ...post.tagIds.map((tagId) => dimension('tag', tagId)),
  ];
}

/** `featured=false` is not stored: its posts are the site's posts minus the featured ones. */
export const NOT_FEATURED = dimension('featured', false);

/**
 * Where a dimension's post counts live: on the category or tag item itself (so a list of categories
 * reads their counts with them), or on a counter item `PLC#<dimension>` (all, author, featured, language).
 */
export function counterKeyOf(dim: string): Key {
  const [kind, value] = dim.split('=');
  if (kind === 'category') return keys.category(Number(value));
  if (kind === 'tag') return keys.tag(Number(value));
  return keys.postCounters(dim);
}

/** Whether the counts of a dimension are on a category or tag item, which must exist for a post to count in it. */
export const countsOnEntity = (dim: string): boolean => dim.startsWith('category=') || dim.startsWith('tag=');

/** Counter attribute of a status; `n_all` counts every status but trash. */
export const counterAttribute = (status: PostStatus | 'all'): string => `n_${status}`;

export type CounterDeltas = Map<string, Map<string, number>>;

function add(deltas: CounterDeltas, dim: string, attribute: string, delta: number): void {
  const forDim = deltas.get(dim) ?? new Map<string, number>();
  forDim.set(attribute, (forDim.get(attribute) ?? 0) + delta);
  deltas.set(dim, forDim);
}

type Counted = Dimensioned & Pick<Post, 'status'>;

/** How each counter item moves when `before` becomes `after` (null: absent). Zero moves are dropped. */
export function counterDeltas(before: Counted | null, after: Counted | null): CounterDeltas {
  const deltas: CounterDeltas = new Map();
  for (const [post, sign] of [[before, -1], [after, 1]] as const) {
    if (!post) continue;
    for (const dim of dimensionsOf(post)) {
      add(deltas, dim, counterAttribute(post.status), sign);
      if (post.status !== 'trash') add(deltas, dim, counterAttribute('all'), sign);
    }
  }
  for (const [dim, attributes] of deltas) {
    for (const [attribute, delta] of attributes) if (delta === 0) attributes.delete(attribute);
    if (attributes.size === 0) deltas.delete(dim);
  }
  return deltas;
}
