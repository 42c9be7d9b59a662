/**
 * Layout 12 to 13: a comment's index entries that never move with its status (all comments of its
 * post, all comments of the site, the replies of its parent) leave the ALL indexes (gsi1 `PC#<post>`,
 * lp1 `SC`, gsi3 `CR#<parent>`) for KEYS_ONLY ones (lp5, lp4, lp6), so that a moderation or an author
 * refresh writes nothing there. `cms search
 * reindex` (the table's migration) moves each comment it finds with the old keys; the update is
 * conditioned on them, so a comment written meanwhile by the new code is left as it is, and a run
 * stopped halfway can be run again.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { num, optNum, type Item } from '#platform/db/attributes';

/** A Scan filter for comments of layout 12 (`:commentSk` bound by `COMMENT_SCAN_VALUES`). */
export const LAYOUT_12_COMMENT_FILTER = '(sk = :commentSk AND attribute_exists(gsi1pk))';
export const COMMENT_SCAN_VALUES = { ':commentSk': keys.comment(0).sk };

export const isLayout12Comment = (item: Item): boolean => item.sk === keys.comment(0).sk && item.gsi1pk !== undefined;

const MOVED_KEYS = ['lp4pk', 'lp4sk', 'lp5pk', 'lp5sk', 'lp6pk', 'lp6sk'];

/** Moves one comment's keys; answers whether it moved (false: moved already, or deleted). */
export async function moveCommentKeys(item: Item): Promise<boolean> {
  const id = num(item, 'id');
  const parentId = optNum(item, 'parent_id') ?? null;
  const status = String(item.status);
  // The keys of layout 13 that never move, as the item builders make them (a reply's lp6 only for a reply).
  const current: Record<string, string> = { ...keys.commentIndexes(num(item, 'post_id'), status, parentId, id), ...keys.commentSiteIndexes(status, id) };
  const moved = Object.fromEntries(MOVED_KEYS.filter((name) => name in current).map((name) => [name, current[name]]));
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.comment(id),
        UpdateExpression: `SET ${Object.keys(moved).map((name) => `${name} = :${name}`).join(', ')} REMOVE gsi1pk, gsi1sk, lp1pk, lp1sk, gsi3pk, gsi3sk`,
        ConditionExpression: 'attribute_exists(gsi1pk)',
        ExpressionAttributeValues: Object.fromEntries(Object.entries(moved).map(([name, value]) => [`:${name}`, value])),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
