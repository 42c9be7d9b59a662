/**
 * The part of a post's write transaction that keeps revisions (post-transaction.ts adds it): when the
 * write changes content fields (`numberedRevision` raised the post's revision number), the state
 * before it is put as that revision, and the revision MAX_REVISIONS older is deleted, so that the
 * newest MAX_REVISIONS stay. The post item's condition on the revision read orders the numbers; the
 * put's own condition is a second guard that no revision is ever overwritten.
 */
import type { TransactItem } from '#platform/db/transactions';
import { tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { revisionItem } from './revision-items';
import { changedFields, keepsRevision, MAX_REVISIONS, SYSTEM_CHANGE, type ChangedBy } from './revisions';
import type { Post } from '#domains/posts/model/post';

const bodyChanges = (before: Post, after: Post): boolean =>
  before.content !== after.content || JSON.stringify(before.metrics ?? null) !== JSON.stringify(after.metrics ?? null);

export function revisionWrites(before: Post | null, after: Post | null, changedBy: ChangedBy = SYSTEM_CHANGE): TransactItem[] {
  if (!keepsRevision(before, after)) return [];
  const number = after!.lastRevision!;
  const revision = { postId: before.id, number, state: before, changedFields: changedFields(before, after!), changedBy, changedAt: after!.updatedAt };
  // A change that keeps the body leaves it to the next state (revision-items.ts): the revision is a few hundred bytes.
  const withBody = bodyChanges(before, after!);
  const items: TransactItem[] = [{ Put: { TableName: tableName(), Item: revisionItem(revision, { withBody }), ConditionExpression: 'attribute_not_exists(pk)' } }];
  if (number > MAX_REVISIONS) items.push({ Delete: { TableName: tableName(), Key: keys.postRevision(before.id, number - MAX_REVISIONS) } });
  return items;
}
