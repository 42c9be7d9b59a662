/**
 * Keeps the search postings of one post from a stream record's old and new images (the stream
 * consumer's search part). Idempotent and order-safe:
 *  - the post's `rev` (raised by every post write) orders the changes; `TGS#<id>` holds the rev the
 *    postings were last written for, and a record whose rev is not newer (redelivered, late) changes
 *    nothing;
 *  - each posting write is itself conditioned on the rev (`attribute_not_exists(pk) OR rev <= :rev`),
 *    so a record applied again after a partial failure rewrites the same items and never an older
 *    state over a newer one;
 *  - the state item moves last: a failure before it leaves the record to be applied again whole.
 * Only postings whose content changed are written (a like or a comment count rewrites nothing).
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { indexedPost, postingItems } from './postings';

/** A deleted post's state item outlives the stream's 24-hour retention, then expires. */
const DELETED_STATE_TTL_SECONDS = 2 * 24 * 3600;
/** Posting writes in flight at once for one record. */
const WRITE_CONCURRENCY = 16;

export type ApplyOutcome = { outcome: 'applied'; puts: number; deletes: number } | { outcome: 'stale' } | { outcome: 'unchanged' };

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

async function appliedRev(postId: number): Promise<number> {
  const { Item: state } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.searchState(postId), ConsistentRead: true }));
  return typeof state?.rev === 'number' ? state.rev : 0;
}

/** Postings equal but for the rev they were written at: nothing to rewrite. */
const withoutRev = ({ rev: _rev, ...rest }: Item): string => JSON.stringify(rest);
const sameContent = (a: Item | undefined, b: Item): boolean => a !== undefined && withoutRev(a) === withoutRev(b);

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
  if ((await appliedRev(postId)) >= rev) return { outcome: 'stale' };

  const wanted = next ? postingItems(next) : new Map<string, Item>();
  const held = previous ? postingItems(previous) : new Map<string, Item>();
  const puts = [...wanted.entries()].filter(([key, item]) => !sameContent(held.get(key), item)).map(([, item]) => item);
  const deletes = [...held.entries()].filter(([key]) => !wanted.has(key)).map(([, item]) => ({ pk: item.pk, sk: item.sk }));
  if (puts.length === 0 && deletes.length === 0 && next) return { outcome: 'unchanged' };

  const names = { '#rev': 'rev' };
  await inBatches(puts, (item) =>
    conditional(() =>
      db.send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk) OR #rev <= :rev',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':rev': rev },
        }),
      ),
    ),
  );
  await inBatches(deletes, (key) =>
    conditional(() =>
      db.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: key,
          ConditionExpression: 'attribute_not_exists(pk) OR #rev < :rev',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':rev': rev },
        }),
      ),
    ),
  );
  const state: Item = { ...keys.searchState(postId), rev, ...(next ? {} : { deleted: true, ttl: Math.floor(Date.now() / 1000) + DELETED_STATE_TTL_SECONDS }) };
  await conditional(() =>
    db.send(
      new PutCommand({
        TableName: tableName(),
        Item: state,
        ConditionExpression: 'attribute_not_exists(pk) OR #rev < :rev',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':rev': rev },
      }),
    ),
  );
  return { outcome: 'applied', puts: puts.length, deletes: deletes.length };
}
