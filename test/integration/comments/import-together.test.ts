/**
 * A bulk import's comments written together (`importCommentsTogether`): the same comments, counts and
 * author fields as one `importComment` at a time, in far fewer calls; replies after their parents; a
 * transaction cancelled by one comment's problem costs the others nothing.
 */
import { useTestTable } from '#test/support/table';
import { db } from '#platform/db/client';
import { findCommentById } from '#domains/comments/comments-repository';
import { importCommentsTogether, ParentNotWritten } from '#domains/comments/import-comments-together';
import { NotFound } from '#platform/errors';
import { aComment, aPost, aUser, expectCountsExact, storedComments } from './fixtures';

useTestTable();

let counters = 0;

/** Counts the calls the client sends, by command, until released. */
function countCalls(): { calls: Map<string, number>; release: () => void } {
  const name = `countCalls${++counters}`;
  const calls = new Map<string, number>();
  db.middlewareStack.add(
    (next, context) => async (args) => {
      calls.set(context.commandName ?? '?', (calls.get(context.commandName ?? '?') ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { calls, release: () => db.middlewareStack.remove(name) };
}

describe('comments imported together', () => {
  test('threads of several posts are written with exact counts, ids in the order given, in a few calls', async () => {
    // Prepare
    const [first, second] = [await aPost(), await aPost({ status: 'draft' })];
    const [reader, writer] = [await aUser({ firstName: 'Reader' }), await aUser({ firstName: 'Writer' })];
    const { calls, release } = countCalls();
    // Act
    const outcomes = await importCommentsTogether([
      { postId: first.id, userId: reader.id, content: 'top', parent: null, status: 'approved' },
      { postId: first.id, userId: writer.id, content: 'reply', parent: { at: 0 }, status: 'approved' },
      { postId: first.id, userId: reader.id, content: 'reply to reply', parent: { at: 1 }, status: 'pending' },
      { postId: first.id, userId: reader.id, content: 'held', parent: null, status: 'spam' },
      { postId: second.id, userId: writer.id, content: 'on a draft', parent: null, status: 'approved' },
    ]);
    release();
    // Assess
    const written = outcomes.map((outcome) => outcome.comment!);
    expect(outcomes.every((outcome) => outcome.comment)).toBe(true);
    expect(written.map((comment) => comment.id)).toEqual([...written.map((comment) => comment.id)].sort((a, b) => a - b));
    expect(written[1]).toMatchObject({ parentId: written[0].id, rootId: written[0].id });
    expect(written[2]).toMatchObject({ parentId: written[1].id, rootId: written[0].id });
    expect((await findCommentById(written[1].id, true))?.author).toMatchObject({ firstName: 'Writer' });
    expect(await expectCountsExact(first.id)).toMatchObject({ approved: 2, pending: 1, spam: 1 });
    expect(await expectCountsExact(second.id)).toMatchObject({ approved: 1 });
    // One id allocation, one read of the authors, one transaction per generation of the threads.
    expect(Object.fromEntries(calls)).toEqual({ UpdateItemCommand: 1, BatchGetItemCommand: 1, TransactWriteItemsCommand: 3 });
  });

  test('a comment whose post is gone fails alone, and its reply is not written', async () => {
    // Prepare
    const post = await aPost();
    const user = await aUser();
    const gone = 987_654_321;
    // Act
    const outcomes = await importCommentsTogether([
      { postId: post.id, userId: user.id, content: 'kept', parent: null, status: 'approved' },
      { postId: gone, userId: user.id, content: 'orphan', parent: null, status: 'approved' },
      { postId: gone, userId: user.id, content: 'reply to the orphan', parent: { at: 1 }, status: 'approved' },
      { postId: post.id, userId: user.id, content: 'also kept', parent: { at: 0 }, status: 'approved' },
    ]);
    // Assess
    expect(outcomes[0].comment).toBeDefined();
    expect(outcomes[1].error).toBeInstanceOf(NotFound);
    expect(outcomes[2].error).toBeInstanceOf(ParentNotWritten);
    expect(outcomes[3].comment).toMatchObject({ parentId: outcomes[0].comment!.id });
    expect((await storedComments(post.id)).map((comment) => comment.content).sort()).toEqual(['also kept', 'kept']);
    await expectCountsExact(post.id);
  });

  test('a reply to a comment already in the table names its thread', async () => {
    // Prepare
    const post = await aPost();
    const top = await aComment(post, { approved: true });
    const reply = await aComment(post, { parent: top, approved: true });
    const user = await aUser();
    // Act
    const [outcome] = await importCommentsTogether([
      { postId: post.id, userId: user.id, content: 'deep', parent: { id: reply.id, thread: top.id }, status: 'approved' },
    ]);
    // Assess
    expect(outcome.comment).toMatchObject({ parentId: reply.id, rootId: top.id });
    await expectCountsExact(post.id);
  });
});
