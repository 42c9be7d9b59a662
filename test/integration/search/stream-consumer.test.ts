/**
 * The search postings as the stream consumer keeps them, on DynamoDB Local, through the local stream
 * pump and the stream function: written on create, moved on title edit, trash and delete; a
 * redelivered or late record changes nothing; a record applied again after a partial failure writes
 * the same postings; a failing record is retried, and after the retries set aside without blocking
 * the records after it.
 *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { GetCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { nextId } from '#platform/db/sequences';
import { writePost } from '#domains/posts/model/posts-repository';
import { postItem } from '#domains/posts/model/post-items';
import type { Post } from '#domains/posts/model/post';
import { applyPostChange } from '#domains/search/index-writer';
import { foldText, trigrams } from '#domains/search/fold';
import { searchPostIds, type TextSearchQuery } from '#domains/search/search-index';
import { reindexSearch } from '#domains/search/reindex';
import { dispatchRecords } from '#platform/stream/dispatch';
import type { StreamConsumer } from '#platform/stream/stream-consumer';
import { StreamPump } from '#infra/local/stream-pump';
import { STREAM_DELIVERY } from '#platform/stream/delivery';
import { useTestTable } from '#test/support/table';
import { streamCaughtUp } from '#test/support/stream';
import { scanAll } from '../posts/fixtures';

useTestTable();

async function newPost(title: string, excerpt = ''): Promise<Post> {
  const id = await nextId('post');
  const now = new Date().toISOString();
  const post: Post = {
    id,
    type: 'post',
    title,
    slug: `post-${id}`,
    excerpt,
    excerptAuto: false,
    content: `<p>${title}</p>`,
    featuredImage: null,
    status: 'published',
    statusBeforeTrash: null,
    categoryId: null,
    tagIds: [],
    authorId: null,
    creatorId: null,
    isFeatured: false,
    seo: { metaTitle: null, metaDescription: null, ogImage: null },
    viewCount: 0,
    likesCount: 0,
    commentCount: 0,
    version: 1,
    rev: 1,
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
  };
  await writePost(null, post);
  return post;
}

async function edit(before: Post, change: Partial<Post>): Promise<Post> {
  const after: Post = { ...before, ...change, version: before.version + 1, rev: before.rev + 1, updatedAt: new Date().toISOString() };
  await writePost(before, after);
  return after;
}

/** The post's postings: `field gram` → the posting's status and text. */
async function postingsOf(id: number): Promise<Map<string, Item>> {
  const items = (await scanAll()).filter((item) => String(item.pk).startsWith('TG#') && Number(item.sk) === id);
  return new Map(items.map((item) => [String(item.pk).slice(3), item]));
}

const expectedGrams = (title: string, excerpt = '') => [...trigrams(foldText(title)).map((gram) => `t#${gram}`), ...trigrams(foldText(excerpt)).map((gram) => `e#${gram}`)].sort();

const search = (term: string, extra: Partial<TextSearchQuery> = {}) =>
  searchPostIds({ conditions: [{ field: 'title', term }], join: 'or', filters: {}, sort: 'id', order: 'asc', offset: 0, limit: 50, ...extra });

describe('the search postings the stream consumer keeps', () => {
  test('a created post gets one posting per distinct trigram of its folded title and excerpt, with its status and text', async () => {
    // Act
    const post = await newPost('Serverless Search', 'Trigrams in DynamoDB');
    await streamCaughtUp();
    // Assess
    const postings = await postingsOf(post.id);
    expect([...postings.keys()].sort()).toEqual(expectedGrams('Serverless Search', 'Trigrams in DynamoDB'));
    expect(postings.get('t#ser')).toMatchObject({ s: 'published', v: 'serverless search', rev: 1 });
    expect((await search('LESS SEA')).ids).toEqual([post.id]);
  });

  test('a title edit moves the postings: the old words are no longer found, the new ones are', async () => {
    // Prepare
    const post = await newPost('Quokka habits');
    await streamCaughtUp();
    // Act
    const edited = await edit(post, { title: 'Wombat habits' });
    await streamCaughtUp();
    // Assess
    expect([...(await postingsOf(post.id)).keys()].sort()).toEqual(expectedGrams('Wombat habits'));
    expect((await search('quokka')).ids).toEqual([]);
    expect((await search('wombat')).ids).toEqual([edited.id]);
  });

  test('trash moves the post out of the default scope and into the trash scope; delete removes every posting', async () => {
    // Prepare
    const post = await newPost('Platypus notes');
    await streamCaughtUp();
    // Act
    const trashed = await edit(post, { status: 'trash', statusBeforeTrash: 'published' });
    await streamCaughtUp();
    const inDefault = await search('platypus');
    const inTrash = await search('platypus', { filters: { status: 'trash' } });
    await writePost(trashed, null);
    await streamCaughtUp();
    // Assess
    expect(inDefault).toEqual({ ids: [], total: 0 });
    expect(inTrash).toEqual({ ids: [post.id], total: 1 });
    expect((await postingsOf(post.id)).size).toBe(0);
    expect((await search('platypus', { filters: { status: 'trash' } })).total).toBe(0);
  });

  test('a redelivered or late record changes nothing', async () => {
    // Prepare: rev 1, then rev 2
    const first = await newPost('Echidna diet');
    const second = await edit(first, { title: 'Numbat diet' });
    await streamCaughtUp();
    const settled = await postingsOf(first.id);
    // Act: rev 2's record again (redelivery), then rev 1's create and rev 1's delete arriving late
    const redelivered = await applyPostChange(postItem(first), postItem(second));
    const late = await applyPostChange(undefined, postItem(first));
    const lateDelete = await applyPostChange(postItem(first), undefined);
    // Assess
    expect(redelivered).toEqual({ outcome: 'stale' });
    expect(late).toEqual({ outcome: 'stale' });
    // A delete is the change after its image's rev: rev 1's delete would be rev 2, already applied.
    expect(lateDelete).toEqual({ outcome: 'stale' });
    expect(await postingsOf(first.id)).toEqual(settled);
  });

  test('a record applied again after a partial failure (state not yet moved) writes the same postings', async () => {
    // Prepare
    const post = await newPost('Bilby burrows');
    await streamCaughtUp();
    const settled = await postingsOf(post.id);
    await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.searchState(post.id) }));
    // Act
    const again = await applyPostChange(undefined, postItem(post));
    // Assess
    expect(again.outcome).toBe('applied');
    expect(await postingsOf(post.id)).toEqual(settled);
    const state = await db.send(new GetCommand({ TableName: tableName(), Key: keys.searchState(post.id) }));
    expect(state.Item?.rev).toBe(1);
  });

  test('a like or a view (no rev change) writes no posting', async () => {
    // Prepare
    const post = await newPost('Dingo tracks');
    await streamCaughtUp();
    // Act
    const outcome = await applyPostChange(postItem(post), postItem({ ...post, likesCount: 5 }));
    // Assess
    expect(outcome).toEqual({ outcome: 'stale' });
  });
});

describe('reindexing from the post items', () => {
  test('writes the postings of posts the consumer has not seen, and skips them on a second run', async () => {
    // Prepare: the consumer has seen everything so far; then a post it has not seen yet
    await streamCaughtUp();
    const post = await newPost('Cassowary migration');
    // Act
    const first = await reindexSearch();
    const second = await reindexSearch();
    // Assess
    expect(first.written).toBe(1);
    expect(first.posts).toBeGreaterThan(1);
    expect([...(await postingsOf(post.id)).keys()].sort()).toEqual(expectedGrams('Cassowary migration'));
    expect(second).toEqual({ posts: first.posts, written: 0, alreadyIndexed: first.posts });
    await streamCaughtUp();
    expect((await search('cassowary')).ids).toEqual([post.id]);
  });
});

describe('stream delivery', () => {
  const record = (n: number) => ({
    eventName: 'MODIFY',
    dynamodb: { SequenceNumber: String(n), Keys: { pk: { S: `POST#${n}` }, sk: { S: 'POST' } } },
  });

  test('the dispatcher applies each item in order, stops an item at its failure and reports the earliest failing record', async () => {
    // Prepare: records 1-4; 2 and 4 are changes of the same item as 1 (POST#1), 3 of another
    const sameItem = (n: number) => ({ eventName: 'MODIFY', dynamodb: { SequenceNumber: String(n), Keys: { pk: { S: 'POST#1' }, sk: { S: 'POST' } } } });
    const applied: string[] = [];
    const consumer: StreamConsumer = {
      name: 'fails on 2',
      sortKeys: ['POST'],
      async apply(r) {
        if (r.sequenceNumber === '2') throw new Error('injected');
        applied.push(r.sequenceNumber);
      },
    };
    // Act
    const answer = await dispatchRecords([sameItem(1), sameItem(2), record(3), sameItem(4)], [consumer]);
    // Assess: 4 (after 2 on the same item) is not applied before 2; 3 (another item) is
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
    expect(applied.sort()).toEqual(['1', '3']);
  });

  test('the pump retries a failing record, sets it aside after the retries and goes on with the next', async () => {
    // Prepare: two posts; the consumer fails every time on the first one
    const failing = await newPost('Failing post');
    const fine = await newPost('Fine post');
    const attempts = new Map<number, number>();
    const consumer: StreamConsumer = {
      name: 'fails on one post',
      sortKeys: ['POST'],
      async apply(r) {
        const id = Number(r.newImage?.id);
        attempts.set(id, (attempts.get(id) ?? 0) + 1);
        if (id === failing.id) throw new Error('injected');
      },
    };
    const pump = new StreamPump({
      endpoint: process.env.DYNAMODB_ENDPOINT!,
      tableName: tableName(),
      consumers: [consumer],
      handler: async () => (event) => dispatchRecords(event.Records as never, [consumer]),
    });
    // Act
    await pump.drain();
    // Assess
    expect(attempts.get(failing.id)).toBe(STREAM_DELIVERY.retryAttempts + 1);
    // Delivered again with each retry of the batch (at least once): consumers are idempotent.
    expect(attempts.get(fine.id)).toBeGreaterThanOrEqual(1);
    expect(pump.setAside.map((entry) => entry.keys)).toEqual([{ pk: { S: `POST#${failing.id}` }, sk: { S: 'POST' } }]);
  });

  test('an item holding empty maps reaches the consumers as DynamoDB sends it (DynamoDB Local writes them untyped)', async () => {
    // Prepare: an item with an empty map at the top and one inside a map and a list
    await streamCaughtUp();
    const key = { pk: 'STREAMTEST#empty-maps', sk: 'POST' };
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...key, settings: {}, nested: { inner: {} }, list: [{}] } }));
    const seen: Item[] = [];
    const consumer: StreamConsumer = {
      name: 'records the new image',
      sortKeys: ['POST'],
      async apply(r) {
        if (r.keys.pk === key.pk && r.newImage) seen.push(r.newImage);
      },
    };
    const pump = new StreamPump({
      endpoint: process.env.DYNAMODB_ENDPOINT!,
      tableName: tableName(),
      consumers: [consumer],
      handler: async () => (event) => dispatchRecords(event.Records as never, [consumer]),
    });
    // Act
    await pump.drain();
    // Assess: unmarshalled, not set aside
    expect(pump.setAside).toEqual([]);
    expect(seen).toEqual([{ ...key, settings: {}, nested: { inner: {} }, list: [{}] }]);
  });
});
