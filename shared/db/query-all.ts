/** Reads that follow `LastEvaluatedKey` to the end of what a Query matches. */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import type { Item } from './attributes';

/** Every item the query matches, page by page: its cost grows with what it reads, so keep it for small partitions. */
export async function queryAllPages(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const output = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(output.Items ?? []));
    startKey = output.LastEvaluatedKey;
  } while (startKey);
  return items;
}
