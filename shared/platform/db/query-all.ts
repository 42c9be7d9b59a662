/** Reads that follow `LastEvaluatedKey` to the end of what a Query matches, and what they cost. */
import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import type { Item } from './attributes';

/** What the queries of one list call read: `scanned == returned` unless something was read and dropped. */
export interface QueryStats {
  queries: number;
  scanned: number;
  returned: number;
}

export const emptyStats = (): QueryStats => ({ queries: 0, scanned: 0, returned: 0 });

/** Adds one Query's answer to `stats`. */
export function countQuery(stats: QueryStats, output: Pick<QueryCommandOutput, 'ScannedCount' | 'Count'>): void {
  stats.queries += 1;
  stats.scanned += output.ScannedCount ?? 0;
  stats.returned += output.Count ?? 0;
}

/** Every item the query matches, page by page: its cost grows with what it reads, so keep it for small partitions. */
export async function queryAllPages(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>, stats?: QueryStats): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const output = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    if (stats) countQuery(stats, output);
    items.push(...(output.Items ?? []));
    startKey = output.LastEvaluatedKey;
  } while (startKey);
  return items;
}
