/**
 * Realistic data for the benchmark: people, a category tree, tags, library media, N posts with
 * bodies of a few KB (headings, lists, links, Persian and English), statuses as a live site has them,
 * and comment threads. Everything but the posts goes through the use cases. Posts are many, and a
 * create transaction per post is slow on DynamoDB Local, so they are written with BatchWriteItem: the
 * very items the create transaction would put (`newPost`, `trashedPost` and `postWriteItems` of the
 * posts domain), with the counter items' `ADD`s summed and applied once per counter at the end.
 *
 * Titles of 6-10 words and excerpts of 30-50 words (prose.ts), half English, half Persian, as the
 * posts the bench measures.
 *
 * The search index of the seeded posts is written with them, as the stream consumer would write it
 * (shared/domains/search/postings.ts: each title word's posting, each new word's vocabulary, each
 * post's search row at its rev): the table is seeded without its stream (service.ts turns it on
 * afterwards; DynamoDB Local slows stream writes as its stream store grows), so no consumer ever sees
 * these posts' records. Postings of titles only (the row says so: its excerpt text is empty): the
 * title searches the budgets measure read nothing else, and every post's excerpt postings would
 * triple the seeding's items. But the vocabulary of both fields: it is the site's, not a post's, and
 * what a new post pays for its words depends on it (a word the site's excerpts never held costs its
 * suffixes once), so a site seeded without its excerpts' vocabulary would price every create as the
 * first post of a new site. The posts the bench creates through the API get everything.
 *
 * A call that fails for a passing reason (a socket hang-up of DynamoDB Local on a loaded machine) is
 * tried again (retry.ts): the writes are idempotent puts, ids a gap at worst, and the steps that create
 * a named thing look for it first.
 *
 * Deterministic (a seeded generator), so that two runs measure the same site.
 */
import { createCategory } from '#domains/taxonomy/manage-categories';
import { createTag } from '#domains/taxonomy/manage-tags';
import { createMedia } from '#domains/media/manage-media';
import { publicUrlOf } from '#domains/media/storage-config';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { nextId } from '#platform/db/sequences';
import { newPost, trashedPost } from '#domains/posts/write/post-changes';
import { processContent } from '#domains/content/process-content';
import { postWriteItems } from '#domains/posts/model/posts-repository';
import { baseSlugOf } from '#domains/posts/model/slugs';
import { PostCreateBody } from '#domains/posts/model/post-schemas';
import { isoNow } from '#platform/time';
import { postComment } from '#domains/comments/post-comment';
import { setCommentStatus } from '#domains/comments/moderate-comments';
import { createUserIfAbsent } from '#domains/seed/ensure';
import { createApiKey } from '#domains/api-keys/manage-api-keys';
import type { User } from '#domains/users/user';
import { mapLimit } from './bundles';
import { SYSTEM_ACTOR } from '#platform/auth/actor';
import { postItem } from '#domains/posts/model/post-items';
import { fieldWords, indexedPost, searchRow, vocabularyItems, wordPosting, type FieldWord } from '#domains/search/postings';
import { findCategoryIdBySlug } from '#domains/taxonomy/categories-repository';
import { findTagIdBySlug } from '#domains/taxonomy/tags-repository';
import { excerptOf, titleOf } from './prose';
import { retryTransient } from './retry';

export const BENCH_PASSWORD = 'bench password of the benchmark 2026';

export interface SeededSite {
  posts: number;
  adminEmail: string;
  readerEmail: string;
  clientApiKey: string;
  categoryIds: number[];
  tagIds: number[];
  mediaIds: number[];
  authorIds: number[];
  /** Published posts with comment threads (for the comment routes). */
  commentedPostIds: number[];
  /** A published post with no comments and likes (for writes that need one). */
  quietPostIds: number[];
}

/** Mulberry32: small, fast, good enough to pick words. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EN_WORDS = (
  'serverless table query index partition cost latency cache bundle runtime region replica stream event handler gateway ' +
  'throughput capacity design pattern model schema write read page cursor counter scale cold start memory arm graviton ' +
  'content editor author review draft publish archive category tag media image video podcast gallery story landing'
).split(' ');
const FA_WORDS = (
  'نوروز بهار باران کتاب شعر حافظ سعدی فردوسی مولانا خیام تهران اصفهان شیراز تبریز مشهد فرهنگ هنر موسیقی ' +
  'داستان تاریخ دانش فناوری ابر داده جدول نمایه هزینه سرعت حافظه نوشتن خواندن صفحه شمارنده طراحی الگو'
).split(' ');

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function sentence(random: () => number, words: readonly string[], length: number): string {
  const parts = Array.from({ length }, () => pick(random, words));
  return parts.join(' ');
}

/** A body of 2-5 KB: headings (the table of contents), paragraphs, a list, a link, sometimes an image. */
export function postBody(random: () => number, persian: boolean): string {
  const words = persian ? FA_WORDS : EN_WORDS;
  const sections = 3 + Math.floor(random() * 4);
  const html = random() < 0.4;
  const parts: string[] = [];
  for (let s = 0; s < sections; s++) {
    const heading = sentence(random, words, 3);
    const paragraphs = Array.from({ length: 1 + Math.floor(random() * 3) }, () => sentence(random, words, 25 + Math.floor(random() * 40)) + '.');
    if (html) {
      parts.push(`<h${s === 0 ? 2 : 3}>${heading}</h${s === 0 ? 2 : 3}>`);
      for (const p of paragraphs) parts.push(`<p>${p} <a href="https://example.com/${s}">${pick(random, words)}</a></p>`);
      if (random() < 0.3) parts.push(`<ul><li>${sentence(random, words, 6)}</li><li>${sentence(random, words, 5)}</li></ul>`);
      if (random() < 0.2) parts.push(`<img src="https://cdn.example.com/img/${s}.jpg" alt="${pick(random, words)}">`);
    } else {
      parts.push(`${s === 0 ? '##' : '###'} ${heading}`);
      for (const p of paragraphs) parts.push(`${p} [${pick(random, words)}](https://example.com/${s})`);
      if (random() < 0.3) parts.push(`- ${sentence(random, words, 6)}\n- ${sentence(random, words, 5)}`);
      if (random() < 0.2) parts.push(`![${pick(random, words)}](https://cdn.example.com/img/${s}.jpg)`);
    }
  }
  return parts.join('\n\n');
}

type Status = 'published' | 'draft' | 'pending' | 'archived';

function statusOf(random: () => number): { status: Status; trash: boolean } {
  const r = random();
  if (r < 0.8) return { status: 'published', trash: false };
  if (r < 0.88) return { status: 'draft', trash: false };
  if (r < 0.92) return { status: 'pending', trash: false };
  if (r < 0.96) return { status: 'archived', trash: false };
  return { status: 'draft', trash: true };
}

const THREE_YEARS_MS = 3 * 365 * 86_400_000;

export async function seedSite(options: { posts: number; log: (line: string) => void }): Promise<SeededSite> {
  const { log } = options;
  const random = generator(20260101 + options.posts);

  const step = <T>(what: string, work: () => Promise<T>) => retryTransient(`seed: ${what}`, work, log);
  const user = (email: string, roles: string[], firstName: string, lastName: string) =>
    step(`user ${email}`, () => createUserIfAbsent({ email, password: BENCH_PASSWORD, roles, firstName, lastName }));
  const admin = await user('admin@bench.example', ['admin'], 'Bench', 'Admin');
  const reader = await user('reader@bench.example', ['user'], 'Bench', 'Reader');
  const authors: User[] = [];
  for (let i = 0; i < 6; i++) authors.push((await user(`author${i}@bench.example`, [i % 2 ? 'editor' : 'author'], `Author ${i}`, 'Bench')).user);
  const commenters: User[] = [];
  for (let i = 0; i < 8; i++) commenters.push((await user(`reader${i}@bench.example`, ['user'], `Reader ${i}`, 'Bench')).user);
  // A retry after a lost answer makes a second key (or media item) that nothing uses.
  const { value: clientApiKey } = await step('client key', () => createApiKey({ name: 'bench client' }, SYSTEM_ACTOR));
  log('seed: users and a client key');

  const mediaIds: number[] = [];
  const mediaUrls: string[] = [];
  for (let i = 0; i < 24; i++) {
    const { media } = await step(`media ${i}`, () =>
      createMedia({
        fileName: `cover-${i}.jpg`,
        mimeType: 'image/jpeg',
        sizeBytes: 50_000 + i * 1000,
        title: `Cover ${i}`,
        collectionName: 'covers',
        width: 1200,
        height: 630,
        duration: null,
      }),
    );
    mediaIds.push(media.id);
    mediaUrls.push(publicUrlOf(media.storageKey));
  }

  // Named by slug: a retry finds what a lost answer created.
  const category = (input: Parameters<typeof createCategory>[0]) =>
    step(`category ${input.slug}`, async () => (await findCategoryIdBySlug(input.slug!)) ?? (await createCategory(input)).category.id);
  const categoryIds: number[] = [];
  for (let root = 0; root < 4; root++) {
    const parent = await category({ nameEn: `Section ${root}`, nameFa: `بخش ${root}`, slug: `section-${root}`, parentId: null, status: 'active', thumbnailId: mediaIds[root] ?? null });
    categoryIds.push(parent);
    for (let child = 0; child < 2; child++) {
      categoryIds.push(await category({ nameEn: `Topic ${root}.${child}`, nameFa: `موضوع ${root}.${child}`, slug: `topic-${root}-${child}`, parentId: parent, status: 'active' }));
    }
  }
  const tagIds: number[] = [];
  for (let i = 0; i < 40; i++) {
    const name = `${pick(random, EN_WORDS)} ${i}`;
    tagIds.push(await step(`tag ${i}`, async () => (await findTagIdBySlug(`tag-${i}`)) ?? (await createTag({ name, slug: `tag-${i}` })).id));
  }
  log(`seed: ${categoryIds.length} categories, ${tagIds.length} tags, ${mediaIds.length} media`);

  const startedAt = Date.now();
  const now = Date.now();
  const published: number[] = [];
  const plans = Array.from({ length: options.posts }, (_, index) => {
    const persian = random() < 0.5;
    const { status, trash } = statusOf(random);
    const tagCount = Math.floor(random() * 5);
    const tags = [...new Set(Array.from({ length: tagCount }, () => pick(random, tagIds)))];
    const image = random();
    // 6-10 words, one of them the post's number (titles stay distinct, so do their slugs).
    const title = titleOf(random, persian, [String(index + 1)]);
    return {
      trash,
      authorId: pick(random, authors).id,
      input: PostCreateBody.parse({
        title,
        excerpt: excerptOf(random, persian),
        content: postBody(random, persian),
        status,
        category_id: pick(random, categoryIds),
        tag_ids: tags,
        is_featured: random() < 0.1,
        featured_image: image < 0.2 ? pick(random, mediaUrls) : image < 0.4 ? `https://cdn.example.com/covers/${index}.jpg` : null,
        ...(status === 'published' || status === 'archived' ? { published_at: new Date(now - random() * THREE_YEARS_MS).toISOString() } : {}),
        seo: random() < 0.5 ? { meta_title: title, meta_description: sentence(random, persian ? FA_WORDS : EN_WORDS, 20), og_image: null } : null,
      }),
    };
  });

  const counters = new Map<string, { key: Record<string, unknown>; adds: Map<string, number> }>();
  /** Title word postings and search rows, written after the posts, two batches at a time (DynamoDB Local refuses connections under more). */
  const searchItems: Record<string, unknown>[] = [];
  /** Every title word of the site, once: its vocabulary is written once. */
  const vocabulary = new Map<string, FieldWord>();
  const itemsOf = async (plan: (typeof plans)[number]): Promise<Record<string, unknown>[]> => {
    const id = await retryTransient('seed: post id', () => nextId('post'), log);
    const created = newPost(plan.input, { id, slug: baseSlugOf(plan.input.title), authorId: plan.authorId, creatorId: admin.user.id, now: isoNow(), body: processContent(plan.input.content, { unfiltered: true }) });
    const post = plan.trash ? (trashedPost(created) ?? created) : created;
    if (post.status === 'published') published.push(post.id);
    const puts: Record<string, unknown>[] = [];
    for (const item of postWriteItems(null, post).items) {
      if (item.Put) puts.push(item.Put.Item!);
      else if (item.Update) {
        const update = item.Update;
        const counterId = JSON.stringify(update.Key);
        const counter = counters.get(counterId) ?? { key: update.Key!, adds: new Map<string, number>() };
        // `ADD #name :delta, ...`: sum each attribute's deltas over all the posts.
        if (!/^ADD /.test(update.UpdateExpression ?? '')) throw new Error(`unexpected counter update ${update.UpdateExpression}`);
        for (const [, name, value] of update.UpdateExpression!.matchAll(/(#\w+)\s+(:\w+)/g)) {
          const attribute = update.ExpressionAttributeNames![name!]!;
          const delta = update.ExpressionAttributeValues![value!];
          if (typeof delta !== 'number') throw new Error(`counter delta of ${attribute} is not a number`);
          counter.adds.set(attribute, (counter.adds.get(attribute) ?? 0) + delta);
        }
        counters.set(counterId, counter);
      } else if (!item.ConditionCheck) throw new Error('a create writes only puts and counter updates (and checks)');
    }
    // The title only: the row holds an empty excerpt, so the index holds what it says.
    const indexed = indexedPost(postItem(post));
    const titleOnly = { ...indexed, text: { t: indexed.text.t, e: '' } };
    for (const [name, word] of fieldWords(titleOnly, ['t'])) {
      searchItems.push(wordPosting(word, post.id, post.rev));
      vocabulary.set(name, word);
    }
    for (const [name, word] of fieldWords(indexed, ['e'])) vocabulary.set(name, word);
    searchItems.push(searchRow(titleOnly));
    return puts;
  };
  const writeBatch = (batch: Record<string, unknown>[]): Promise<void> =>
    retryTransient(
      'seed: batch write',
      async () => {
        let pending = batch.map((Item) => ({ PutRequest: { Item } }));
        for (let attempt = 0; pending.length > 0; attempt++) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));
          const output = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
          pending = (output.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
        }
      },
      log,
    );

  // Chunks of posts: build their items, then write them 25 at a time; chunks run side by side.
  const chunks: (typeof plans)[] = [];
  for (let start = 0; start < plans.length; start += 25) chunks.push(plans.slice(start, start + 25));
  let done = 0;
  let items = 0;
  await mapLimit(chunks, 8, async (chunk) => {
    const puts = (await Promise.all(chunk.map(itemsOf))).flat();
    for (let start = 0; start < puts.length; start += 25) await writeBatch(puts.slice(start, start + 25));
    items += puts.length;
    const before = done;
    done += chunk.length;
    if (Math.floor(done / 2000) !== Math.floor(before / 2000) || done === plans.length) {
      const seconds = (Date.now() - startedAt) / 1000;
      log(`seed: ${done}/${plans.length} posts (${items} items, ${Math.round(done / seconds)} posts/s)`);
    }
  });
  for (const word of vocabulary.values()) searchItems.push(...vocabularyItems(word));
  const searchBatches: Record<string, unknown>[][] = [];
  for (let start = 0; start < searchItems.length; start += 25) searchBatches.push(searchItems.slice(start, start + 25));
  await mapLimit(searchBatches, 2, writeBatch);
  log(`seed: ${searchItems.length} search items (title words, ${vocabulary.size} words' vocabulary of titles and excerpts, rows) in ${Math.round((Date.now() - startedAt) / 1000)} s`);
  // Each counter's sums once: the mark makes a retry after a lost answer a refused no-op, not a second addition.
  const mark = `seed-${options.posts}-${startedAt}`;
  for (const { key, adds } of counters.values()) {
    const names: Record<string, string> = { '#seeded': 'seeded' };
    const values: Record<string, number | string> = { ':mark': mark };
    const terms = [...adds].map(([name, delta], index) => {
      names[`#c${index}`] = name;
      values[`:d${index}`] = delta;
      return `#c${index} :d${index}`;
    });
    await step('counters', async () => {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: key,
            UpdateExpression: `ADD ${terms.join(', ')} SET #seeded = :mark`,
            ConditionExpression: 'attribute_not_exists(#seeded) OR #seeded <> :mark',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        );
      } catch (error) {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      }
    });
  }
  log(`seed: ${plans.length} posts and ${counters.size} counter items in ${Math.round((Date.now() - startedAt) / 1000)} s`);
  published.sort((a, b) => a - b);

  // Comment threads on a few posts: approved top-level comments with replies, and some pending.
  const commentedPostIds = published.slice(-6);
  for (const postId of commentedPostIds) {
    for (let t = 0; t < 10; t++) {
      // A retry after a lost answer leaves one more comment on the thread: harmless for what the bench reads.
      const author = pick(random, commenters).id;
      const top = await step('comment', () => postComment(postId, author, { content: sentence(random, EN_WORDS, 20) }));
      await step('comment status', () => setCommentStatus(top.id, 'approved'));
      if (t % 3 === 0) {
        const replier = pick(random, commenters).id;
        const reply = await step('reply', () => postComment(postId, replier, { content: sentence(random, FA_WORDS, 12), parent_id: top.id }));
        await step('reply status', () => setCommentStatus(reply.id, 'approved'));
      }
    }
    await step('pending comment', () => postComment(postId, reader.user.id, { content: 'Pending: awaiting moderation.' }));
  }
  log(`seed: comment threads on ${commentedPostIds.length} posts`);

  return {
    posts: options.posts,
    adminEmail: admin.user.email,
    readerEmail: reader.user.email,
    clientApiKey,
    categoryIds,
    tagIds,
    mediaIds,
    authorIds: authors.map((author) => author.id),
    commentedPostIds,
    quietPostIds: published.slice(0, 50),
  };
}
