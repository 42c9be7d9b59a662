/**
 * Title and excerpt search through the local API Gateway, answered from the word index: Persian
 * letter forms, ZWNJ and case fold alike; a substring inside a word is found (the vocabulary), a term
 * across words only where its words stand together (candidates that hold its words elsewhere are not
 * returned); totals are exact across pages and scopes; a post is found once the stream consumer has
 * run. And the cost: the read units of a title search are at most twice the units of the posts it
 * returns, and the same at 1,000 and 5,000 posts.
 *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import type { Item } from '#platform/db/attributes';
import { postItem } from '#domains/posts/model/post-items';
import { keys } from '#platform/db/keys';
import { fieldWords, indexedPost, searchRow, vocabularyItems, wordPosting } from '#domains/search/postings';
import { createPost, trashPost, systemActor } from '#domains/posts/write/manage-posts';
import { PostCreateBody } from '#domains/posts/model/post-schemas';
import type { Post } from '#domains/posts/model/post';
import { itemSize } from '../../bench/lib/item-size';
import { plainPostBytes } from '../../bench/lib/operations';
import { useLocalApi } from '#test/support/http';
import { callsOf, recordDbCalls } from '#test/support/db-calls';

const api = useLocalApi();
const recording = recordDbCalls();
afterAll(() => recording.stop());

const LIST = '/api/client/v3/cms/post';
const ADMIN_LIST = '/api/admin/v3/cms/post';
/** About 5 KB of content: the post size the budgets are stated for. */
const BODY = `<p>${'Content of a searchable post, long enough to weigh about five kilobytes. '.repeat(68)}</p>`;

let client: Record<string, string>;
let admin: Record<string, string>;
const made: Record<string, number> = {};

async function post(name: string, title: string, extra: Record<string, unknown> = {}): Promise<Post> {
  const created = await createPost(PostCreateBody.parse({ title, content: BODY, status: 'published', ...extra }), systemActor());
  made[name] = created.id;
  return created;
}

/**
 * Filler posts written straight to the table, ids from `first`: the post items, and their word postings,
 * rows and vocabulary as the stream consumer writes them (postings.ts; the consumer's own path is tested
 * in test/integration/search), so the stream pump finds them applied. No list rows: a search never reads them.
 */
async function filler(first: number, count: number): Promise<void> {
  const now = new Date().toISOString();
  const items: Item[] = [];
  const vocabulary = new Map<string, Item[]>();
  for (let n = 0; n < count; n++) {
    const id = first + n;
    const item = postItem({
      id, type: 'post', title: 'Serverless note', slug: `filler-${id}`, excerpt: '', excerptAuto: false, content: '<p>filler</p>',
      featuredImage: null, status: 'published', statusBeforeTrash: null, categoryId: null, tagIds: [], authorId: null, creatorId: null,
      isFeatured: false, seo: { metaTitle: null, metaDescription: null, ogImage: null }, viewCount: 0, likesCount: 0, commentCount: 0,
      version: 1, rev: 1, createdAt: now, updatedAt: now, publishedAt: now,
    });
    const indexed = indexedPost(item);
    items.push(item, searchRow(indexed));
    for (const [name, word] of fieldWords(indexed)) {
      items.push(wordPosting(word, id, 1));
      vocabulary.set(name, vocabularyItems(word));
    }
  }
  items.push(...[...vocabulary.values()].flat());
  for (let start = 0; start < items.length; start += 25) {
    await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
  await api.gateway.streamIdle();
}

beforeAll(async () => {
  client = { 'Api-Key': await api.clientKey('search') };
  admin = await api.adminHeaders('admin');
  await post('persian', 'كتاب‌هاي برنامه‌نويسي', { slug: 'persian-books' });
  await post('upper', 'SERVERLESS Patterns on AWS', { slug: 'upper' });
  await post('decoy', 'abca cab', { slug: 'decoy' });
  await post('apart', 'Patterns for serverless', { slug: 'apart' });
  await post('exact', 'the xabcabx post', { slug: 'exact' });
  for (const n of [1, 2, 3]) await post(`quasar${n}`, `Quasar serverless guide ${n}`, { slug: `quasar-${n}` });
  await post('quasarDraft', 'Quasar serverless draft', { slug: 'quasar-draft', status: 'draft' });
  const trashed = await post('quasarTrash', 'Quasar serverless trashed', { slug: 'quasar-trash' });
  await trashPost(trashed.id, systemActor());
  await post('excerpt', 'Plain title', { slug: 'plain', excerpt: 'An excerpt about nebulae' });
  await api.gateway.streamIdle();
}, 120_000);

const ids = (response: { body: { result: { id: number }[] } }) => response.body.result.map((item) => item.id);

describe('search answered from the postings', () => {
  test('Persian: Arabic letter forms, ZWNJ and its absence match alike', async () => {
    // Act
    const persianLetters = await api.request('GET', LIST, { headers: client, query: { search: 'title:کتابهای', searchFields: 'title:like' } });
    const withZwnj = await api.request('GET', LIST, { headers: client, query: { search: 'title:برنامه‌نویسی', searchFields: 'title:like' } });
    // Assess
    expect(ids(persianLetters)).toEqual([made.persian]);
    expect(ids(withZwnj)).toEqual([made.persian]);
  });

  test('case does not matter; a bare term looks in the title and the excerpt', async () => {
    // Act
    const lower = await api.request('GET', LIST, { headers: client, query: { search: 'title:serverless pat', searchFields: 'title:like' } });
    const inExcerpt = await api.request('GET', LIST, { headers: client, query: { search: 'NEBULA' } });
    // Assess
    expect(ids(lower)).toEqual([made.upper]);
    expect(ids(inExcerpt)).toEqual([made.excerpt]);
  });

  test('a substring inside a word is found; a post holding the pieces of the term but not the term is not returned', async () => {
    // Act: "abca cab" holds abc, bca and cab, the trigrams of "abcab", but not "abcab"; "Patterns for
    // serverless" holds both words of "serverless pat", not side by side
    const inside = await api.request('GET', LIST, { headers: client, query: { search: 'title:abcab', searchFields: 'title:like' } });
    const across = await api.request('GET', LIST, { headers: client, query: { search: 'title:serverless pat', searchFields: 'title:like' } });
    // Assess
    expect(ids(inside)).toEqual([made.exact]);
    expect(inside.body.meta.pagination.total).toBe(1);
    expect(ids(across)).toEqual([made.upper]);
    expect(across.body.meta.pagination.total).toBe(1);
  });

  test('totals are exact across pages and audiences (drafts and trash only where the scope asks)', async () => {
    // Act
    const first = await api.request('GET', LIST, { headers: client, query: { search: 'title:quasar', searchFields: 'title:like', per_page: 2 } });
    const next = await api.request('GET', first.body.meta.pagination.links.next.slice(api.url.length), { headers: client });
    const adminAll = await api.request('GET', ADMIN_LIST, { headers: admin, query: { search: 'title:quasar', searchFields: 'title:like' } });
    const adminTrash = await api.request('GET', ADMIN_LIST, { headers: admin, query: { search: 'title:quasar', searchFields: 'title:like', 'filter[]': 'status:trash' } });
    // Assess
    expect(ids(first)).toEqual([made.quasar3, made.quasar2]);
    expect(first.body.meta.pagination).toMatchObject({ total: 3, count: 2 });
    expect(ids(next)).toEqual([made.quasar1]);
    expect(next.body.meta.pagination.total).toBe(3);
    expect(ids(adminAll)).toEqual([made.quasarDraft, made.quasar3, made.quasar2, made.quasar1]);
    expect(ids(adminTrash)).toEqual([made.quasarTrash]);
  });

  test('a client term without a word of three letters is 400 naming search', async () => {
    // Act
    const short = await api.request('GET', LIST, { headers: client, query: { search: 'ab' } });
    const shortWords = await api.request('GET', LIST, { headers: client, query: { search: 'to be or' } });
    // Assess
    expect(short.status).toBe(400);
    expect(short.body.error.details.search[0]).toMatch(/a word of at least 3 letters/);
    expect(shortWords.status).toBe(400);
  });

  test('a new post is found once the stream consumer has run', async () => {
    // Prepare
    await post('late', 'Pulsar timing arrays', { slug: 'pulsar' });
    // Act
    await api.gateway.streamIdle();
    const response = await api.request('GET', LIST, { headers: client, query: { search: 'title:pulsar', searchFields: 'title:like' } });
    // Assess
    expect(ids(response)).toEqual([made.late]);
  });
});

describe('a search within one language', () => {
  test('filter[]=language: and the alternative route\'s language= narrow the index\'s candidates: only that language\'s posts, total exact', async () => {
    // Prepare: the same words in three posts, two languages
    await post('zephyrEn', 'Zephyrine harbour notes', { slug: 'zephyr-en', language: 'en' });
    await post('zephyrEn2', 'More zephyrine harbour notes', { slug: 'zephyr-en-2', language: 'en' });
    await post('zephyrFa', 'Zephyrine harbour یادداشت', { slug: 'zephyr-fa', language: 'fa' });
    await api.gateway.streamIdle();
    // Act
    const english = await api.request('GET', LIST, { headers: client, query: { search: 'title:zephyrine', searchFields: 'title:like', 'filter[]': 'language:en' } });
    const persian = await api.request('GET', LIST, { headers: client, query: { search: 'title:zephyrine', searchFields: 'title:like', 'filter[]': 'language:fa' } });
    const alternative = await api.request('GET', '/api/v3/client/posts', { headers: client, query: { search: 'title:zephyrine', searchFields: 'title:like', language: 'fa' } });
    // Assess
    expect(ids(english).sort()).toEqual([made.zephyrEn, made.zephyrEn2].sort());
    expect(english.body.meta.pagination.total).toBe(2);
    expect(ids(persian)).toEqual([made.zephyrFa]);
    expect(persian.body.meta.pagination.total).toBe(1);
    expect(alternative.status).toBe(200);
    expect(JSON.stringify(alternative.body)).toContain('zephyr-fa');
    expect(JSON.stringify(alternative.body)).not.toContain('zephyr-en');
  });
});

describe('the read units of a title search', () => {
  const UNIT = 4096;
  /** Read units of the search's own reads (vocabulary and postings Queries, rows and posts by BatchGet), eventually consistent. */
  async function unitsOfSearch(): Promise<{ read: number; need: number; returned: number }> {
    recording.clear();
    const response = await api.request('GET', LIST, { headers: client, query: { search: 'title:quasar serverless', searchFields: 'title:like' } });
    expect(response.status).toBe(200);
    const index = callsOf(recording, 'QueryCommand').filter((call) => /^T[WV]#/.test(String(call.input.ExpressionAttributeValues?.[':pk'])));
    const queryUnits = index.reduce((sum, call) => sum + Math.max(1, Math.ceil((call.output.Items ?? []).reduce((bytes: number, item: Item) => bytes + itemSize(item), 0) / UNIT)) * 0.5, 0);
    const read = callsOf(recording, 'BatchGetItemCommand').flatMap((call) => Object.values(call.output.Responses ?? {}).flat() as Item[]).filter((item) => item.sk === 'POST' || item.sk === 'TGS');
    const itemUnits = read.reduce((sum, item) => sum + Math.ceil(itemSize(item) / UNIT) * 0.5, 0);
    // What the posts need is counted on their plain attributes, as the bench counts it (bench/lib/operations.ts).
    const shown = new Set(ids(response));
    const needUnits = read.filter((item) => item.sk === 'POST' && shown.has(Number(item.id))).reduce((sum, item) => sum + Math.ceil(plainPostBytes(item) / UNIT) * 0.5, 0);
    return { read: queryUnits + itemUnits, need: needUnits, returned: ids(response).length };
  }

  test('at most twice the units of the posts it returns, and the same at 1,000 and 5,000 posts', async () => {
    // Act
    await filler(1_000_000, 1_000);
    const small = await unitsOfSearch();
    await filler(1_001_000, 4_000);
    const large = await unitsOfSearch();
    // Assess
    expect(small.returned).toBe(3);
    expect(small.read).toBeLessThanOrEqual(2 * small.need);
    expect(large).toEqual(small);
  }, 900_000);
});

describe('words made of digits (the bench probes the search lag with one)', () => {
  let english: number;
  let persian: number;
  let longer: number;
  beforeAll(async () => {
    const create = async (title: string) => {
      const created = await api.request('POST', ADMIN_LIST, { headers: admin, body: { title, content: BODY, status: 'published' } });
      expect(created.status).toBe(201);
      return created.body.result.id as number;
    };
    english = await create('Queues and 900033 serverless patterns today');
    persian = await create('راهنمای 900034 برنامه‌نویسی سرورلس');
    longer = await create('Release 9000335 notes');
  });

  test('a client list searched before the post is indexed answers 404, and finds it once the stream consumer has run', async () => {
    // Act
    const before = await api.request('GET', LIST, { headers: client, query: { search: '900034', searchFields: 'title:like' } });
    await api.gateway.streamIdle();
    const after = await api.request('GET', LIST, { headers: client, query: { search: '900034', searchFields: 'title:like' } });
    // Assess
    expect(before.status).toBe(404);
    expect(ids(after)).toEqual([persian]);
  });

  test('a bare number on title:like is a substring: the word itself and a longer number holding it, nothing else', async () => {
    // Prepare
    await api.gateway.streamIdle();
    // Act
    const whole = await api.request('GET', LIST, { headers: client, query: { search: '900033', searchFields: 'title:like' } });
    const inside = await api.request('GET', LIST, { headers: client, query: { search: '0003', searchFields: 'title:like' } });
    // Assess
    expect(ids(whole)).toEqual([longer, english]);
    expect(whole.body.meta.pagination.total).toBe(2);
    expect(ids(inside)).toEqual([longer, persian, english]);
  });

  test('digits beside Persian words: across words, with searchJoin, and the admin list alike', async () => {
    // Prepare
    await api.gateway.streamIdle();
    // Act
    const across = await api.request('GET', LIST, { headers: client, query: { search: 'title:900034 برنامه‌نو', searchFields: 'title:like' } });
    const either = await api.request('GET', LIST, { headers: client, query: { search: 'title:900034;title:9000335', searchFields: 'title:like', searchJoin: 'or' } });
    const both = await api.request('GET', LIST, { headers: client, query: { search: 'title:900034;title:سرورلس', searchFields: 'title:like', searchJoin: 'and' } });
    const adminSide = await api.request('GET', ADMIN_LIST, { headers: admin, query: { search: '900033', searchFields: 'title:like' } });
    // Assess
    expect(ids(across)).toEqual([persian]);
    expect(ids(either)).toEqual([longer, persian]);
    expect(ids(both)).toEqual([persian]);
    expect(ids(adminSide)).toEqual([longer, english]);
  });
});
