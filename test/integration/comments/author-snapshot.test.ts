/**
 * A comment is written with its author's display fields as they are when it commits: a rename that
 * lands between the read of the user and the comment's transaction fails the transaction's check on
 * the user, the fields are read again, and the comment carries the new name (the stream's refresh of
 * earlier comments cannot see a comment committed after it ran, so this check is what covers it).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { useTestTable } from '#test/support/table';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { postComment } from '#domains/comments/post-comment';
import { findCommentById } from '#domains/comments/comments-repository';
import { aPost, aUser } from './fixtures';

useTestTable();

let holds = 0;

/** Runs `before` once, just ahead of the first transaction that puts a comment. */
function beforeCommentWrite(before: () => Promise<unknown>): () => void {
  const name = `holdCommentWrite${++holds}`;
  let fired = false;
  db.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { TransactItems?: { Put?: { Item?: Record<string, unknown> } }[] };
      if (!fired && input.TransactItems?.some((item) => item.Put?.Item?.entity === 'comment')) {
        fired = true;
        await before();
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return () => db.middlewareStack.remove(name);
}

const rename = (userId: number, firstName: string, avatarId: number | null) =>
  db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET first_name = :first, avatar_id = :avatar',
      ExpressionAttributeValues: { ':first': firstName, ':avatar': avatarId },
    }),
  );

describe("a comment's author as it commits", () => {
  test('a rename between the read of the user and the write is carried into the comment', async () => {
    // Prepare
    const post = await aPost();
    const user = await aUser({ firstName: 'Before', lastName: 'Name' });
    const release = beforeCommentWrite(() => rename(user.id, 'After', null));
    // Act
    const comment = await postComment(post.id, user.id, { content: 'raced' });
    release();
    // Assess
    expect(comment.author).toMatchObject({ firstName: 'After', lastName: 'Name', avatarId: null });
    expect((await findCommentById(comment.id, true))?.author).toMatchObject({ firstName: 'After', lastName: 'Name' });
  });

  test('a new avatar, and one taken away, are display fields too', async () => {
    // Prepare
    const post = await aPost();
    const withAvatar = await aUser({ avatarId: 7 });
    const without = await aUser({ avatarId: null });
    // Act
    let release = beforeCommentWrite(() => rename(withAvatar.id, withAvatar.firstName, null));
    const lost = await postComment(post.id, withAvatar.id, { content: 'avatar removed meanwhile' });
    release();
    release = beforeCommentWrite(() => rename(without.id, without.firstName, 12));
    const gained = await postComment(post.id, without.id, { content: 'avatar set meanwhile' });
    release();
    // Assess
    expect([lost.author?.avatarId, gained.author?.avatarId]).toEqual([null, 12]);
  });

  test('a comment whose author is unchanged is written in one transaction', async () => {
    // Prepare
    const post = await aPost();
    const user = await aUser({ firstName: 'Steady' });
    let transactions = 0;
    const release = beforeCommentWrite(async () => undefined);
    db.middlewareStack.add(
      (next) => async (args) => {
        if ((args.input as { TransactItems?: unknown }).TransactItems) transactions += 1;
        return next(args);
      },
      { step: 'initialize', name: 'countTransactions' },
    );
    // Act
    const comment = await postComment(post.id, user.id, { content: 'calm' });
    db.middlewareStack.remove('countTransactions');
    release();
    // Assess
    expect([comment.author?.firstName, transactions]).toEqual(['Steady', 1]);
  });
});
