/**
 * Post test helpers: taxonomy and users to point at, and `tableState()` which reads the whole (small)
 * test table and recomputes what every list pointer, slug item, counter and page block must be from the post items.
 */
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { nextId } from '#platform/db/sequences';
import type { Item } from '#platform/db/attributes';
import { categoryItem } from '#domains/taxonomy/categories-repository';
import { tagItem } from '#domains/taxonomy/tags-repository';
import { insertUser } from '#domains/users/users-repository';
import { toPost, ownedAttributes, pointerItem, postIndexKeys } from '#domains/posts/model/post-items';
import { ALL, counterAttribute, dimensionsOf, pointerDimensionsOf } from '#domains/posts/model/scopes';
import { blockDeltas, blockOf } from '#domains/posts/list/page-blocks';
import { keys } from '#platform/db/keys';
import { POST_STATUSES, type Post } from '#domains/posts/model/post';
import type { PostCreateInput } from '#domains/posts/model/post-schemas';
import { SYSTEM_ACTOR } from '#platform/auth/actor';

const now = () => new Date().toISOString();

export async function makeCategory(name = 'Category', fixedId?: number): Promise<number> {
  const id = fixedId ?? (await nextId('category'));
  const at = now();
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: categoryItem({
        id,
        nameEn: name,
        nameFa: 'دسته',
        slug: `category-${id}`,
        parentId: null,
        description: null,
        status: 'active',
        thumbnailId: null,
        isFeatured: false,
        createdAt: at,
        updatedAt: at,
      }),
    }),
  );
  return id;
}

export async function makeTag(name = 'Tag', fixedId?: number): Promise<number> {
  const id = fixedId ?? (await nextId('tag'));
  const at = now();
  await db.send(new PutCommand({ TableName: tableName(), Item: tagItem({ id, name: `${name} ${id}`, slug: `tag-${id}`, createdAt: at, updatedAt: at }) }));
  return id;
}

export async function makeUser(roles: string[] = ['author']): Promise<number> {
  const user = await insertUser(
    { email: `author-${Math.random().toString(36).slice(2)}@example.com`, firstName: 'Ada', lastName: 'Writer', passwordHash: 'x', roles },
    now(), SYSTEM_ACTOR,
  );
  return user.id;
}

export function createInput(overrides: Partial<PostCreateInput> = {}): PostCreateInput {
  return { title: 'A post', content: '<p>Some body text for the post.</p>', ...overrides };
}

/** Every item of this file's table (a consistent scan: fine for the small tables of tests). */
export async function scanAll(): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const output = await db.send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey, ConsistentRead: true }));
    items.push(...(output.Items ?? []));
    startKey = output.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export interface TableState {
  posts: Map<number, Post>;
  /** Problems found; empty when rows, slugs and counters all agree with the post items. */
  problems: string[];
  counters: Map<string, Record<string, number>>;
}

const comparable = (item: Item) => {
  const post = toPost(item);
  return JSON.stringify({ ...ownedAttributes(post), comment_count: post.commentCount });
};

/** Every list row, slug item and counter checked against the post items. */
export async function tableState(): Promise<TableState> {
  const items = await scanAll();
  const problems: string[] = [];
  const posts = new Map<number, Post>();
  const postItems = new Map<number, Item>();
  for (const item of items) {
    if (String(item.pk).startsWith('POST#') && item.sk === 'POST') {
      const post = toPost(item);
      posts.set(post.id, post);
      postItems.set(post.id, item);
    }
  }
  // List pointers: exactly the dimensions of each post, each with the post's current values; the
  // post item carries its site-wide list keys.
  const pointers = items.filter((item) => String(item.pk).startsWith('LP#'));
  const expectedPointers = new Set<string>();
  for (const post of posts.values()) for (const dim of pointerDimensionsOf(post)) expectedPointers.add(`LP#${dim}|${post.id}`);
  const seenPointers = new Set<string>();
  for (const pointer of pointers) {
    const id = Number(pointer.sk);
    const name = `${String(pointer.pk)}|${id}`;
    seenPointers.add(name);
    if (!expectedPointers.has(name)) problems.push(`unexpected pointer ${name}`);
    else if (JSON.stringify(pointer, Object.keys(pointer).sort()) !== JSON.stringify(pointerItem(String(pointer.pk).slice(3), posts.get(id)!), Object.keys(pointer).sort())) {
      problems.push(`pointer ${name} differs from its post`);
    }
  }
  for (const name of expectedPointers) if (!seenPointers.has(name)) problems.push(`missing pointer ${name}`);
  for (const [id, item] of postItems) {
    const keysNow = postIndexKeys(posts.get(id)!);
    if (Object.entries(keysNow).some(([name, value]) => item[name] !== value)) problems.push(`post ${id} has stale list keys`);
  }
  // Slugs: one per post, pointing at it.
  const slugs = items.filter((item) => String(item.pk).startsWith('SLUG#post#'));
  for (const post of posts.values()) {
    const slug = slugs.find((item) => item.pk === `SLUG#post#${post.slug}`);
    if (!slug || slug.post_id !== post.id) problems.push(`slug ${post.slug} does not point at post ${post.id}`);
  }
  if (slugs.length !== posts.size) problems.push(`${slugs.length} slug items for ${posts.size} posts`);
  // Counters: recomputed from the posts.
  const expected = new Map<string, Record<string, number>>();
  for (const post of posts.values()) {
    for (const dim of dimensionsOf(post)) {
      const counts = expected.get(dim) ?? {};
      counts[counterAttribute(post.status)] = (counts[counterAttribute(post.status)] ?? 0) + 1;
      if (post.status !== 'trash') counts.n_all = (counts.n_all ?? 0) + 1;
      expected.set(dim, counts);
    }
  }
  const counters = new Map<string, Record<string, number>>();
  // Counts live on `PLC#<dimension>` items, and on the category and tag items for their dimensions.
  const dimensionOf = (item: Item): string | undefined => {
    const pk = String(item.pk);
    if (pk.startsWith('PLC#')) return item.sk === 'COUNT' ? pk.slice(4) : undefined;
    if (pk.startsWith('CATEGORY#') && item.sk === 'CATEGORY') return `category=${pk.slice('CATEGORY#'.length)}`;
    if (pk.startsWith('TAG#') && item.sk === 'TAG') return `tag=${pk.slice('TAG#'.length)}`;
    return undefined;
  };
  for (const item of items) {
    const dim = dimensionOf(item);
    if (dim === undefined) continue;
    const counts: Record<string, number> = {};
    for (const [name, value] of Object.entries(item)) if (name.startsWith('n_') && typeof value === 'number') counts[name] = value;
    counters.set(dim, counts);
  }
  for (const dim of new Set([...expected.keys(), ...counters.keys()])) {
    for (const attribute of [...POST_STATUSES.map((s) => counterAttribute(s)), 'n_all']) {
      const want = expected.get(dim)?.[attribute] ?? 0;
      const have = counters.get(dim)?.[attribute] ?? 0;
      if (want !== have) problems.push(`counter ${dim}.${attribute} is ${have}, expected ${want}`);
    }
  }
  // Page blocks: each block's counts (per status, and per published month and status) are those of the posts whose ids fall in it.
  const expectedBlocks = new Map<string, Record<string, number>>();
  for (const post of posts.values()) {
    const sk = keys.postCountBlock(ALL, blockOf(post.id)).sk;
    const counts = expectedBlocks.get(sk) ?? {};
    for (const [attribute, delta] of blockDeltas(null, post)) counts[attribute] = (counts[attribute] ?? 0) + delta;
    expectedBlocks.set(sk, counts);
  }
  const blockItems = new Map(items.filter((item) => item.pk === keys.postCountersPartition(ALL) && item.sk !== 'COUNT').map((item) => [String(item.sk), item]));
  for (const sk of new Set([...expectedBlocks.keys(), ...blockItems.keys()])) {
    const have = Object.entries(blockItems.get(sk) ?? {}).filter(([name, value]) => typeof value === 'number' && value !== 0);
    const want = expectedBlocks.get(sk) ?? {};
    for (const attribute of new Set([...Object.keys(want), ...have.map(([name]) => name)])) {
      const wanted = want[attribute] ?? 0;
      const found = Number(blockItems.get(sk)?.[attribute] ?? 0);
      if (wanted !== found) problems.push(`block ${sk}.${attribute} is ${found}, expected ${wanted}`);
    }
  }
  return { posts, problems, counters };
}
