/**
 * What the taxonomy needs from posts, in one place: how many posts use a category or tag (the post
 * counts on the category or tag item itself: every status but trash in `n_all`, plus `n_trash`,
 * since a trashed post can be restored), a condition that they still use none, for the delete of that
 * very item (so a delete is exact against a post written meanwhile), and moving a category's posts.
 */
import { readCounters } from '#domains/posts/model/posts-repository';
import { countPostsInCategory, reassignCategory } from './category-posts';
import type { ChangedBy } from '#domains/posts/revisions/revisions';
import { counterAttribute, dimension } from '#domains/posts/model/scopes';

type Kind = 'category' | 'tag';

const ALL = counterAttribute('all');
const TRASH = counterAttribute('trash');

export async function postsUsing(kind: Kind, id: number): Promise<number> {
  if (kind === 'category') return countPostsInCategory(id);
  const dim = dimension(kind, id);
  const counts = (await readCounters([dim])).get(dim) ?? {};
  return (counts[ALL] ?? 0) + (counts[TRASH] ?? 0);
}

export interface ItemCondition {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** A condition on the category or tag item: no post uses it (fails when a post entered it after it was counted). */
export function unusedByPosts(): ItemCondition {
  return {
    expression: '(attribute_not_exists(#posts_all) OR #posts_all = :posts_zero) AND (attribute_not_exists(#posts_trash) OR #posts_trash = :posts_zero)',
    names: { '#posts_all': ALL, '#posts_trash': TRASH },
    values: { ':posts_zero': 0 },
  };
}

/** Moves every post of a category (trashed ones too) through the posts write path; how many moved. */
export async function reassignCategoryPosts(fromId: number, toId: number, changedBy?: ChangedBy): Promise<number> {
  return reassignCategory(fromId, toId, changedBy);
}
