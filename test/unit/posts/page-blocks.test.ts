/**
 * The arithmetic of page blocks (shared/posts/page-blocks.ts): which block holds a position of a list
 * in id order, the key a Query starts after and how many posts it passes over; and how a post write
 * moves a block's counts. Checked against the same list laid out in full.
 */
import { blockDeltas, blockOf, locateInBlocks, PAGE_BLOCK_IDS, type BlockCounts } from '../../../shared/posts/page-blocks';
import { padId } from '../../../shared/db/keys';
import type { PostStatus } from '../../../shared/posts/post';

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

describe('blockDeltas', () => {
  test('a create adds one to its status, a delete takes one away, a status change moves one, an edit moves nothing', () => {
    // Act
    const create = blockDeltas(null, { id: 9, status: 'draft' });
    const remove = blockDeltas({ id: 9, status: 'trash' }, null);
    const publish = blockDeltas({ id: 9, status: 'draft' }, { id: 9, status: 'published' });
    const edit = blockDeltas({ id: 9, status: 'published' }, { id: 9, status: 'published' });
    // Assess
    expect([...create]).toEqual([['n_draft', 1]]);
    expect([...remove]).toEqual([['n_trash', -1]]);
    expect([...publish]).toEqual([['n_draft', -1], ['n_published', 1]]);
    expect([...edit]).toEqual([]);
  });

  test('ids 0..255 are block 0, 256 starts block 1', () => {
    // Assess
    expect([blockOf(0), blockOf(255), blockOf(256), blockOf(20_000)]).toEqual([0, 0, 1, 78]);
  });
});
