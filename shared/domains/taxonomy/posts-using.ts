/**
 * What deleting a category or a tag asks of the posts that use it. Posts sit above the taxonomy (a
 * post names its category and tags, and its writes keep their counts on the category and tag items),
 * so the taxonomy does not reach up for them: the delete route hands in the posts domain's answer
 * (shared/domains/posts/list/post-usage.ts).
 */
export type TaxonomyKind = 'category' | 'tag';

export interface ItemCondition {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

export interface PostsUsing {
  /** How many posts use the category or tag: every status, trash included (a trashed post can be restored). */
  count(kind: TaxonomyKind, id: number): Promise<number>;
  /** A condition on the category or tag item: no post uses it (fails when a post entered it after it was counted). */
  unused(): ItemCondition;
}

/** A category's delete may also move its posts (`reassign_to`). Apart, so a tag's delete bundles no post write. */
export interface CategoryPosts extends PostsUsing {
  /** Moves every post of a category (trashed ones too) to another one through the posts' write path; how many moved. */
  reassign(fromId: number, toId: number): Promise<number>;
}
