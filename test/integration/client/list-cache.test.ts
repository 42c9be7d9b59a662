/**
 * The warm client-list cache (shared/domains/client/list-cache.ts), on DynamoDB Local with the table's
 * stream: a page of an unchanged site is served after one strongly consistent read of the list version
 * (1 R); a write that changes a list raises the version before it answers, so the next read builds
 * afresh without waiting for the stream; the stream raises it again after indexing, so once it has
 * caught up a cached page is the page a fresh read builds, also when writes and reads ran side by
 * side; a change of counts alone (a like) raises nothing and lags by at most the cache's age limit.
 *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { PutCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoProbe, summarize } from '../../../bench/lib/dynamo-probe';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { createPost, setPostStatus, systemActor, trashPost, updatePost } from '#domains/posts/write/manage-posts';
import { PostCreateBody } from '#domains/posts/model/post-schemas';
import { buildAltPosts, buildClientPosts, listAltPosts, listClientPosts } from '#domains/client/list-client-posts';
import { clearListCache, cachedPage, MAX_AGE_MS } from '#domains/client/list-cache';
import { readListVersion } from '#platform/db/list-version';
import { changesLists } from '#domains/client/list-version-consumer';
import { createCategory } from '#domains/taxonomy/manage-categories';
import { createTag } from '#domains/taxonomy/manage-tags';
import { useTestTable } from '#test/support/table';
import { streamCaughtUp } from '#test/support/stream';

useTestTable();

const actor = systemActor();
let serial = 0;
const post = async (title: string, status: 'published' | 'draft' = 'published') =>
  createPost(PostCreateBody.parse({ title, excerpt: `An excerpt about ${title}`, content: `<p>${title}</p>`, status, slug: `cached-${++serial}` }), actor);

/** A page's answer, or 404 as an answer (a search that finds nothing). */
const answer = async (read: () => Promise<unknown>): Promise<unknown> => {
  try {
    return await read();
  } catch (error) {
    return { error: (error as { name?: string }).name };
  }
};

/** Relative times ("34 seconds ago") are as of a page's build: compared without them (the docs state their lag). */
const RELATIVE = /^diff/;
const timeless = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(timeless)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).filter(([name]) => !RELATIVE.test(name)).map(([name, inner]) => [name, timeless(inner)]))
      : value;

const QUERIES: Array<Record<string, string>> = [{}, { perPage: '2' }, { perPage: '2', page: '2' }, { search: 'heron' }, { search: 'zzqxjv' }, { orderBy: 'title', sort: 'asc' }];

async function expectCachedEqualsFresh(): Promise<void> {
  for (const raw of QUERIES) {
    expect({ raw, page: timeless(await answer(() => listClientPosts(raw))) }).toEqual({ raw, page: timeless(await answer(() => buildClientPosts(raw))) });
    expect({ raw, page: timeless(await answer(() => listAltPosts(raw))) }).toEqual({ raw, page: timeless(await answer(() => buildAltPosts(raw))) });
  }
}

beforeEach(() => clearListCache());

describe('the warm client-list cache', () => {
  test('a page of an unchanged site costs one read unit (the version), and is the page a fresh read builds', async () => {
    // Prepare
    for (const title of ['Grey heron at dawn', 'Night heron nests', 'Egret colony']) await post(title);
    await streamCaughtUp();
    const built = await listClientPosts({});
    const probe = new DynamoProbe(db);
    try {
      // Act
      const { result: again, calls } = await probe.during(() => listClientPosts({}));
      // Assess
      expect(summarize(calls).readUnits).toBeLessThanOrEqual(1);
      expect(calls.map((call) => call.command)).toEqual(['GetItemCommand']);
      expect(again).toEqual(built);
      expect(timeless(again)).toEqual(timeless(await buildClientPosts({})));
    } finally {
      probe.detach();
    }
  });

  test('a write is seen by the next read at once: the write raised the version, the stream has not run', async () => {
    // Prepare: pages built and kept while both posts are listed
    const kept = await post('Heron kept');
    const gone = await post('Heron trashed');
    const renamed = await post('Heron renamed later');
    await streamCaughtUp();
    const ids = async (raw: Record<string, string>) => ((await listClientPosts(raw)) as { items: Array<{ id: number }> }).items.map((item) => item.id);
    expect(await ids({})).toEqual(expect.arrayContaining([kept.id, gone.id]));
    const unsearched = [{}, { perPage: '2' }, { orderBy: 'title', sort: 'asc' }];
    for (const raw of unsearched) await Promise.all([answer(() => listClientPosts(raw)), answer(() => listAltPosts(raw))]);
    // Act: a trash and a title edit, then reads, with no stream record handled in between
    await trashPost(gone.id, actor);
    await updatePost(renamed.id, { title: 'Egret renamed now' }, actor);
    // Assess: the lists that do not search are the fresh ones (a search page follows its index: the stream)
    expect(await ids({})).not.toContain(gone.id);
    expect(((await listAltPosts({})) as { items: Array<{ id: number }> }).items.map((item) => item.id)).not.toContain(gone.id);
    for (const raw of unsearched) {
      expect({ raw, page: timeless(await answer(() => listClientPosts(raw))) }).toEqual({ raw, page: timeless(await answer(() => buildClientPosts(raw))) });
      expect({ raw, page: timeless(await answer(() => listAltPosts(raw))) }).toEqual({ raw, page: timeless(await answer(() => buildAltPosts(raw))) });
    }
  });

  test('writes side by side with cached reads: once the stream has caught up, every cached page is the fresh one', async () => {
    // Prepare
    const posts = await Promise.all(['Heron river', 'Kingfisher bank', 'Heron marsh', 'Stork tower'].map((title) => post(title)));
    const draft = await post('Heron draft', 'draft');
    await streamCaughtUp();
    await expectCachedEqualsFresh();
    // Act: edits, a publish, a trash and a new post, while cached pages are read
    const reads = () => Promise.all(QUERIES.map((raw) => answer(() => listClientPosts(raw))));
    await Promise.all([
      updatePost(posts[1]!.id, { title: 'Kingfisher and heron' }, actor),
      reads(),
      setPostStatus(draft.id, 'published', actor),
      reads(),
      trashPost(posts[0]!.id, actor),
      reads(),
      post('Heron chicks fledge'),
      reads(),
      updatePost(posts[3]!.id, { excerpt: 'A new excerpt' }, actor),
      reads(),
    ]);
    await streamCaughtUp();
    // Assess
    await expectCachedEqualsFresh();
    const titles = ((await listClientPosts({ search: 'heron' })) as { items: Array<{ title?: string }> }).items.map((item) => item.title).sort();
    expect(titles).toEqual(expect.arrayContaining(['Heron chicks fledge', 'Heron draft', 'Heron marsh', 'Kingfisher and heron']));
    expect(titles).not.toContain('Heron river');
  });

  test('a post created with a category and three tags raises the version twice: once by the write, once by the stream (five records of one batch, one write)', async () => {
    // Prepare
    const { category } = await createCategory({ nameEn: 'Herons', status: 'active' });
    const tags = await Promise.all(['egret', 'bittern', 'crane'].map((name) => createTag({ name })));
    await streamCaughtUp();
    const version = await readListVersion();
    // Act: the post, its category's and its tags' counts move in one transaction
    await createPost(
      PostCreateBody.parse({ title: 'Heron with relations', content: '<p>Heron</p>', status: 'published', slug: `cached-${++serial}`, category_id: category.id, tag_ids: tags.map((tag) => tag.id) }),
      actor,
    );
    const byTheWrite = await readListVersion();
    await streamCaughtUp();
    // Assess
    expect(byTheWrite).toBe(version + 1);
    expect(await readListVersion()).toBe(version + 2);
  });

  test('a change of counts alone raises no version; the page is rebuilt once older than the age limit', async () => {
    // Prepare
    const liked = await post('Heron counted');
    await streamCaughtUp();
    const version = await readListVersion();
    const item = (await db.send(new GetCommand({ TableName: tableName(), Key: keys.post(liked.id) }))).Item!;
    let clock = 1_000_000;
    const first = await cachedPage('counts', async () => clock, () => clock);
    // Act: the fold of a like (only likes_count and rev move on the post item)
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...item, likes_count: 5, rev: Number(item.rev) + 1 } }));
    await streamCaughtUp();
    clock += MAX_AGE_MS - 1;
    const young = await cachedPage('counts', async () => clock, () => clock);
    clock += 1;
    const old = await cachedPage('counts', async () => clock, () => clock);
    // Assess
    expect(await readListVersion()).toBe(version);
    expect(changesLists({ keys: keys.post(liked.id), oldImage: item, newImage: { ...item, likes_count: 5, rev: 9 } })).toBe(false);
    expect(changesLists({ keys: keys.post(liked.id), oldImage: item, newImage: { ...item, title: 'Heron renamed' } })).toBe(true);
    expect(young).toBe(first);
    expect(old).toBe(clock);
  });
});
