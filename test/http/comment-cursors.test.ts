/**
 * Comment list cursors through the local gateway (issue 11, keyed cursors): the `cursor` of
 * `links.next` on the client thread and on the admin comment list is sealed with the deployment's key
 * for its list (audience, post, status filter). It opens the next page of that list; altered, forged
 * or foreign (another post, another status, the other audience, a posts cursor) it is 400
 * `bad_request`, never 200 or 500.
 */
import fc from 'fast-check';
import { useLocalApi } from '#test/support/http';
import { aComment, aPost } from '../integration/comments/fixtures';
import type { Post } from '#domains/posts/model/post';

const api = useLocalApi();

const clientThread = (postId: number) => `/api/client/v3/cms/post/${postId}/comments`;
const adminList = (postId: number) => `/api/admin/v3/cms/post/${postId}/comments`;
const cursorOf = (body: { meta?: { pagination: { links: { next?: string } } }; result?: { meta: { pagination: { links: { next?: string } } } } }) => {
  const next = body.meta?.pagination.links.next ?? body.result?.meta.pagination.links.next;
  return new URL(next!).searchParams.get('cursor')!;
};

let post: Post;
let otherPost: Post;
let admin: Record<string, string>;
/** Ids of `post`'s approved comments, newest first. */
let approvedNewestFirst: number[];
let clientCursor: string;
let otherPostClientCursor: string;
let adminCursor: string;
let adminApprovedCursor: string;
let postsCursor: string;

beforeAll(async () => {
  post = await aPost();
  otherPost = await aPost();
  const approved = [];
  for (let i = 0; i < 4; i++) approved.push(await aComment(post, { approved: true }));
  for (let i = 0; i < 2; i++) await aComment(post);
  for (let i = 0; i < 3; i++) await aComment(otherPost, { approved: true });
  approvedNewestFirst = approved.map((comment) => comment.id).reverse();
  admin = await api.adminHeaders('admin');
  const client = await api.clientHeaders();
  clientCursor = cursorOf((await api.request('GET', clientThread(post.id), { headers: client, query: { per_page: 2 } })).body);
  otherPostClientCursor = cursorOf((await api.request('GET', clientThread(otherPost.id), { headers: client, query: { per_page: 1 } })).body);
  adminCursor = cursorOf((await api.request('GET', adminList(post.id), { headers: admin, query: { per_page: 2 } })).body);
  adminApprovedCursor = cursorOf((await api.request('GET', adminList(post.id), { headers: admin, query: { per_page: 2, status: 'approved' } })).body);
  postsCursor = cursorOf((await api.request('GET', '/api/client/v3/cms/post', { headers: client, query: { per_page: 1 } })).body);
});

function expectRefusedCursor(response: { status: number; body: any }): void {
  expect(response.status).toBe(400);
  expect(response.body.status).toBe(false);
  expect(response.body.error.code).toBe('bad_request');
  expect(response.body.error.details.cursor).toEqual([expect.any(String)]);
}

test('the cursor of links.next opens the next page of the client thread and of the admin list', async () => {
  // Act
  const client = await api.request('GET', clientThread(post.id), { headers: await api.clientHeaders(), query: { per_page: 2, page: 2, cursor: clientCursor } });
  const adminPage = await api.request('GET', adminList(post.id), { headers: admin, query: { per_page: 2, page: 2, status: 'approved', cursor: adminApprovedCursor } });
  // Assess
  expect(client.status).toBe(200);
  expect(client.body.result.map((comment: { id: number }) => comment.id)).toEqual(approvedNewestFirst.slice(2, 4));
  expect(adminPage.status).toBe(200);
  expect(adminPage.body.result.comments.map((comment: { id: number }) => comment.id)).toEqual(approvedNewestFirst.slice(2, 4));
});

test('the cursor is sealed, not a readable comment id', () => {
  // Assess
  for (const cursor of [clientCursor, adminCursor]) {
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(cursor).not.toMatch(/^\d+$/);
  }
});

test('a plain comment id or a re-signed payload as the cursor is 400 bad_request', async () => {
  // Prepare
  const [, mac] = clientCursor.split('.') as [string, string];
  const forged = `${Buffer.from(JSON.stringify({ after: approvedNewestFirst[0] })).toString('base64url')}.${mac}`;
  const headers = await api.clientHeaders();
  // Act
  const plainId = await api.request('GET', clientThread(post.id), { headers, query: { per_page: 2, page: 2, cursor: String(approvedNewestFirst[1]) } });
  const forgedAfter = await api.request('GET', clientThread(post.id), { headers, query: { per_page: 2, page: 2, cursor: forged } });
  // Assess
  expectRefusedCursor(plainId);
  expectRefusedCursor(forgedAfter);
});

test.each([
  ["another post's thread", () => clientThread(post.id), () => otherPostClientCursor, 'client'],
  ['the admin list', () => clientThread(post.id), () => adminCursor, 'client'],
  ['the posts list', () => clientThread(post.id), () => postsCursor, 'client'],
  ['the client thread', () => adminList(post.id), () => clientCursor, 'admin'],
  ['the admin list in another status', () => adminList(post.id), () => adminApprovedCursor, 'admin'],
  ["another post's admin list", () => adminList(otherPost.id), () => adminCursor, 'admin'],
] as const)('a cursor from %s is refused with 400', async (_from, path, cursor, audience) => {
  // Prepare
  const headers = audience === 'admin' ? admin : await api.clientHeaders();
  // Act
  const response = await api.request('GET', path(), { headers, query: { per_page: 2, page: 2, cursor: cursor() } });
  // Assess
  expectRefusedCursor(response);
});

test('property: any mutation of a valid comment cursor is 400 bad_request on either list', async () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
  const mutation = fc.record({
    list: fc.constantFrom('client' as const, 'admin' as const),
    kind: fc.constantFrom('replace' as const, 'truncate' as const, 'insert' as const),
    at: fc.nat(),
    char: fc.constantFrom(...alphabet),
  });
  await fc.assert(
    fc.asyncProperty(mutation, async ({ list, kind, at, char }) => {
      const valid = list === 'client' ? clientCursor : adminCursor;
      const index = at % valid.length;
      const mutated =
        kind === 'replace'
          ? valid.slice(0, index) + char + valid.slice(index + 1)
          : kind === 'truncate'
            ? valid.slice(0, index)
            : valid.slice(0, index) + char + valid.slice(index);
      fc.pre(mutated !== valid && mutated !== '');
      // A fresh client key per run: the property makes more requests than one key's minute allows.
      const response =
        list === 'client'
          ? await api.request('GET', clientThread(post.id), { headers: await api.clientHeaders(), query: { per_page: 2, page: 2, cursor: mutated } })
          : await api.request('GET', adminList(post.id), { headers: admin, query: { per_page: 2, page: 2, cursor: mutated } });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('bad_request');
    }),
    { numRuns: 60 },
  );
});

test('property: any string as a comment cursor is 400 bad_request, never 500', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300 }), async (cursor) => {
      const response = await api.request('GET', clientThread(post.id), { headers: await api.clientHeaders(), query: { per_page: 2, page: 2, cursor } });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('bad_request');
    }),
    { numRuns: 60 },
  );
});
