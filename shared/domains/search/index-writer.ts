/**
 * Keeps the search index of one post from a stream record (the stream consumer's search part), by
 * difference: it writes only the word postings that appear or go, and the row.
 *  - What the index holds is read from the post's search row (postings.ts), not from the record's
 *    old image: a record set aside after its retries, or a post written while no consumer ran, is
 *    caught up by the next change, whatever came before.
 *  - The post's `rev` (raised by every post write) orders the changes: a record whose rev is not
 *    newer than the row's (redelivered, late) changes nothing.
 *  - The row is claimed before any posting is written: put for this rev on the condition that it is
 *    still the row read, so two records of one post never both compute their postings from the same
 *    state (which let an older record delete a posting the newer one, seeing it held, did not write).
 *    While its postings are written the row carries the keys the claim removes (`p`): a record
 *    applied again after a failure finds its own claim pending and writes them again; a newer record
 *    finding a pending row writes all the postings it wants. Each posting write is conditioned on the
 *    rev, so a late write of an older claim never undoes a newer one's (it can only leave an extra
 *    posting, which the query's verification against the row drops).
 *  - A word new to the site's field gets its vocabulary (its suffixes) first, once: a read of its
 *    marker tells whether it is there (vocabulary items are never removed: a word once written stays
 *    findable, at the price of a lookup that finds no post).
 * So a title edit that changes one word writes that word's posting, deletes the old one's, and the
 * row twice (the claim, and the pending mark's removal); a status change, a new category or a
 * content edit that keeps the excerpt write the row once; a like or a view (no post write) nothing.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { keys } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { wordKey } from './words';
import { fieldWords, fromRow, indexedPost, ROW_SCHEME, sameRow, searchRow, vocabularyItems, vocabularyMarker, wordPosting, type FieldWord, type IndexedPost } from './postings';

/** A deleted post's row outlives the stream's 24-hour retention, then expires. */
const DELETED_STATE_TTL_SECONDS = 2 * 24 * 3600;
/** Item writes in flight at once for one record. */
const WRITE_CONCURRENCY = 16;
/** The row's attribute naming, while its claim's postings are being written, the posting keys that claim removes. */
const PENDING = 'p';

export type ApplyOutcome =
  | { outcome: 'applied'; puts: number; deletes: number; vocabulary: number }
  | { outcome: 'stale' }
  | { outcome: 'unchanged' };

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException || (error as { name?: string }).name === 'ConditionalCheckFailedException';

async function conditional(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    // A newer state already holds the item: this record has nothing to add there.
    if (!isConditionFailure(error)) throw error;
  }
}

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += WRITE_CONCURRENCY) await Promise.all(items.slice(start, start + WRITE_CONCURRENCY).map(run));
}

/**
 * The row as stored: the rev it was written for (0 for none), what it holds, how a claim must name it
 * (its rev, or absent, or of layout 11), and, while the claim that wrote it has not finished its
 * postings, the posting keys that claim removes (`p`).
 */
interface HeldRow {
  rev: number;
  held?: IndexedPost;
  found: 'none' | 'legacy' | 'row';
  pending?: string[];
  /** The row as read (a pending one is put again without its mark once its postings are written). */
  item?: Item;
}

async function heldRow(postId: number): Promise<HeldRow> {
  const { Item: row } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.searchState(postId), ConsistentRead: true }));
  if (!row) return { rev: 0, found: 'none' };
  // A row of layout 11 (no scheme mark) holds nothing of this scheme: the post is indexed anew (a deleted post's stays deleted).
  if (row.x !== ROW_SCHEME) return { rev: row.deleted === true && typeof row.rev === 'number' ? row.rev : 0, found: 'legacy' };
  const held = fromRow(row);
  return {
    rev: typeof row.rev === 'number' ? row.rev : 0,
    found: 'row',
    item: row,
    ...(held ? { held } : {}),
    ...(Array.isArray(row[PENDING]) ? { pending: (row[PENDING] as unknown[]).map(String) } : {}),
  };
}

const keyName = (key: { pk: unknown; sk: unknown }) => `${String(key.pk)}\n${String(key.sk)}`;

/** Writes the vocabulary of the words whose marker is missing; the number of items written. */
async function ensureVocabulary(words: readonly FieldWord[]): Promise<number> {
  if (words.length === 0) return 0;
  const missing = new Map(words.map((word) => [keyName(vocabularyMarker(word)), word]));
  const present = await batchGetItems(
    [...missing.values()].map(vocabularyMarker),
    { what: 'search vocabulary', projection: { expression: '#pk, #sk', names: { '#pk': 'pk', '#sk': 'sk' } } },
  );
  for (const item of present) missing.delete(keyName(item as { pk: unknown; sk: unknown }));
  // Every word's other suffixes first, then the markers: a marker is never there without its word's others.
  const lists = [...missing.values()].map(vocabularyItems);
  const put = (item: Item) => db.send(new PutCommand({ TableName: tableName(), Item: item })).then(() => undefined);
  await inBatches(lists.flatMap((items) => items.slice(0, -1)), put);
  await inBatches(lists.map((items) => items[items.length - 1]!), put);
  const written = lists.reduce((total, items) => total + items.length, 0);
  return written;
}

/** What one claim writes: the postings to put and to delete, and what its row says is pending meanwhile. */
interface Plan {
  added: FieldWord[];
  removed: FieldWord[];
}

/** A posting key (`field word`, as `fieldWords` names them) back to the word whose posting it is (the key is enough). */
const fromKey = (key: string): FieldWord => ({ field: key.slice(0, key.indexOf(' ')) as FieldWord['field'], word: key.slice(key.indexOf(' ') + 1) });

/**
 * The postings a change from the row's state to `wanted` writes. By difference when the row's
 * postings are complete; when the row is pending (its claim may not have finished), every wanted
 * word is put and every word the row held or was removing and no longer wants is deleted.
 */
function planFrom(state: HeldRow, wanted: Map<string, FieldWord>): Plan {
  const held = fieldWords(state.held);
  if (state.pending === undefined) {
    return {
      added: [...wanted].filter(([key]) => !held.has(key)).map(([, word]) => word),
      removed: [...held].filter(([key]) => !wanted.has(key)).map(([, word]) => word),
    };
  }
  const gone = new Set([...held.keys(), ...state.pending].filter((key) => !wanted.has(key)));
  return { added: [...wanted.values()], removed: [...gone].map(fromKey) };
}

/** The claim's condition: the row is still the one read (so claims follow one another, each from the state the last one wrote). */
function claimCondition(state: HeldRow): { ConditionExpression: string; ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> } {
  switch (state.found) {
    case 'none':
      return { ConditionExpression: 'attribute_not_exists(pk)' };
    case 'legacy':
      return { ConditionExpression: 'attribute_not_exists(#x)', ExpressionAttributeNames: { '#x': 'x' } };
    case 'row':
      return { ConditionExpression: '#rev = :read AND #x = :scheme', ExpressionAttributeNames: { '#rev': 'rev', '#x': 'x' }, ExpressionAttributeValues: { ':read': state.rev, ':scheme': ROW_SCHEME } };
  }
}

/** Writes a plan's postings, each under its rev condition (docs/data-model.md, "Search": why a late one cannot undo a newer one). */
async function writePostings({ added, removed }: Plan, postId: number, rev: number): Promise<number> {
  const vocabulary = await ensureVocabulary(added);
  const names = { '#rev': 'rev' };
  await inBatches(added, (word) =>
    conditional(() =>
      db.send(
        new PutCommand({
          TableName: tableName(),
          Item: wordPosting(word, postId, rev),
          ConditionExpression: 'attribute_not_exists(pk) OR #rev <= :rev',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':rev': rev },
        }),
      ),
    ),
  );
  await inBatches(removed, (word) => {
    const { pk, sk } = wordPosting(word, postId, rev);
    return conditional(() =>
      db.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: { pk, sk },
          ConditionExpression: 'attribute_not_exists(pk) OR #rev < :rev',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':rev': rev },
        }),
      ),
    );
  });
  return vocabulary;
}

/**
 * The claim's postings are all written: the row is put again without its pending mark, unless a newer
 * claim holds it already. A put, not an UpdateItem REMOVE: the same write units (both are priced by
 * the row's size), and the stream function's role puts and deletes in the search partitions only.
 */
async function release(row: Item): Promise<void> {
  const { [PENDING]: _pending, ...released } = row;
  await conditional(() =>
    db.send(
      new PutCommand({
        TableName: tableName(),
        Item: released,
        ConditionExpression: '#rev = :rev',
        ExpressionAttributeNames: { '#rev': 'rev' },
        ExpressionAttributeValues: { ':rev': row.rev },
      }),
    ),
  );
}

/**
 * Applies one change of a post item (`before` absent: created; `after` absent: deleted). Either image
 * may be a post item of any shape the table held; both are the post's own item (`POST#<id>`/`POST`).
 *
 * The row is claimed first: written for this rev on the condition that it is still the row read (a
 * compare-and-set), so claims of one post follow one another, each computing its postings from the
 * state the one before it wrote, never two from the same state. A claim that writes postings marks
 * the row pending with the keys it removes, writes them, and clears the mark: a record that fails in
 * between finds its own pending claim when applied again and writes them again, and a newer record
 * that finds a pending row writes every posting it wants, not the difference. A claim lost to
 * another record reads the row again: a newer rev there makes this record stale, an older one is
 * claimed from anew.
 */
export async function applyPostChange(before: Item | undefined, after: Item | undefined): Promise<ApplyOutcome> {
  const next = after ? indexedPost(after) : undefined;
  const previous = before ? indexedPost(before) : undefined;
  const postId = (next ?? previous)!.id;
  // A delete has no new image: it is the change after the last rev.
  const rev = next ? next.rev : previous!.rev + 1;
  const wanted = fieldWords(next);
  for (;;) {
    const state = await heldRow(postId);
    if (state.rev > rev || (state.rev === rev && state.pending === undefined)) return { outcome: 'stale' };
    const plan = planFrom(state, wanted);
    const writes = plan.added.length + plan.removed.length > 0;
    if (state.rev === rev) {
      // This record's own claim (or an identical record's), left pending by a failure: its postings again.
      const vocabulary = await writePostings(plan, postId, rev);
      await release(state.item!);
      return { outcome: 'applied', puts: plan.added.length, deletes: plan.removed.length, vocabulary };
    }
    const unchanged = !writes && (next ? state.held !== undefined && sameRow(state.held, next) : state.held === undefined);
    const row: Item = next
      ? searchRow(next)
      : { ...keys.searchState(postId), rev, x: ROW_SCHEME, deleted: true, ttl: Math.floor(Date.now() / 1000) + DELETED_STATE_TTL_SECONDS };
    if (writes) row[PENDING] = plan.removed.map(({ field, word }) => `${field} ${wordKey(word)}`);
    const condition = claimCondition(state);
    try {
      // Even a change the row already says moves its rev: an older record applied later must find it stale.
      await db.send(new PutCommand({ TableName: tableName(), Item: row, ...condition }));
    } catch (error) {
      if (isConditionFailure(error)) continue;
      throw error;
    }
    if (unchanged) return { outcome: 'unchanged' };
    if (!writes) return { outcome: 'applied', puts: 0, deletes: 0, vocabulary: 0 };
    const vocabulary = await writePostings(plan, postId, rev);
    await release(row);
    return { outcome: 'applied', puts: plan.added.length, deletes: plan.removed.length, vocabulary };
  }
}
