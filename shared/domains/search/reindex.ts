/**
 * Writes the search index of every post from the post items (a table whose posts predate the stream
 * consumer, an import written while no consumer ran, a restore, a table of layout 11). Each post goes
 * through the consumer's own `applyPostChange` as if just created: a post already indexed at its rev
 * is skipped, so the command can be stopped and run again; one whose row is pending at its rev (a
 * claim whose postings were not all written, its record set aside) gets them written. It is safe
 * while the consumer runs: it claims rows as the consumer does (index-writer.ts).
 * It is also the table's migration (docs/data-model.md, "Layout versions"), on the same Scan: the
 * trigram postings of layout 11 (`TG#…`), which nothing reads any more, are deleted and their posts'
 * rows of layout 11 replaced; comments of layouts 11 and 12 get the keys of layout 13
 * (comment-keys-migration.ts); a table stamped with layout 11 or 12 is then stamped with this one.
 */
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys, LEGACY_SEARCH_POSTING_PREFIX } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { readLayout, REINDEX_MIGRATES_FROM, restampLayout } from '#platform/db/layout';
import { COMMENT_SCAN_VALUES, isLayout12Comment, LAYOUT_12_COMMENT_FILTER, moveCommentKeys } from '#domains/comments/comment-keys-migration';
import { applyPostChange } from './index-writer';

const POSTS_AT_ONCE = 8;
/** BatchWriteItem takes 25 requests a call. */
const DELETES_AT_ONCE = 25;

export interface ReindexReport {
  posts: number;
  written: number;
  alreadyIndexed: number;
  /** Layout 9's trigram postings deleted. */
  legacyRemoved: number;
  /** Comments of layout 12 (or 11) given the keys of this layout. */
  commentsMoved: number;
  /** The table was stamped with layout 11 or 12 and now is with this one. */
  migrated?: boolean;
}

async function deleteAll(keysToDelete: readonly Item[]): Promise<void> {
  for (let start = 0; start < keysToDelete.length; start += DELETES_AT_ONCE) {
    let pending = keysToDelete.slice(start, start + DELETES_AT_ONCE).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt)));
      const output = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (output.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
    }
  }
}

export async function reindexSearch(progress: (report: ReindexReport) => void = () => undefined): Promise<ReindexReport> {
  const report: ReindexReport = { posts: 0, written: 0, alreadyIndexed: 0, legacyRemoved: 0, commentsMoved: 0 };
  let startKey: Item | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: `(sk = :sk AND begins_with(pk, :pk)) OR begins_with(pk, :legacy) OR ${LAYOUT_12_COMMENT_FILTER}`,
        ExpressionAttributeValues: {
          ':sk': keys.post(0).sk,
          ':pk': keys.postPartition(0).replace(/\d+$/, ''),
          ':legacy': LEGACY_SEARCH_POSTING_PREFIX,
          ...COMMENT_SCAN_VALUES,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    const found = page.Items ?? [];
    const legacy = found.filter((item) => String(item.pk).startsWith(LEGACY_SEARCH_POSTING_PREFIX));
    const comments = found.filter(isLayout12Comment);
    const posts = found.filter((item) => !String(item.pk).startsWith(LEGACY_SEARCH_POSTING_PREFIX) && !isLayout12Comment(item));
    await deleteAll(legacy.map((item) => ({ pk: item.pk, sk: item.sk })));
    report.legacyRemoved += legacy.length;
    for (const comment of comments) if (await moveCommentKeys(comment)) report.commentsMoved += 1;
    for (let start = 0; start < posts.length; start += POSTS_AT_ONCE) {
      const outcomes = await Promise.all(posts.slice(start, start + POSTS_AT_ONCE).map((post) => applyPostChange(undefined, post)));
      for (const outcome of outcomes) {
        report.posts += 1;
        if (outcome.outcome === 'applied') report.written += 1;
        else report.alreadyIndexed += 1;
      }
    }
    progress(report);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  // Every post is indexed and every comment keyed by this layout's scheme now: the table is of this layout.
  const from = (await readLayout(db, tableName()))?.version;
  if (from !== undefined && REINDEX_MIGRATES_FROM.includes(from)) report.migrated = await restampLayout(db, tableName(), from);
  return report;
}
