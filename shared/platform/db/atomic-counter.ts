/** One counter attribute `n` moved up in a single UpdateItem: exact across concurrent writers. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { Key } from './keys';
import type { Item } from './attributes';

/**
 * Adds `by` (default one) to the counter `n` of the item at `key` and answers the new value. An item
 * without one starts from `startFrom` (a count kept elsewhere until then); `set` adds attributes the
 * item carries.
 */
export async function incrementCounter(key: Key, options: { startFrom?: number; set?: Item; by?: number } = {}): Promise<number> {
  const names: Record<string, string> = { '#n': 'n' };
  const values: Item = { ':start': options.startFrom ?? 0, ':one': options.by ?? 1 };
  const sets = ['#n = if_not_exists(#n, :start) + :one'];
  for (const [index, [name, value]] of Object.entries(options.set ?? {}).entries()) {
    names[`#s${index}`] = name;
    values[`:s${index}`] = value;
    sets.push(`#s${index} = :s${index}`);
  }
  const output = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const value = output.Attributes?.n;
  if (typeof value !== 'number') throw new Error(`counter ${String(key.pk)}/${String(key.sk)} returned no number`);
  return value;
}
