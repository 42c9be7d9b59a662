/**
 * The arithmetic of page blocks (shared/domains/posts/list/page-blocks.ts): which block holds a position of a list
 * in id order (which month, in published-date order), the key a Query starts after and how many posts it passes over; and how a post write
 * moves a block's counts. Checked against the same list laid out in full.
 */
import { blockDeltas, blockOf, locateInBlocks, locateInMonths, PAGE_BLOCK_IDS, type BlockCounts } from '#domains/posts/list/page-blocks';
import { padId } from '#platform/db/keys';
import type { PostStatus } from '#domains/posts/model/post';

/** Posts (id, status) spread over blocks 0, 1, 3 and 7, block 2 emptied by deletes, some drafts among them. */
const posts: { id: number; status: PostStatus }[] = [
  ...[1, 2, 5, 200, 255].map((id) => ({ id, status: 'published' as const })),
  { id: 100, status: 'draft' },
  ...[256, 300, 511].map((id) => ({ id, status: 'published' as const })),
  { id: 3 * PAGE_BLOCK_IDS + 4, status: 'published' },
  { id: 3 * PAGE_BLOCK_IDS + 9, status: 'draft' },
  { id: 7 * PAGE_BLOCK_IDS, status: 'published' },
  { id: 7 * PAGE_BLOCK_IDS + 255, status: 'trash' },
];

function blocksOf(list: typeof posts): BlockCounts[] {
  const byBlock = new Map<number, Record<string, number>>();
  for (const { id, status } of list) {
    const counts = byBlock.get(blockOf(id)) ?? {};
    counts[`n_${status}`] = (counts[`n_${status}`] ?? 0) + 1;
    byBlock.set(blockOf(id), counts);
  }
  byBlock.set(2, { n_published: 0 });
  return [...byBlock].map(([block, counts]) => ({ block, counts }));
}

/** The post at `offset` found through the blocks: the first key past `after` in the list's order, `skip` further on. */
function viaBlocks(statuses: PostStatus[], order: 'asc' | 'desc', offset: number): number | undefined {
  const start = locateInBlocks(blocksOf(posts), statuses, order, offset);
  if ('beyond' in start) return undefined;
  const list = posts.filter((p) => statuses.includes(p.status)).map((p) => p.id).sort((a, b) => (order === 'asc' ? a - b : b - a));
  const from = start.after === undefined ? list : list.filter((id) => (order === 'asc' ? padId(id) > start.after! : padId(id) < start.after!));
  expect(start.skip).toBeLessThan(PAGE_BLOCK_IDS);
  return from[start.skip];
}

describe('locateInBlocks', () => {
  test.each([
    [['published'], 'desc'],
    [['published'], 'asc'],
    [['draft', 'published', 'scheduled', 'archived', 'pending'], 'desc'],
    [['draft', 'published'], 'asc'],
    [['trash'], 'desc'],
  ] as [PostStatus[], 'asc' | 'desc'][])('every position of %j %s is the post the full list has there', (statuses, order) => {
    // Prepare
    const list = posts.filter((p) => statuses.includes(p.status)).map((p) => p.id).sort((a, b) => (order === 'asc' ? a - b : b - a));
    // Act
    const found = list.map((_, offset) => viaBlocks(statuses, order, offset));
    // Assess
    expect(found).toEqual(list);
  });

  test('a position at or past the end of the list is beyond it, and so is any position of an empty list', () => {
    // Act
    const atEnd = locateInBlocks(blocksOf(posts), ['published'], 'desc', 10);
    const far = locateInBlocks(blocksOf(posts), ['published'], 'asc', 1e12);
    const none = locateInBlocks([], ['published'], 'desc', 0);
    // Assess
    expect(posts.filter((p) => p.status === 'published')).toHaveLength(10);
    expect([atEnd, far, none]).toEqual([{ beyond: true }, { beyond: true }, { beyond: true }]);
  });

  test('the start key is the edge of the block that holds the position', () => {
    // Act: the newest first: block 7 holds 1 published post, block 3 the next, then block 1
    const inBlock3 = locateInBlocks(blocksOf(posts), ['published'], 'desc', 1);
    const inBlock1 = locateInBlocks(blocksOf(posts), ['published'], 'desc', 3);
    const firstBlockAsc = locateInBlocks(blocksOf(posts), ['published'], 'asc', 4);
    const secondBlockAsc = locateInBlocks(blocksOf(posts), ['published'], 'asc', 6);
    // Assess
    expect(inBlock3).toEqual({ after: padId(4 * PAGE_BLOCK_IDS), skip: 0 });
    expect(inBlock1).toEqual({ after: padId(2 * PAGE_BLOCK_IDS), skip: 1 });
    expect(firstBlockAsc).toEqual({ skip: 4 });
    expect(secondBlockAsc).toEqual({ after: padId(PAGE_BLOCK_IDS - 1), skip: 1 });
  });
});

describe('locateInMonths', () => {
  /** Posts with published dates over several months (and some without), in ids that do not follow the dates. */
  const dated: { id: number; status: PostStatus; publishedAt: string | null }[] = [
    { id: 1, status: 'published', publishedAt: '2025-03-02T10:00:00.000Z' },
    { id: 2, status: 'published', publishedAt: '2024-12-31T23:59:59.999Z' },
    { id: 3, status: 'archived', publishedAt: '2025-03-01T00:00:00.000Z' },
    { id: 4, status: 'draft', publishedAt: null },
    { id: 300, status: 'published', publishedAt: '2025-01-15T08:00:00.000Z' },
    { id: 301, status: 'published', publishedAt: '2025-03-02T10:00:00.000Z' },
    { id: 302, status: 'draft', publishedAt: null },
    { id: 900, status: 'published', publishedAt: '2023-07-04T00:00:00.000Z' },
    { id: 901, status: 'scheduled', publishedAt: '2027-01-01T00:00:00.000Z' },
    { id: 902, status: 'published', publishedAt: '2025-03-31T23:00:00.000Z' },
  ];
  const blocks = (): BlockCounts[] => {
    const byBlock = new Map<number, Record<string, number>>();
    for (const post of dated) {
      const counts = byBlock.get(blockOf(post.id)) ?? {};
      for (const [attribute, delta] of blockDeltas(null, post)) counts[attribute] = (counts[attribute] ?? 0) + delta;
      byBlock.set(blockOf(post.id), counts);
    }
    return [...byBlock].map(([block, counts]) => ({ block, counts }));
  };
  /** lp6's sort key: `<published_at or ~>#<padded id>`. */
  const keyOf = (post: (typeof dated)[number]) => `${post.publishedAt ?? '~'}#${padId(post.id)}`;

  test.each([
    [['published'], 'desc'],
    [['published'], 'asc'],
    [['draft', 'pending', 'verified', 'scheduled', 'published', 'archived'], 'desc'],
    [['draft', 'pending', 'verified', 'scheduled', 'published', 'archived'], 'asc'],
  ] as [PostStatus[], 'asc' | 'desc'][])('every dated position of %j %s is the post the full list has there; undated ones are left to a walk', (statuses, order) => {
    // Prepare
    const list = dated.filter((p) => statuses.includes(p.status)).map(keyOf).sort();
    if (order === 'desc') list.reverse();
    // Act
    const found = list.map((_, offset) => {
      const start = locateInMonths(blocks(), statuses, order, offset);
      if (start === undefined) return 'walk';
      if ('beyond' in start) return 'beyond';
      const from = start.after === undefined ? list : list.filter((key) => (order === 'asc' ? key > start.after! : key < start.after!));
      return from[start.skip];
    });
    // Assess
    expect(found).toEqual(list.map((key) => (key.startsWith('~') ? 'walk' : key)));
    expect(locateInMonths(blocks(), statuses, order, list.length)).toEqual({ beyond: true });
  });

  test('counts that do not add up (more dated posts than posts) are left to a walk', () => {
    // Act
    const start = locateInMonths([{ block: 0, counts: { n_published: 1, m202503p: 2 } }], ['published'], 'desc', 1);
    // Assess
    expect(start).toBeUndefined();
  });
});

describe('blockDeltas', () => {
  test('a create adds one to its status (and its published month), a delete takes one away, a status change moves one, an edit moves nothing', () => {
    // Act
    const create = blockDeltas(null, { id: 9, status: 'draft', publishedAt: null });
    const remove = blockDeltas({ id: 9, status: 'trash', publishedAt: '2025-03-02T10:00:00.000Z' }, null);
    const publish = blockDeltas({ id: 9, status: 'draft', publishedAt: null }, { id: 9, status: 'published', publishedAt: '2026-11-26T07:00:00.000Z' });
    const redate = blockDeltas({ id: 9, status: 'published', publishedAt: '2026-11-26T07:00:00.000Z' }, { id: 9, status: 'published', publishedAt: '2026-10-01T07:00:00.000Z' });
    const edit = blockDeltas({ id: 9, status: 'published', publishedAt: '2026-11-26T07:00:00.000Z' }, { id: 9, status: 'published', publishedAt: '2026-11-26T07:00:00.000Z' });
    // Assess
    expect([...create]).toEqual([['n_draft', 1]]);
    expect([...remove]).toEqual([['n_trash', -1], ['m202503t', -1]]);
    expect([...publish]).toEqual([['n_draft', -1], ['n_published', 1], ['m202611p', 1]]);
    expect([...redate]).toEqual([['m202611p', -1], ['m202610p', 1]]);
    expect([...edit]).toEqual([]);
  });

  test('ids 0..255 are block 0, 256 starts block 1', () => {
    // Assess
    expect([blockOf(0), blockOf(255), blockOf(256), blockOf(20_000)]).toEqual([0, 0, 1, 78]);
  });
});
