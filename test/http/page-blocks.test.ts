/**
 * `page=N` without a cursor, through the local gateway, on posts whose ids are spread over several
 * page blocks and whose published dates over several months (shared/domains/posts/list/page-blocks.ts: 256 ids a block; the id sequence is pushed forward between
 * groups of posts, as deletes leave gaps): every page by number is the page a walk of `links.next`
 * shows, with the same total, right after creates, deletes, status changes and parallel creates, in the
 * client list and the admin lists (live, one status, oldest first). The block counts themselves are
 * checked against the posts by the consistency check of the posts tests (`tableState`).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { deletePost, setPostStatus, systemActor, trashPost } from '#domains/posts/write/manage-posts';
import { listPosts } from '#domains/posts/list/list-posts';
import { blockOf, PAGE_BLOCK_IDS } from '#domains/posts/list/page-blocks';
import { useLocalApi, type ApiResponse } from '#test/support/http';
import { tableState } from '../integration/posts/fixtures';

const api = useLocalApi();
const ADMIN = '/api/admin/v3/cms/post';
const CLIENT = '/api/client/v3/cms/post';

let admin: Record<string, string>;
let client: Record<string, string>;
const created: { id: number; status: string }[] = [];

const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** Moves the post id sequence forward, as posts deleted long ago would have. */
async function skipIds(count: number): Promise<void> {
  await db.send(new UpdateCommand({ TableName: tableName(), Key: keys.sequence('post'), UpdateExpression: 'ADD n :k', ExpressionAttributeValues: { ':k': count } }));
}

async function create(n: number): Promise<void> {
  // Published dates over several months, not in id order (as imported posts have them); some drafts dated too.
  const month = String(1 + ((n * 5) % 12)).padStart(2, '0');
  const publishedAt = n % 8 === 0 ? null : `2025-${month}-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00Z`;
  const response = await api.request('POST', ADMIN, { headers: admin, body: { title: `Blocked ${n}`, content: `Body ${n}`, status: n % 4 === 0 ? 'draft' : 'published', published_at: publishedAt } });
  expect(response.status).toBe(201);
  created.push({ id: response.body.result.id, status: response.body.result.status });
}

/** The whole list as `links.next` walks it, and its total. */
async function walk(headers: Record<string, string>, list: string): Promise<{ ids: number[]; total: number }> {
  let url: string | undefined = list;
  const ids: number[] = [];
  let total = -1;
  while (url) {
    const response: ApiResponse = await api.request('GET', path(url), { headers });
    expect(response.status).toBe(200);
    ids.push(...response.body.result.map((post: { id: number }) => post.id));
    total = response.body.meta.pagination.total;
    url = response.body.meta.pagination.links.next;
  }
  return { ids, total };
}

const LISTS: [string, () => Record<string, string>, string][] = [
  ['client, newest first', () => client, `${CLIENT}?per_page=4`],
  ['client, oldest first', () => client, `${CLIENT}?per_page=4&order=asc`],
  ['admin, every live status', () => admin, `${ADMIN}?per_page=4`],
  ['admin, drafts by created_at, oldest first', () => admin, `${ADMIN}?per_page=3&sort=created_at&order=asc&filter[]=status:draft`],
  ['admin, trash', () => admin, `${ADMIN}?per_page=2&filter[]=status:trash`],
  ['admin, every live status by published date', () => admin, `${ADMIN}?per_page=4&sort=published_at`],
  ['admin, published by published date, oldest first', () => admin, `${ADMIN}?per_page=3&sort=published_at&order=asc&filter[]=status:published`],
];

/** Every page by number of every list (and one past the end) equals the walk's slice of it. */
async function expectPagesMatchWalks(): Promise<void> {
  // A client key's burst is 60 requests: each check takes a key of its own.
  client = await api.clientHeaders();
  for (const [name, headers, list] of LISTS) {
    const perPage = Number(new URL(list, 'http://x').searchParams.get('per_page'));
    const walked = await walk(headers(), list);
    const lastPage = Math.ceil(walked.ids.length / perPage);
    for (let page = 1; page <= lastPage + 1; page++) {
      const response = await api.request('GET', `${list}&page=${page}`, { headers: headers() });
      expect({ name, page, status: response.status }).toEqual({ name, page, status: 200 });
      const ids = response.body.result.map((post: { id: number }) => post.id);
      expect({ name, page, ids, total: response.body.meta.pagination.total }).toEqual({ name, page, ids: walked.ids.slice((page - 1) * perPage, page * perPage), total: walked.total });
    }
    expect(walked.total).toBe(walked.ids.length);
  }
  expect((await tableState()).problems).toEqual([]);
}

beforeAll(async () => {
  admin = await api.adminHeaders('admin');
  // Four groups of posts, the id sequence pushed forward between them: ids in blocks 0, 1, 2 and 3 at least.
  for (let group = 0; group < 4; group++) {
    for (let n = 0; n < 7; n++) await create(group * 10 + n);
    await skipIds(PAGE_BLOCK_IDS - 7);
  }
});

test('the posts span several page blocks', () => {
  // Assess
  expect(new Set(created.map((post) => blockOf(post.id))).size).toBeGreaterThanOrEqual(4);
});

test('every page by number is the page links.next shows, with the same total', async () => {
  await expectPagesMatchWalks();
});

test('a deep page by number reads the keys of one block at most, not every key before it', async () => {
  // Prepare: the oldest published post of the newest block is deep in the oldest-first list
  const published = created.filter((post) => post.status === 'published').map((post) => post.id).sort((a, b) => a - b);
  const offset = published.length - 2;
  // Act
  const result = await listPosts({ filters: { status: 'published' }, sort: 'id', order: 'asc', offset, perPage: 2 });
  // Assess
  expect(result.posts.map((post) => post.id)).toEqual(published.slice(offset));
  expect(result.total).toBe(published.length);
  // The block Query (a few block items and the counter) and the keys from the last block's edge: fewer than a walk's `offset + 3`.
  expect(result.stats.scanned).toBeLessThan(offset);
});

test('a deep page by number in published-date order reads the keys of one month at most', async () => {
  // Prepare: the client's order, newest published first, deep in the list
  const walked = await walk(await api.clientHeaders(), `${CLIENT}?per_page=100`);
  const offset = walked.ids.length - 2;
  // Act
  const result = await listPosts({ filters: { status: 'published' }, sort: 'published_at', order: 'desc', offset, perPage: 2 });
  // Assess
  expect(result.posts.map((post) => post.id)).toEqual(walked.ids.slice(offset));
  expect(result.stats.scanned).toBeLessThan(offset);
});

test('right after deletes, trash, restores and status changes, pages by number still match the walk', async () => {
  // Act
  const [a, b, c, d, e, f] = [created[1]!, created[8]!, created[9]!, created[15]!, created[22]!, created[3]!];
  await trashPost(a.id, systemActor());
  await trashPost(b.id, systemActor());
  await deletePost(b.id, systemActor());
  await setPostStatus(c.id, 'draft', systemActor());
  await setPostStatus(d.id, 'archived', systemActor());
  await trashPost(e.id, systemActor());
  await setPostStatus(f.id, 'published', systemActor());
  // Assess
  await expectPagesMatchWalks();
});

test('parallel creates keep every block count exact, and pages by number match the walk', async () => {
  // Act: twelve creates at once, into the newest block (every one moves the same block count)
  await Promise.all(Array.from({ length: 12 }, (_, n) => create(100 + n)));
  // Assess
  await expectPagesMatchWalks();
});
