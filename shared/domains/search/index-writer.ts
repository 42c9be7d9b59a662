/**
 * Keeps the search index of one post from a stream record (the stream consumer's search part), by
 * difference: it writes only the word postings that appear or go, and the row.
 *  - What the index holds is read from the post's search row (postings.ts), not from the record's
 *    old image: a record set aside after its retries, or a post written while no consumer ran, is
 *    caught up by the next change, whatever came before.
 *  - The post's `rev` (raised by every post write) orders the changes: a record whose rev is not
 *    newer than the row's (redelivered, late) changes nothing; each posting write is conditioned on
 *    the rev (`attribute_not_exists(pk) OR rev <= :rev`), so a record applied again after a partial
 *    failure rewrites the same items and never an older state over a newer one; the row moves last,
 *    so a failure before it leaves the record to be applied again whole.
 *  - A word new to the site's field gets its vocabulary (its suffixes) first, once: a read of its
 *    marker tells whether it is there (vocabulary items are never removed: a word once written stays
 *    findable, at the price of a lookup that finds no post).
 * So a title edit that changes one word writes that word's posting, deletes the old one's, and the
 * row; a status change, a new category or a content edit that keeps the excerpt write the row only;
 * a like or a view (no post write) writes nothing.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '#platform/db/client';
import { batchGetItems } from '#platform/db/batch-get';
import { keys } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { fieldWords, fromRow, indexedPost, ROW_SCHEME, sameRow, searchRow, vocabularyItems, vocabularyMarker, wordPosting, type FieldWord, type IndexedPost } from './postings';

/** A deleted post's row outlives the stream's 24-hour retention, then expires. */
const DELETED_STATE_TTL_SECONDS = 2 * 24 * 3600;
/** Item writes in flight at once for one record. */
const WRITE_CONCURRENCY = 16;

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

/** The row as stored: the rev it was written for (0 for none, or a row of layout 11) and what it holds. */
async function heldState(postId: number): Promise<{ rev: number; held?: IndexedPost }> {
  const { Item: row } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.searchState(postId), ConsistentRead: true }));
  if (!row) return { rev: 0 };
  const held = fromRow(row);
  // A row of layout 11 (no scheme mark) holds nothing of this scheme: the post is indexed anew.
  if (!held && row.deleted !== true) return { rev: 0 };
  return { rev: typeof row.rev === 'number' ? row.rev : 0, ...(held ? { held } : {}) };
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

/**
 * Applies one change of a post item (`before` absent: created; `after` absent: deleted). Either image
 * may be a post item of any shape the table held; both are the post's own item (`POST#<id>`/`POST`).
 */
export async function applyPostChange(before: Item | undefined, after: Item | undefined): Promise<ApplyOutcome> {
  const next = after ? indexedPost(after) : undefined;
  const previous = before ? indexedPost(before) : undefined;
  const postId = (next ?? previous)!.id;
  // A delete has no new image: it is the change after the last rev.
  const rev = next ? next.rev : previous!.rev + 1;
  const state = await heldState(postId);
  if (state.rev >= rev) return { outcome: 'stale' };

  const wanted = fieldWords(next);
  const held = fieldWords(state.held);
  const added = [...wanted].filter(([key]) => !held.has(key)).map(([, word]) => word);
  const removed = [...held].filter(([key]) => !wanted.has(key)).map(([, word]) => word);
  if (added.length === 0 && removed.length === 0) {
    if (next && state.held && sameRow(state.held, next)) return { outcome: 'unchanged' };
    if (!next && !state.held) return { outcome: 'unchanged' };
  }

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
  const row: Item = next
    ? searchRow(next)
    : { ...keys.searchState(postId), rev, x: ROW_SCHEME, deleted: true, ttl: Math.floor(Date.now() / 1000) + DELETED_STATE_TTL_SECONDS };
  await conditional(() =>
    db.send(
      new PutCommand({
        TableName: tableName(),
        Item: row,
        // A row of layout 11 (no `x`) is replaced whatever its rev (its post is indexed anew).
        ConditionExpression: 'attribute_not_exists(pk) OR #rev < :rev OR attribute_not_exists(#x)',
        ExpressionAttributeNames: { ...names, '#x': 'x' },
        ExpressionAttributeValues: { ':rev': rev },
      }),
    ),
  );
  return { outcome: 'applied', puts: added.length, deletes: removed.length, vocabulary };
}
