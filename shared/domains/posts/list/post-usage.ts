/**
 * The posts' answer to what the taxonomy asks when a category or tag is deleted
 * (shared/domains/taxonomy/posts-using.ts): how many posts use it (the post counts on the category or
 * tag item itself: every status but trash in `n_all`, plus `n_trash`, since a trashed post can be
 * restored), a condition that they still use none, for the delete of that very item (so a delete is
 * exact against a post written meanwhile), and moving a category's posts.
 */
import type { CategoryPosts, ItemCondition, PostsUsing, TaxonomyKind } from '#domains/taxonomy/posts-using';
import { readCounters } from '#domains/posts/model/posts-repository';
import { countPostsInCategory, reassignCategory } from './category-posts';
import type { ChangedBy } from '#domains/posts/revisions/revisions';
import { counterAttribute, dimension } from '#domains/posts/model/scopes';

const ALL = counterAttribute('all');
const TRASH = counterAttribute('trash');

async function postsUsing(kind: TaxonomyKind, id: number): Promise<number> {
  if (kind === 'category') return countPostsInCategory(id);
  const dim = dimension(kind, id);
  const counts = (await readCounters([dim])).get(dim) ?? {};
  return (counts[ALL] ?? 0) + (counts[TRASH] ?? 0);
}

function unusedByPosts(): ItemCondition {
  return {
    expression: '(attribute_not_exists(#posts_all) OR #posts_all = :posts_zero) AND (attribute_not_exists(#posts_trash) OR #posts_trash = :posts_zero)',
    names: { '#posts_all': ALL, '#posts_trash': TRASH },
    values: { ':posts_zero': 0 },
  };
}

export const postsUsingTaxonomy: PostsUsing = { count: postsUsing, unused: unusedByPosts };

/** `changedBy`: who the revisions of the posts a reassignment moves name. */
export function postsOfCategory(changedBy?: ChangedBy): CategoryPosts {
  return { ...postsUsingTaxonomy, reassign: (fromId, toId) => reassignCategory(fromId, toId, changedBy) };
}
