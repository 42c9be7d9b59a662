/**
 * Writes the search postings of every post from the post items (a table whose posts predate the
 * stream consumer, an import written while no consumer ran, a restore). Each post goes through the
 * consumer's own `applyPostChange` as if just created: a post already indexed at its rev is skipped,
 * so the command can be stopped and run again, and it is safe while the consumer runs.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import type { Item } from '#platform/db/attributes';
import { applyPostChange } from './index-writer';

const POSTS_AT_ONCE = 8;

export interface ReindexReport {
  posts: number;
  written: number;
  alreadyIndexed: number;
}

export async function reindexSearch(progress: (report: ReindexReport) => void = () => undefined): Promise<ReindexReport> {
  const report: ReindexReport = { posts: 0, written: 0, alreadyIndexed: 0 };
  let startKey: Item | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'sk = :sk AND begins_with(pk, :pk)',
        ExpressionAttributeValues: { ':sk': keys.post(0).sk, ':pk': keys.postPartition(0).replace(/\d+$/, '') },
        ExclusiveStartKey: startKey,
      }),
    );
    const posts = page.Items ?? [];
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
  return report;
}
