/**
 * Page blocks: `page=N` without a cursor at any depth in a bounded number of read units
 * (docs/data-model.md, "Page blocks"). The site's posts are cut into blocks of PAGE_BLOCK_IDS
 * consecutive ids; a small item per block (`PLC#all`/`BLOCK#<block>`, beside the site's counter)
 * holds how many posts of each status it has. The post transaction moves those counts with `ADD`
 * (`pageBlockWrites`, the one function it calls), so they are exact at every commit, with no stream.
 *
 * A page by number reads the blocks and the counter (one Query of `PLC#all`), adds block counts up to
 * the block holding the page's first post, and reads the list's keys from that block's edge: at most
 * one block's keys are passed over, whatever the depth.
 *
 * Blocks are fixed id ranges: ids are allocated in order and never change, so a block never holds
 * more than PAGE_BLOCK_IDS posts and never needs splitting, merging or a stream consumer. Only the
 * lists in id order (`id`, `created_at`, and `status` within one status) use them; other orders walk
 * their keys as before.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys, padId, PAGE_BLOCK_SK_PREFIX } from '../db/keys';
import { counterAdd } from '../db/counter-update';
import type { Item } from '../db/attributes';
import type { TransactItem } from '../db/transactions';
import { ALL, counterAttribute } from './scopes';
import type { Post, PostStatus } from './post';
import type { QueryStats, ScopeQuery, SortOrder } from './posts-list-repository';

/**
 * Ids per block. At 20,000 posts: 79 blocks of about 60 bytes (one Query, about 1.5 read units); the
 * keys passed over inside a block: at most 255 per status partition (about 60 bytes each, 2 units).
 */
export const PAGE_BLOCK_IDS = 256;

export const blockOf = (id: number): number => Math.floor(id / PAGE_BLOCK_IDS);

/** Posts per status in one block (`n_<status>`; a missing status is 0). */
export interface BlockCounts {
  block: number;
  counts: Readonly<Record<string, number>>;
}

/** How the block counts move when `before` becomes `after` (null: absent): status → delta, zero moves dropped. */
export function blockDeltas(before: Pick<Post, 'id' | 'status'> | null, after: Pick<Post, 'id' | 'status'> | null): Map<string, number> {
  const deltas = new Map<string, number>();
  if (before) deltas.set(counterAttribute(before.status), -1);
  if (after) deltas.set(counterAttribute(after.status), (deltas.get(counterAttribute(after.status)) ?? 0) + 1);
  for (const [attribute, delta] of deltas) if (delta === 0) deltas.delete(attribute);
  return deltas;
}

/**
 * The block count a post write moves (none when its status stays), in the post's transaction. A
 * post's id never changes, so before and after are in the same block. Every create moves the newest
 * block, as it moves `PLC#all`/`COUNT`: the two are written by the same transactions, so the block
 * adds no new conflict between writers (a lost race is retried from a fresh read, post-writes.ts).
 */
export function pageBlockWrites(before: Post | null, after: Post | null): TransactItem[] {
  const post = after ?? before;
  if (!post) return [];
  const deltas = blockDeltas(before, after);
  return deltas.size === 0 ? [] : [counterAdd(keys.postCountBlock(ALL, blockOf(post.id)), deltas)];
}

/** Where a page by number starts: after `after` (a list key, absent: from the list's start), passing over `skip` posts. */
export type BlockStart = { after?: string; skip: number } | { beyond: true };

/**
 * The pure arithmetic: the block that holds position `offset` (0-based) of the list of `statuses` in
 * id order, and the offset inside it. `after` is the list key just outside that block's edge, in the
 * list's direction, so a Query from it starts at the block's first post.
 */
export function locateInBlocks(blocks: readonly BlockCounts[], statuses: readonly PostStatus[], order: SortOrder, offset: number): BlockStart {
  const inOrder = [...blocks].sort((a, b) => (order === 'asc' ? a.block - b.block : b.block - a.block));
  let before = 0;
  for (const { block, counts } of inOrder) {
    const here = statuses.reduce((sum, status) => sum + (counts[counterAttribute(status)] ?? 0), 0);
    if (before + here > offset) {
      const skip = offset - before;
      if (order === 'desc') return { after: padId((block + 1) * PAGE_BLOCK_IDS), skip };
      return block === 0 ? { skip } : { after: padId(block * PAGE_BLOCK_IDS - 1), skip };
    }
    before += here;
  }
  return { beyond: true };
}

/** Whether a list of the site is in id order, the order the blocks cut. */
export const blockOrdered = (query: ScopeQuery): boolean =>
  query.dim === ALL && (query.sort === 'id' || query.sort === 'created_at' || (query.sort === 'status' && query.statuses.length === 1));

/** Every block of a dimension and its counter's counts: one Query of its counter partition (eventually consistent, as the list's keys). */
export async function readPageBlocks(dimension: string, stats: QueryStats): Promise<{ blocks: BlockCounts[]; counts: Record<string, number> }> {
  const blocks: BlockCounts[] = [];
  let counts: Record<string, number> = {};
  let startKey: Item | undefined;
  do {
    const output = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.postCountersPartition(dimension) },
        ExclusiveStartKey: startKey,
      }),
    );
    stats.queries += 1;
    stats.scanned += output.ScannedCount ?? 0;
    stats.returned += output.Count ?? 0;
    for (const item of output.Items ?? []) {
      const found: Record<string, number> = {};
      for (const [name, value] of Object.entries(item)) if (name.startsWith('n_') && typeof value === 'number') found[name] = value;
      const sk = String(item.sk);
      if (sk.startsWith(PAGE_BLOCK_SK_PREFIX)) blocks.push({ block: Number(sk.slice(PAGE_BLOCK_SK_PREFIX.length)), counts: found });
      else if (sk === keys.postCounters(dimension).sk) counts = found;
    }
    startKey = output.LastEvaluatedKey;
  } while (startKey);
  return { blocks, counts };
}

/**
 * Where page `offset` of a site list in id order starts, with the list's total (from the same Query);
 * undefined when the list is in another order, or when its blocks do not add up to its counter (a
 * table written before layout 5, or a write that landed between the two items of the Query's read):
 * the caller then reads the keys before the page, as without blocks.
 */
export async function siteBlockStart(query: ScopeQuery, offset: number, stats: QueryStats): Promise<{ start: BlockStart; total: number } | undefined> {
  if (!blockOrdered(query)) return undefined;
  const { blocks, counts } = await readPageBlocks(ALL, stats);
  const total = counts[counterAttribute(query.statuses.length === 1 ? query.statuses[0]! : 'all')] ?? 0;
  const inBlocks = blocks.reduce((sum, { counts: c }) => sum + query.statuses.reduce((n, status) => n + (c[counterAttribute(status)] ?? 0), 0), 0);
  if (inBlocks !== total) return undefined;
  return { start: locateInBlocks(blocks, query.statuses, query.order, offset), total };
}
