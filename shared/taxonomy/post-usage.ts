/**
 * What the taxonomy needs from posts, in one place: how many posts use a category or tag (the posts
 * counter items `PLC#category=<id>` / `PLC#tag=<id>`: every status but trash in `n_all`, plus
 * `n_trash`, since a trashed post can be restored), a transaction condition that they still use none
 * (so a delete is exact against a post written meanwhile), and moving a category's posts.
 */
import { keys } from '../db/keys';
import { tableName } from '../db/client';
import { readCounters } from '../posts/posts-repository';
import { countPostsInCategory, reassignCategory } from '../posts/category-posts';
import { counterAttribute, dimension } from '../posts/scopes';
import type { LabelledItem } from '../db/transactions';

type Kind = 'category' | 'tag';

const ALL = counterAttribute('all');
const TRASH = counterAttribute('trash');

export async function postsUsing(kind: Kind, id: number): Promise<number> {
  if (kind === 'category') return countPostsInCategory(id);
  const dim = dimension(kind, id);
  const counts = (await readCounters([dim])).get(dim) ?? {};
  return (counts[ALL] ?? 0) + (counts[TRASH] ?? 0);
}

/** Label `posts`: fails when a post entered the category or tag after it was counted. */
export function unusedByPosts(kind: Kind, id: number): LabelledItem {
  return {
    label: 'posts',
    item: {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.postCounters(dimension(kind, id)),
        ConditionExpression: '(attribute_not_exists(#all) OR #all = :zero) AND (attribute_not_exists(#trash) OR #trash = :zero)',
        ExpressionAttributeNames: { '#all': ALL, '#trash': TRASH },
        ExpressionAttributeValues: { ':zero': 0 },
      },
    },
  };
}

/** Moves every post of a category (trashed ones too) through the posts write path; how many moved. */
export async function reassignCategoryPosts(fromId: number, toId: number): Promise<number> {
  return reassignCategory(fromId, toId);
}
