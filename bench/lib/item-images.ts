/**
 * The images of the items a write names, read before and after it by a client of its own (the
 * service's client is the one the probe watches; these reads must not be counted as the request's).
 * Strongly consistent, so an image is the item as the write left it.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ItemWrite, ReadImages } from './write-pricing';

type Item = Record<string, unknown>;

const BATCH = 100;

export function imageReader(endpoint: string): { read: ReadImages; destroy(): void } {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const id = (table: string, key: Item) => `${table}\u0000${JSON.stringify([key.pk, key.sk])}`;

  const read: ReadImages = async (writes) => {
    const wanted = new Map<string, { table: string; key: Item }>();
    for (const write of writes) wanted.set(id(write.table, write.key), { table: write.table, key: write.key });
    const found = new Map<string, Item>();
    const all = [...wanted.values()];
    for (let start = 0; start < all.length; start += BATCH) {
      let pending: Record<string, { Keys: Item[]; ConsistentRead: true }> = {};
      for (const { table, key } of all.slice(start, start + BATCH)) {
        (pending[table] ??= { Keys: [], ConsistentRead: true }).Keys.push(key);
      }
      while (Object.keys(pending).length > 0) {
        const output = await client.send(new BatchGetCommand({ RequestItems: pending }));
        for (const [table, items] of Object.entries(output.Responses ?? {})) {
          for (const item of items) found.set(id(table, item), item);
        }
        pending = (output.UnprocessedKeys ?? {}) as typeof pending;
      }
    }
    return writes.map((write: ItemWrite) => found.get(id(write.table, write.key)));
  };
  return { read, destroy: () => client.destroy() };
}
