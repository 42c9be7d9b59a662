/**
 * Carries a user's new display fields to their comments (the comments' `author`, see
 * author-snapshot.ts), from the user item's stream record: a rename or a new avatar rewrites each of
 * the user's comments once; a deleted user's comments lose `author` (and their place in the
 * comments-by-author index), so they read as a deleted account's, as comments stored before comments
 * carried their author do. Idempotent, and order-safe because records of one user arrive in order:
 * applying a record again writes the same fields, and each write is conditioned on the comment still
 * being that user's.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { num, optNum, optStr, type Item } from '#platform/db/attributes';
import { authorAttribute } from './comment-items';
import { sameSnapshot } from './author-snapshot';
import type { CommentAuthorSnapshot } from './comment';

/** Comment writes in flight at once for one user. */
const WRITE_CONCURRENCY = 16;

const snapshotOfItem = (item: Item): CommentAuthorSnapshot => ({
  firstName: optStr(item, 'first_name') ?? '',
  lastName: optStr(item, 'last_name') ?? '',
  email: optStr(item, 'email') ?? '',
  avatarId: optNum(item, 'avatar_id'),
});

export type RefreshOutcome = { outcome: 'unchanged' } | { outcome: 'refreshed' | 'detached'; comments: number };

export async function refreshCommentAuthors(oldImage: Item | undefined, newImage: Item | undefined): Promise<RefreshOutcome> {
  // A new user has no comments yet; a change that keeps the display fields changes no comment.
  if (!oldImage) return { outcome: 'unchanged' };
  const after = newImage ? snapshotOfItem(newImage) : undefined;
  if (after && sameSnapshot(snapshotOfItem(oldImage), after)) return { outcome: 'unchanged' };
  const userId = num(oldImage, 'id');
  let comments = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'lp3',
        KeyConditionExpression: 'lp3pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.commentsByAuthorPartition(userId) },
        ExclusiveStartKey: startKey,
      }),
    );
    const ids = (page.Items ?? []).map((item) => Number(item.lp3sk));
    for (let at = 0; at < ids.length; at += WRITE_CONCURRENCY) {
      await Promise.all(ids.slice(at, at + WRITE_CONCURRENCY).map((id) => (after ? setAuthor(id, userId, after) : detach(id, userId))));
    }
    comments += ids.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { outcome: after ? 'refreshed' : 'detached', comments };
}

const setAuthor = (id: number, userId: number, author: CommentAuthorSnapshot) =>
  conditional(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.comment(id),
      UpdateExpression: 'SET author = :author',
      ConditionExpression: 'user_id = :user',
      ExpressionAttributeValues: { ':author': authorAttribute(author), ':user': userId },
    }),
  );

const detach = (id: number, userId: number) =>
  conditional(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.comment(id),
      UpdateExpression: 'REMOVE author, lp3pk, lp3sk',
      ConditionExpression: 'user_id = :user',
      ExpressionAttributeValues: { ':user': userId },
    }),
  );

/** A comment deleted since the index was read is skipped (the index is read eventually consistent). */
async function conditional(command: UpdateCommand): Promise<void> {
  try {
    await db.send(command);
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}
