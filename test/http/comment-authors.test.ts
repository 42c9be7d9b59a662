/**
 * A comment carries its author's display fields (no user read per comment), and they stay true: a
 * rename reaches the user's earlier comments through the table stream, a deleted user's comments read
 * as a deleted account's, and a comment posted while its author is renamed carries the new name.
 *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { useLocalApi, type TestUser } from '#test/support/http';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { ClientCommentListSchema } from '#domains/comments/client-comment-schema';
import { aPost } from '../integration/comments/fixtures';
import { refreshCommentAuthors } from '#domains/comments/refresh-comment-authors';

const api = useLocalApi();

const commentsPath = (postId: number) => `/api/client/v3/cms/post/${postId}/comments`;
const USERS = '/api/admin/v3/user/user';

async function comment(postId: number, author: TestUser, content: string): Promise<number> {
  const response = await api.request('POST', commentsPath(postId), { headers: await api.clientUserHeaders(author), body: { content } });
  expect(response.status).toBe(201);
  return response.body.result.id as number;
}

async function approve(id: number): Promise<void> {
  const response = await api.request('PUT', `/api/admin/v3/cms/comment/${id}/approve`, { headers: await api.adminHeaders('admin') });
  expect(response.status).toBe(200);
}

/** The names the client thread shows, approved comments and their replies, by comment id. */
async function shownNames(postId: number): Promise<Record<number, string>> {
  const response = await api.request('GET', commentsPath(postId), { headers: await api.clientHeaders() });
  expect(response.status).toBe(200);
  const names: Record<number, string> = {};
  for (const thread of ClientCommentListSchema.parse(response.body.result)) {
    for (const shown of [thread, ...thread.replies]) names[shown.id] = `${shown.user.first_name} ${shown.user.last_name}`.trim();
  }
  return names;
}

const storedComment = async (id: number) => (await db.send(new GetCommand({ TableName: tableName(), Key: keys.comment(id), ConsistentRead: true }))).Item!;

describe("comments' author display fields", () => {
  test("a rename reaches the user's earlier comments once the stream has run", async () => {
    // Prepare
    const post = await aPost();
    const author = await api.createUser({ firstName: 'Omid', lastName: 'Jafari' });
    const other = await api.createUser({ firstName: 'Leila', lastName: 'Hosseini' });
    const first = await comment(post.id, author, 'first');
    const second = await comment(post.id, author, 'second');
    const theirs = await comment(post.id, other, 'theirs');
    for (const id of [first, second, theirs]) await approve(id);
    expect(await shownNames(post.id)).toEqual({ [first]: 'Omid Jafari', [second]: 'Omid Jafari', [theirs]: 'Leila Hosseini' });
    // Act
    const renamed = await api.request('PUT', `${USERS}/${author.id}`, { headers: await api.adminHeaders('admin'), body: { first_name: 'Omid-Reza', last_name: 'Karimi' } });
    await api.gateway.streamIdle();
    // Assess
    expect(renamed.status).toBe(200);
    expect(await shownNames(post.id)).toEqual({ [first]: 'Omid-Reza Karimi', [second]: 'Omid-Reza Karimi', [theirs]: 'Leila Hosseini' });
  });

  test("a deleted user's comments lose their display fields and leave the comments-by-author index", async () => {
    // Prepare
    const post = await aPost();
    const author = await api.createUser({ firstName: 'Sara', lastName: 'Ahmadi' });
    const id = await comment(post.id, author, 'soon orphaned');
    await approve(id);
    expect((await storedComment(id)).author).toMatchObject({ first_name: 'Sara', last_name: 'Ahmadi' });
    // Act
    const deleted = await api.request('DELETE', `${USERS}/${author.id}`, { headers: await api.adminHeaders('admin') });
    await api.gateway.streamIdle();
    // Assess
    expect(deleted.status).toBe(200);
    const stored = await storedComment(id);
    expect([stored.author, stored.lp3pk, stored.lp3sk, stored.content]).toEqual([undefined, undefined, undefined, 'soon orphaned']);
    expect(await shownNames(post.id)).toEqual({ [id]: '' });
  });

  test('comments posted while their author is renamed all end with the new name', async () => {
    // Prepare
    const post = await aPost();
    const author = await api.createUser({ firstName: 'Reza', lastName: 'Moradi' });
    const headers = await api.clientUserHeaders(author);
    const admin = await api.adminHeaders('admin');
    // Act: twelve comments in flight while the name changes twice.
    const posted = Array.from({ length: 12 }, (_, n) => api.request('POST', commentsPath(post.id), { headers, body: { content: `race ${n}` } }));
    const renames = [
      api.request('PUT', `${USERS}/${author.id}`, { headers: admin, body: { first_name: 'Reza2' } }),
      api.request('PUT', `${USERS}/${author.id}`, { headers: admin, body: { last_name: 'Moradi2' } }),
    ];
    const answers = await Promise.all([...posted, ...renames]);
    await api.gateway.streamIdle();
    // Assess
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 201)).toEqual([]);
    const ids = answers.slice(0, 12).map((answer) => answer.body.result.id as number);
    const authors = await Promise.all(ids.map(async (id) => (await storedComment(id)).author));
    expect(new Set(authors.map((stored) => `${stored.first_name} ${stored.last_name}`))).toEqual(new Set(['Reza2 Moradi2']));
  });

  test('a change that keeps the display fields (roles, status, password) rewrites no comment', async () => {
    // Prepare
    const image = { pk: 'USER#9', sk: 'USER', id: 9, first_name: 'A', last_name: 'B', email: 'a@example.com', avatar_id: null, roles: ['user'] };
    // Act
    const outcome = await refreshCommentAuthors(image, { ...image, roles: ['author'], token_version: 2 });
    const created = await refreshCommentAuthors(undefined, image);
    // Assess
    expect([outcome, created]).toEqual([{ outcome: 'unchanged' }, { outcome: 'unchanged' }]);
  });
});
