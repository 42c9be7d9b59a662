/**
 * Page blocks: `page=N` without a cursor at any depth in a bounded number of read units
 * (docs/data-model.md, "Page blocks"). The site's posts are cut into blocks of PAGE_BLOCK_IDS
 * consecutive ids; a small item per block (`PLC#all`/`BLOCK#<block>`, beside the site's counter)
 * holds how many of its posts are in each status (`n_<status>`) and, for the posts with a published
 * date, how many per month and status (`m<yyyymm><status code>`). The post transaction moves those
 * counts with `ADD` (`pageBlockWrites`, the one function it calls), so they are exact at every commit,
 * with no stream, and a post write touches one block item at most.
 *
 * A page by number reads the blocks and the counter (one Query of `PLC#all`), adds counts up to the
 * block (id order) or the month (published-date order) holding the page's first post, and reads the
 * list's keys from that edge: at most one block's, or one month's, keys are passed over.
 *
 * Blocks are fixed id ranges: ids are allocated in order and never change, so a block never holds
 * more than PAGE_BLOCK_IDS posts and never needs splitting, merging or a stream consumer; months are
 * fixed ranges of the published-date order. Lists in `updated_at` or title order walk their keys.
 */
import { tableName } from '#platform/db/client';
import { queryAllPages, type QueryStats } from '#platform/db/query-all';
import { keys, NULL_SORT, padId, PAGE_BLOCK_SK_PREFIX } from '#platform/db/keys';
import { counterAdd } from '#platform/db/counter-update';
import type { TransactItem } from '#platform/db/transactions';
import { ALL, counterAttribute } from '#domains/posts/model/scopes';
import type { Post, PostStatus } from '#domains/posts/model/post';
import type { ScopeQuery, SortOrder } from './posts-list-repository';

/**
 * Ids per block. At 20,000 posts: 79 blocks (one Query: about 1 read unit when each block's posts were
 * published over a few months, about 8 when over three years, as the bench's random dates are); the
 * keys passed over inside a block: at most 255 per status partition (about 60 bytes each, 2 units).
 */
export const PAGE_BLOCK_IDS = 256;

export const blockOf = (id: number): number => Math.floor(id / PAGE_BLOCK_IDS);

/** One letter per status in month attributes, so a block item of many months stays under 1 KB (1 write unit). */
const STATUS_CODE: Record<PostStatus, string> = { draft: 'd', pending: 'n', verified: 'v', scheduled: 's', published: 'p', archived: 'a', trash: 't' };

/** `m202503p`: published posts of the block whose published date is in March 2025 (UTC, as stored). */
export const monthAttribute = (status: PostStatus, publishedAt: string): string => `m${publishedAt.slice(0, 4)}${publishedAt.slice(5, 7)}${STATUS_CODE[status]}`;

/** The counts of one block: `n_<status>` and `m<yyyymm><code>` (a missing one is 0). */
export interface BlockCounts {
  block: number;
  counts: Readonly<Record<string, number>>;
}

type Counted = Pick<Post, 'id' | 'status' | 'publishedAt'>;

/** How a block's counts move when `before` becomes `after` (null: absent): attribute → delta, zero moves dropped. */
export function blockDeltas(before: Counted | null, after: Counted | null): Map<string, number> {
  const deltas = new Map<string, number>();
  const add = (attribute: string, delta: number) => deltas.set(attribute, (deltas.get(attribute) ?? 0) + delta);
  for (const [post, sign] of [[before, -1], [after, 1]] as const) {
    if (!post) continue;
    add(counterAttribute(post.status), sign);
    if (post.publishedAt !== null) add(monthAttribute(post.status, post.publishedAt), sign);
  }
  for (const [attribute, delta] of deltas) if (delta === 0) deltas.delete(attribute);
  return deltas;
}

/**
 * The block counts a post write moves (none when its status and published month stay), in the post's
 * transaction. A post's id never changes, so before and after are in the same block. Every create
 * moves the newest block, as it moves `PLC#all`/`COUNT`: the two are written by the same transactions,
 * so the block adds no new conflict between writers (a lost race is retried from a fresh read,
 * post-writes.ts).
 */
export function pageBlockWrites(before: Post | null, after: Post | null): TransactItem[] {
  const post = after ?? before;
  if (!post) return [];
  const deltas = blockDeltas(before, after);
  return deltas.size === 0 ? [] : [counterAdd(keys.postCountBlock(ALL, blockOf(post.id)), deltas)];
}

/** Where a page by number starts: after `after` (a list key, absent: from the list's start), passing over `skip` posts. */
export type BlockStart = { after?: string; skip: number } | { beyond: true };

const sumOf = (counts: Readonly<Record<string, number>>, attributes: readonly string[]) => attributes.reduce((sum, a) => sum + (counts[a] ?? 0), 0);

/**
 * Id order: the block that holds position `offset` (0-based) of the list of `statuses`, and the offset
 * inside it. `after` is the list key just outside that block's edge, in the list's direction, so a
 * Query from it starts at the block's first post.
 */
export function locateInBlocks(blocks: readonly BlockCounts[], statuses: readonly PostStatus[], order: SortOrder, offset: number): BlockStart {
  const attributes = statuses.map((status) => counterAttribute(status));
  const inOrder = [...blocks].sort((a, b) => (order === 'asc' ? a.block - b.block : b.block - a.block));
  let before = 0;
  for (const { block, counts } of inOrder) {
    const here = sumOf(counts, attributes);
    if (before + here > offset) {
      const skip = offset - before;
      if (order === 'desc') return { after: padId((block + 1) * PAGE_BLOCK_IDS), skip };
      return block === 0 ? { skip } : { after: padId(block * PAGE_BLOCK_IDS - 1), skip };
    }
    before += here;
  }
  return { beyond: true };
}

/**
 * Published-date order (`lp6`: `<published_at>#<id>`, `~` for none): the month that holds position
 * `offset`, from the month counts of every block. Posts without a date sort after every month
 * ascending, before descending; their number is the statuses' count minus the dated ones. A position
 * among them (or counts that do not add up) is undefined: the caller walks the keys instead.
 */
export function locateInMonths(blocks: readonly BlockCounts[], statuses: readonly PostStatus[], order: SortOrder, offset: number): BlockStart | undefined {
  const codes = new Set(statuses.map((status) => STATUS_CODE[status]));
  const months = new Map<string, number>();
  let all = 0;
  for (const { counts } of blocks) {
    all += sumOf(counts, statuses.map((status) => counterAttribute(status)));
    for (const [attribute, n] of Object.entries(counts)) {
      if (!/^m\d{6}[a-z]$/.test(attribute) || !codes.has(attribute.slice(-1))) continue;
      const month = `${attribute.slice(1, 5)}-${attribute.slice(5, 7)}`;
      months.set(month, (months.get(month) ?? 0) + n);
    }
  }
  const dated = [...months.values()].reduce((sum, n) => sum + n, 0);
  const undated = all - dated;
  if (undated < 0) return undefined;
  const inOrder = [...months.keys()].sort();
  if (order === 'desc') inOrder.reverse();
  let before = order === 'desc' ? undated : 0;
  if (offset < before) return undefined;
  for (const month of inOrder) {
    const here = months.get(month)!;
    if (before + here > offset) return { after: order === 'desc' ? `${month}${NULL_SORT}` : month, skip: offset - before };
    before += here;
  }
  return before + (order === 'asc' ? undated : 0) > offset ? undefined : { beyond: true };
}

/** The order of a site list that blocks can cut, if any. */
export function blockOrderOf(query: ScopeQuery): 'id' | 'published_at' | undefined {
  if (query.dim !== ALL) return undefined;
  if (query.sort === 'id' || query.sort === 'created_at' || (query.sort === 'status' && query.statuses.length === 1)) return 'id';
  if (query.sort === 'published_at') return 'published_at';
  return undefined;
}

/** Every block of a dimension and its counter's counts: one Query of its counter partition (eventually consistent, as the list's keys). */
export async function readPageBlocks(dimension: string, stats: QueryStats): Promise<{ blocks: BlockCounts[]; counts: Record<string, number> }> {
  const blocks: BlockCounts[] = [];
  let counts: Record<string, number> = {};
  const counterSk = keys.postCounters(dimension).sk;
  const items = await queryAllPages(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :counter',
      ExpressionAttributeValues: { ':pk': keys.postCountersPartition(dimension), ':first': PAGE_BLOCK_SK_PREFIX, ':counter': counterSk },
    },
    stats,
  );
  for (const item of items) {
    const found: Record<string, number> = {};
    for (const [name, value] of Object.entries(item)) if (typeof value === 'number') found[name] = value;
    const sk = String(item.sk);
    if (sk.startsWith(PAGE_BLOCK_SK_PREFIX)) blocks.push({ block: Number(sk.slice(PAGE_BLOCK_SK_PREFIX.length)), counts: found });
    else if (sk === counterSk) counts = found;
  }
  return { blocks, counts };
}

/**
 * Where page `offset` of a site list in id or published-date order starts, with the list's total (from
 * the same Query); undefined when the list is in another order, when its blocks do not add up to its
 * counter (a table written before page blocks, or a write that landed between the two items of the
 * Query's read), or when the position is among posts without a published date: the caller then reads
 * the keys before the page, as without blocks.
 */
export async function siteBlockStart(query: ScopeQuery, offset: number, stats: QueryStats): Promise<{ start: BlockStart; total: number } | undefined> {
  const order = blockOrderOf(query);
  if (!order) return undefined;
  const { blocks, counts } = await readPageBlocks(ALL, stats);
  const total = counts[counterAttribute(query.statuses.length === 1 ? query.statuses[0]! : 'all')] ?? 0;
  const attributes = query.statuses.map((status) => counterAttribute(status));
  if (blocks.reduce((sum, block) => sum + sumOf(block.counts, attributes), 0) !== total) return undefined;
  const start = order === 'id' ? locateInBlocks(blocks, query.statuses, query.order, offset) : locateInMonths(blocks, query.statuses, query.order, offset);
  return start && { start, total };
}
