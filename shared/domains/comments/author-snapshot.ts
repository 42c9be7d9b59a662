/**
 * A comment's `author`: its user's display fields, kept on the comment so that a thread reads no user.
 * Kept true in both directions: a comment is written only while its user still has the fields it
 * carries (the check below, in the comment's transaction), and a later change of them is carried to
 * the user's comments by the stream (refresh-comment-authors.ts). Between the two, no comment
 * committed after a rename keeps the old name.
 */
import { keys } from '#platform/db/keys';
import { tableName } from '#platform/db/client';
import type { TransactItem } from '#platform/db/transactions';
import type { User } from '#domains/users/user';
import type { CommentAuthorSnapshot } from './comment';

export const snapshotOf = (user: Pick<User, 'firstName' | 'lastName' | 'email' | 'avatarId'>): CommentAuthorSnapshot => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  avatarId: user.avatarId,
});

export const sameSnapshot = (a: CommentAuthorSnapshot, b: CommentAuthorSnapshot): boolean =>
  a.firstName === b.firstName && a.lastName === b.lastName && a.email === b.email && a.avatarId === b.avatarId;

/** Fails the comment's transaction when the user's display fields are no longer `author`'s. */
export function authorUnchangedCheck(userId: number, author: CommentAuthorSnapshot): TransactItem {
  const values: Record<string, unknown> = { ':first': author.firstName, ':last': author.lastName, ':email': author.email };
  let avatar: string;
  if (author.avatarId === null) {
    // Stored as a NULL attribute (or absent on older items); NULL is tested by type, not by `=`.
    avatar = '(attribute_not_exists(avatar_id) OR attribute_type(avatar_id, :null_type))';
    values[':null_type'] = 'NULL';
  } else {
    avatar = 'avatar_id = :avatar';
    values[':avatar'] = author.avatarId;
  }
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.user(userId),
      ConditionExpression: `first_name = :first AND last_name = :last AND email = :email AND ${avatar}`,
      ExpressionAttributeValues: values,
    },
  };
}
