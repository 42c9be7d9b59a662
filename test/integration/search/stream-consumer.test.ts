/**
 * The search index as the stream consumer keeps it, on DynamoDB Local, through the local stream pump
 * and the stream function: by difference (a title edit that changes one word writes that word's
 * posting and deletes the old one's; a status change or an edit of neither title nor excerpt writes
 * the row only), against what the post's row says the index holds (a record set aside is caught up by
 * the next); a redelivered or late record changes nothing; records of one post racing never diff from
 * the same state (the row is claimed first), and a record that failed after its claim, or the next
 * record, writes what the claim left pending; a new word's vocabulary is written once; `cms search reindex` brings
 * a table of layout 9 (trigram postings) to this layout. And stream delivery: a failing record is
 * retried, and after the retries set aside without blocking the records after it.
 *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { GetCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys, padId } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { nextId } from '#platform/db/sequences';
import { LAYOUT_VERSION, readLayout } from '#platform/db/layout';
import { writePost } from '#domains/posts/model/posts-repository';
import { postItem } from '#domains/posts/model/post-items';
import type { Post } from '#domains/posts/model/post';
import { applyPostChange } from '#domains/search/index-writer';
import { foldText } from '#domains/search/fold';
import { wordsOf } from '#domains/search/words';
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

async function newPost(title: string, excerpt = '', status: Post['status'] = 'published'): Promise<Post> {
  const post = await unwrittenPost(title, excerpt, status);
  await writePost(null, post);
  return post;
}

/** A post whose item is never written: its records are applied by the test alone (the stream pump never sees it). */
async function unwrittenPost(title: string, excerpt = '', status: Post['status'] = 'published'): Promise<Post> {
  const id = await nextId('post');
  const now = new Date().toISOString();
  return {
    id,
    type: 'post',
    title,
    slug: `post-${id}`,
    excerpt,
    excerptAuto: false,
    content: `<p>${title}</p>`,
    featuredImage: null,
    status,
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
    publishedAt: status === 'published' ? now : null,
  };
}

/** `edit` without the write. */
const changed = (before: Post, change: Partial<Post>): Post => ({ ...before, ...change, version: before.version + 1, rev: before.rev + 1, updatedAt: new Date().toISOString() });

async function edit(before: Post, change: Partial<Post>): Promise<Post> {
  const after: Post = { ...before, ...change, version: before.version + 1, rev: before.rev + 1, updatedAt: new Date().toISOString() };
  await writePost(before, after);
  return after;
}

/** The post's word postings: `field word` → the posting. */
async function postingsOf(id: number): Promise<Map<string, Item>> {
  const items = (await scanAll()).filter((item) => String(item.pk).startsWith('TW#') && String(item.sk).endsWith(` ${padId(id)}`));
  return new Map(items.map((item) => [`${String(item.pk).split('#')[1]} ${String(item.sk).split(' ')[0]}`, item]));
}

const expectedWords = (title: string, excerpt = '') => [...wordsOf(foldText(title)).map((word) => `t ${word}`), ...wordsOf(foldText(excerpt)).map((word) => `e ${word}`)].sort();

const rowOf = async (id: number) => (await db.send(new GetCommand({ TableName: tableName(), Key: keys.searchState(id), ConsistentRead: true }))).Item;

const search = (term: string, extra: Partial<TextSearchQuery> = {}) =>
  searchPostIds({ conditions: [{ field: 'title', term }], join: 'or', filters: {}, sort: 'id', order: 'asc', offset: 0, limit: 50, ...extra });

describe('the search index the stream consumer keeps', () => {
  test('a created post gets one posting per distinct word of three letters or more of its folded title and excerpt, a row with its status and text, and its words\' vocabulary', async () => {
    // Act
    const post = await newPost('Serverless Search on AWS', 'Words in DynamoDB, and the words of it');
    await streamCaughtUp();
    // Assess
    const postings = await postingsOf(post.id);
    expect([...postings.keys()].sort()).toEqual(expectedWords('Serverless Search on AWS', 'Words in DynamoDB, and the words of it'));
    expect(postings.get('t serverless')).toMatchObject({ rev: 1 });
    expect(await rowOf(post.id)).toMatchObject({ rev: 1, s: 'published', t: 'serverless search on aws', e: 'words in dynamodb, and the words of it' });
    const vocabulary = (await scanAll()).filter((item) => String(item.pk).startsWith('TV#t#') && String(item.sk).endsWith(' serverless'));
    expect(vocabulary.map((item) => String(item.sk).split(' ')[0]).sort()).toEqual(['erless', 'erverless', 'ess', 'less', 'rless', 'rverless', 'serverless', 'verless']);
    expect((await search('LESS SEA')).ids).toEqual([post.id]);
    expect((await search('erles')).ids).toEqual([post.id]);
  });

  test('a title edit that changes one word writes that word\'s posting, deletes the old one\'s, and rewrites no other', async () => {
    // Prepare
    const post = await newPost('Quokka habits in the wild', 'Field notes');
    await streamCaughtUp();
    // Act
    const edited = await edit(post, { title: 'Wombat habits in the wild' });
    const outcome = await applyPostChange(postItem(post), postItem(edited));
    await streamCaughtUp();
    // Assess
    expect(outcome).toEqual({ outcome: 'applied', puts: 1, deletes: 1, vocabulary: expect.any(Number) });
    const postings = await postingsOf(post.id);
    expect([...postings.keys()].sort()).toEqual(expectedWords('Wombat habits in the wild', 'Field notes'));
    // Untouched postings keep the rev they were written at.
    expect(postings.get('t habits')).toMatchObject({ rev: 1 });
    expect(postings.get('t wombat')).toMatchObject({ rev: 2 });
    expect((await search('quokka')).ids).toEqual([]);
    expect((await search('wombat')).ids).toEqual([edited.id]);
  });

  test('a status change, a new category or an edit of neither title nor excerpt writes the row only', async () => {
    // Prepare
    const draft = await newPost('Platypus notes', 'Where they swim', 'draft');
    await streamCaughtUp();
    // Act
    const published = await edit(draft, { status: 'published', publishedAt: new Date().toISOString() });
    const onPublish = await applyPostChange(postItem(draft), postItem(published));
    const rewritten = await edit(published, { content: '<p>Another body</p>' });
    const onContent = await applyPostChange(postItem(published), postItem(rewritten));
    await streamCaughtUp();
    // Assess
    expect(onPublish).toEqual({ outcome: 'applied', puts: 0, deletes: 0, vocabulary: 0 });
    expect(onContent).toEqual({ outcome: 'applied', puts: 0, deletes: 0, vocabulary: 0 });
    expect(await rowOf(draft.id)).toMatchObject({ rev: 3, s: 'published' });
    expect([...(await postingsOf(draft.id)).values()].map((posting) => posting.rev)).toEqual([1, 1, 1, 1, 1]);
    expect((await search('platypus')).ids).toEqual([draft.id]);
  });

  test('trash moves the post out of the default scope and into the trash scope; delete removes every posting', async () => {
    // Prepare
    const post = await newPost('Platypus diaries');
    await streamCaughtUp();
    // Act
    const trashed = await edit(post, { status: 'trash', statusBeforeTrash: 'published' });
    await streamCaughtUp();
    const inDefault = await search('diaries');
    const inTrash = await search('diaries', { filters: { status: 'trash' } });
    await writePost(trashed, null);
    await streamCaughtUp();
    // Assess
    expect(inDefault).toMatchObject({ ids: [], total: 0 });
    expect(inTrash).toMatchObject({ ids: [post.id], total: 1 });
    expect((await postingsOf(post.id)).size).toBe(0);
    expect(await rowOf(post.id)).toMatchObject({ deleted: true, rev: 3 });
    expect((await search('diaries', { filters: { status: 'trash' } })).total).toBe(0);
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

  test('a record applied again to a post whose row is gone writes the same postings', async () => {
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
    expect((await rowOf(post.id))?.rev).toBe(1);
  });

  test('a record that was never applied (set aside) is caught up by the next: the difference is taken from the row', async () => {
    // Prepare: rev 1 indexed; rev 2's record lost; rev 3 arrives
    const first = await newPost('Kiwi feathers');
    await streamCaughtUp();
    const second = await edit(first, { title: 'Kakapo feathers' });
    const third = await edit(second, { excerpt: 'Night parrots' });
    // Act: rev 3's record alone (its old image is rev 2, which the index never saw)
    const outcome = await applyPostChange(postItem(second), postItem(third));
    // Assess
    expect(outcome).toMatchObject({ outcome: 'applied', puts: 3, deletes: 1 });
    expect([...(await postingsOf(first.id)).keys()].sort()).toEqual(expectedWords('Kakapo feathers', 'Night parrots'));
    await streamCaughtUp();
  });

  test('a like or a view (no rev change) writes nothing', async () => {
    // Prepare
    const post = await newPost('Dingo tracks');
    await streamCaughtUp();
    // Act
    const outcome = await applyPostChange(postItem(post), postItem({ ...post, likesCount: 5 }));
    // Assess
    expect(outcome).toEqual({ outcome: 'stale' });
  });

  test("a word's vocabulary is written once: a second post with the same words writes its postings and row only", async () => {
    // Prepare
    await newPost('Lyrebird mimicry');
    await streamCaughtUp();
    const second = await newPost('Lyrebird mimicry');
    // Act
    const outcome = await applyPostChange(undefined, postItem(second));
    // Assess
    expect(outcome).toEqual({ outcome: 'applied', puts: 2, deletes: 0, vocabulary: 0 });
    await streamCaughtUp();
  });
});

describe('exactness under concurrent writes', () => {
  /** A small seeded generator: the same interleaving on every run. */
  const generator = (seed: number) => () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const WORDS = ['kestrel', 'kestrels', 'falcon', 'harrier', 'osprey', 'the', 'of', 'کتاب', 'كتاب', 'کتاب‌ها', 'کتابها', 'شیراز', 'باران', 'بهار', 'می‌خواهم'];

  test('posts edited side by side, their records applied again concurrently and out of order: every search answers exactly what the posts say', async () => {
    // Prepare: 6 posts, each edited 4 times (the posts side by side), and every record of every post
    // applied once more, all at once, in a shuffled order, while the stream pump applies them too.
    const random = generator(29);
    const text = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]!).join(' ');
    const records: Array<[Post | undefined, Post]> = [];
    const finals = await Promise.all(
      Array.from({ length: 6 }, async () => {
        let post = await newPost(text(4), text(6));
        records.push([undefined, post]);
        for (let round = 0; round < 4; round++) {
          const next = await edit(post, random() < 0.5 ? { title: text(4) } : { title: text(4), excerpt: text(6) });
          records.push([post, next]);
          post = next;
        }
        return post;
      }),
    );
    const shuffled = records.map((record) => ({ record, order: random() })).sort((a, b) => a.order - b.order).map(({ record }) => record);
    // Act
    // Four records at a time (DynamoDB Local refuses connections under more on a loaded machine).
    for (let start = 0; start < shuffled.length; start += 4) {
      await Promise.all(shuffled.slice(start, start + 4).map(([before, after]) => applyPostChange(before ? postItem(before) : undefined, postItem(after))));
    }
    await streamCaughtUp();
    // Assess: each term, in each field, against the posts' own texts (small pages read the rows; one page the posts)
    const terms = ['kestrel', 'estre', 'falcon', 'of kestrel', 'the falcon', 'harrier osprey', 'كتاب', 'کتابها', 'کتاب‌ها', 'شیراز باران', 'خواهم', 'رازب'];
    const ids = new Set(finals.map((post) => post.id));
    for (const term of terms) {
      const folded = foldText(term);
      for (const field of ['title', 'excerpt'] as const) {
        const expected = finals.filter((post) => foldText(field === 'title' ? post.title : post.excerpt).includes(folded)).map((post) => post.id).sort((a, b) => a - b);
        for (const limit of [2, 50]) {
          const pages: number[] = [];
          for (let offset = 0; offset < Math.max(expected.length, 1); offset += limit) {
            const page = await searchPostIds({ conditions: [{ field, term }], join: 'or', filters: {}, sort: 'id', order: 'asc', offset, limit });
            expect({ term, field, total: page.total }).toEqual({ term, field, total: expected.length });
            pages.push(...page.ids.filter((id) => ids.has(id)));
          }
          expect({ term, field, limit, ids: pages }).toEqual({ term, field, limit, ids: expected });
        }
      }
    }
    // The rows hold the last state, whatever order the records came in.
    for (const post of finals) expect(await rowOf(post.id)).toMatchObject({ rev: post.rev, t: foldText(post.title), e: foldText(post.excerpt) });
  });
});

describe("one post's records racing (each step in a set order)", () => {
  /**
   * Runs `held` until it has read the post's search row, then `meanwhile` whole, then the rest of
   * `held`: two records that both read the row before either writes.
   */
  async function heldAfterRowRead<T>(postId: number, held: () => Promise<T>, meanwhile: () => Promise<unknown>): Promise<T> {
    const send = db.send.bind(db);
    const row = keys.searchState(postId);
    let signalRead!: () => void;
    let signalGo!: () => void;
    const read = new Promise<void>((resolve) => (signalRead = resolve));
    const go = new Promise<void>((resolve) => (signalGo = resolve));
    let holding = true;
    const spy = jest.spyOn(db, 'send').mockImplementation((async (command: unknown) => {
      const output = await send(command as never);
      if (holding && command instanceof GetCommand && command.input.Key?.pk === row.pk) {
        holding = false;
        signalRead();
        await go;
      }
      return output;
    }) as typeof db.send);
    try {
      const first = held();
      await read;
      await meanwhile();
      signalGo();
      return await first;
    } finally {
      spy.mockRestore();
    }
  }

  // rev 1 has kestrel, rev 2 removes it, rev 3 brings it back: kestrel's posting must be there at the end.
  test.each([
    ['rev 2 reads the row, rev 3 is applied whole, then rev 2 goes on', 2],
    ['rev 3 reads the row, rev 2 is applied whole, then rev 3 goes on', 3],
  ])('%s: the index ends as rev 3 says, kestrel\'s posting included', async (_name, heldRev) => {
    // Prepare
    const first = await unwrittenPost('Kestrel falcon', 'Hover hunting');
    const second = changed(first, { title: 'Falcon' });
    const third = changed(second, { title: 'Kestrel falcon osprey' });
    await applyPostChange(undefined, postItem(first));
    const applySecond = () => applyPostChange(postItem(first), postItem(second));
    const applyThird = () => applyPostChange(postItem(second), postItem(third));
    // Act
    const outcome = heldRev === 2 ? await heldAfterRowRead(first.id, applySecond, applyThird) : await heldAfterRowRead(first.id, applyThird, applySecond);
    // Assess
    expect([...(await postingsOf(first.id)).keys()].sort()).toEqual(expectedWords('Kestrel falcon osprey', 'Hover hunting'));
    // The older record, finding the newer claim, writes nothing; the newer, finding the older's, claims from its state.
    expect(outcome.outcome).toBe(heldRev === 2 ? 'stale' : 'applied');
    const row = await rowOf(first.id);
    expect(row).toMatchObject({ rev: 3, t: foldText('Kestrel falcon osprey') });
    expect(row).not.toHaveProperty('p');
  });

  /** Applies a record whose first posting write fails (a crash after the claim); the rejection is the record's failure. */
  async function failingAfterClaim(apply: () => Promise<unknown>): Promise<void> {
    const send = db.send.bind(db);
    const spy = jest.spyOn(db, 'send').mockImplementation(((command: unknown) => {
      if ((command instanceof PutCommand && String(command.input.Item?.pk).startsWith('TW#')) || command instanceof DeleteCommand) {
        return Promise.reject(Object.assign(new Error('Internal server error'), { name: 'InternalServerError' }));
      }
      return send(command as never);
    }) as typeof db.send);
    try {
      await expect(apply()).rejects.toThrow('Internal server error');
    } finally {
      spy.mockRestore();
    }
  }

  test('a record that failed between its claim and its postings writes them when applied again, and only then clears the pending mark', async () => {
    // Prepare: rev 2's postings fail after its claim
    const first = await unwrittenPost('Kestrel falcon', 'Hover hunting');
    const second = changed(first, { title: 'Harrier falcon' });
    await applyPostChange(undefined, postItem(first));
    await failingAfterClaim(() => applyPostChange(postItem(first), postItem(second)));
    const pending = await rowOf(first.id);
    // Act
    const again = await applyPostChange(postItem(first), postItem(second));
    // Assess
    expect(pending).toMatchObject({ rev: 2, p: ['t kestrel'] });
    expect(again.outcome).toBe('applied');
    expect([...(await postingsOf(first.id)).keys()].sort()).toEqual(expectedWords('Harrier falcon', 'Hover hunting'));
    expect(await rowOf(first.id)).not.toHaveProperty('p');
    expect(await applyPostChange(postItem(first), postItem(second))).toEqual({ outcome: 'stale' });
  });

  test('a newer record finding a pending row (its record set aside) writes every posting it wants and the removals left pending', async () => {
    // Prepare: rev 2's claim is left pending for good
    const first = await unwrittenPost('Kestrel falcon', 'Hover hunting');
    const second = changed(first, { title: 'Harrier falcon' });
    const third = changed(second, { excerpt: 'Hover hunting at dusk' });
    await applyPostChange(undefined, postItem(first));
    await failingAfterClaim(() => applyPostChange(postItem(first), postItem(second)));
    // Act
    const outcome = await applyPostChange(postItem(second), postItem(third));
    // Assess
    expect(outcome).toMatchObject({ outcome: 'applied', puts: expectedWords('Harrier falcon', 'Hover hunting at dusk').length, deletes: 1 });
    expect([...(await postingsOf(first.id)).keys()].sort()).toEqual(expectedWords('Harrier falcon', 'Hover hunting at dusk'));
    expect(await rowOf(first.id)).not.toHaveProperty('p');
  });
});

describe("a record the row already answers still moves the row's rev", () => {
  test('a record whose state the row already holds claims its rev: an older record applied after it is stale', async () => {
    // Prepare: rev 3 puts back exactly what rev 1 said (rev 2 changed the title)
    const first = await unwrittenPost('Kestrel falcon', 'Hover hunting');
    const second = changed(first, { title: 'Harrier' });
    const third: Post = { ...second, title: first.title, updatedAt: first.updatedAt, version: 3, rev: 3 };
    await applyPostChange(undefined, postItem(first));
    // Act
    const onThird = await applyPostChange(postItem(second), postItem(third));
    const onSecond = await applyPostChange(postItem(first), postItem(second));
    // Assess
    expect([onThird, onSecond]).toEqual([{ outcome: 'unchanged' }, { outcome: 'stale' }]);
    expect(await rowOf(first.id)).toMatchObject({ rev: 3, t: foldText('Kestrel falcon') });
    expect([...(await postingsOf(first.id)).keys()].sort()).toEqual(expectedWords('Kestrel falcon', 'Hover hunting'));
  });

  test('the delete of a post the index never held writes its deleted row: its create, late, is stale', async () => {
    // Prepare
    const post = await unwrittenPost('Kestrel falcon');
    // Act
    const onDelete = await applyPostChange(postItem(post), undefined);
    const lateCreate = await applyPostChange(undefined, postItem(post));
    // Assess
    expect([onDelete, lateCreate]).toEqual([{ outcome: 'unchanged' }, { outcome: 'stale' }]);
    expect(await rowOf(post.id)).toMatchObject({ rev: 2, deleted: true });
    expect((await postingsOf(post.id)).size).toBe(0);
  });
});

describe('reindexing from the post items', () => {
  test("finishes a claim left pending at the post's rev (its record set aside): the postings it had not written", async () => {
    // Prepare: the post indexed, then its row made pending as a claim that failed after writing one posting would leave it
    const post = await newPost('Gyrfalcon eyrie', 'Arctic cliffs');
    await streamCaughtUp();
    const lost = [...(await postingsOf(post.id)).values()].slice(0, 2);
    for (const posting of lost) await db.send(new DeleteCommand({ TableName: tableName(), Key: { pk: posting.pk, sk: posting.sk } }));
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...(await rowOf(post.id))!, p: [] } }));
    // Act
    await reindexSearch();
    // Assess
    expect([...(await postingsOf(post.id)).keys()].sort()).toEqual(expectedWords('Gyrfalcon eyrie', 'Arctic cliffs'));
    expect(await rowOf(post.id)).not.toHaveProperty('p');
    await streamCaughtUp();
  });

  test('writes the index of posts the consumer has not seen, and skips them on a second run', async () => {
    // Prepare: the consumer has seen everything so far; then a post it has not seen yet
    await streamCaughtUp();
    const post = await newPost('Cassowary migration');
    // Act
    const first = await reindexSearch();
    const second = await reindexSearch();
    // Assess
    expect(first.written).toBe(1);
    expect(first.posts).toBeGreaterThan(1);
    expect([...(await postingsOf(post.id)).keys()].sort()).toEqual(expectedWords('Cassowary migration'));
    expect(second).toEqual({ posts: first.posts, written: 0, alreadyIndexed: first.posts, legacyRemoved: 0, commentsMoved: 0 });
    await streamCaughtUp();
    expect((await search('cassowary')).ids).toEqual([post.id]);
  });

  test('a table of layout 11: its trigram postings are removed, its rows of layout 11 replaced, its stamp moved to this layout', async () => {
    // Prepare: a post indexed as layout 11 did (trigram postings, a row holding only its rev), and the stamp
    await streamCaughtUp();
    const post = await newPost('Tasmanian devil');
    await streamCaughtUp();
    await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.searchState(post.id) }));
    for (const item of (await postingsOf(post.id)).values()) await db.send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));
    for (const gram of ['tas', 'dev', 'vil']) await db.send(new PutCommand({ TableName: tableName(), Item: { pk: `TG#t#${gram}`, sk: padId(post.id), rev: 1, s: 'published', v: 'tasmanian devil' } }));
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.searchState(post.id), rev: 1 } }));
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.layout(), entity: 'layout', version: 11, since: '2026-01-01T00:00:00.000Z' } }));
    // Act
    const report = await reindexSearch();
    // Assess
    expect(report).toMatchObject({ legacyRemoved: 3, migrated: true });
    expect((await scanAll()).filter((item) => String(item.pk).startsWith('TG#'))).toEqual([]);
    expect([...(await postingsOf(post.id)).keys()].sort()).toEqual(expectedWords('Tasmanian devil'));
    expect(await rowOf(post.id)).toMatchObject({ rev: 1, x: 2, t: 'tasmanian devil' });
    expect((await readLayout(db, tableName()))?.version).toBe(LAYOUT_VERSION);
    expect((await search('devil')).ids).toEqual([post.id]);
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

  test('work left to the batch end runs once per key after every record; when it fails, the earliest record that asked is reported', async () => {
    // Prepare: records 1-4 of four items; 2, 3 and 4 ask for the same end work, which fails the second time
    const order: string[] = [];
    let ends = 0;
    const consumer: StreamConsumer = {
      name: 'leaves work to the end',
      sortKeys: ['POST'],
      async apply(r) {
        order.push(r.sequenceNumber);
        if (r.sequenceNumber === '1') return undefined;
        return {
          key: 'end',
          async run() {
            order.push('end');
            if (++ends === 2) throw new Error('injected');
          },
        };
      },
    };
    // Act
    const first = await dispatchRecords([record(1), record(2), record(3), record(4)], [consumer]);
    const second = await dispatchRecords([record(1), record(2), record(3), record(4)], [consumer]);
    // Assess
    expect(first).toEqual({ batchItemFailures: [] });
    expect(order.slice(0, 5).sort()).toEqual(['1', '2', '3', '4', 'end']);
    expect(order[4]).toBe('end');
    expect(second).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
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
