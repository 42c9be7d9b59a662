/** Counter items moved in a transaction: one `ADD` of each attribute's delta. */
import { tableName } from './client';
import type { Key } from './keys';
import type { Item } from './attributes';
import type { TransactItem } from './transactions';

/**
 * The transaction item that adds `deltas` (attribute -> delta, at least one) to the counters at `key`,
 * cancelled unless `condition` holds (e.g. `attribute_exists(pk)`: the counted thing must exist).
 */
export function counterAdd(key: Key, deltas: Iterable<readonly [string, number]>, condition?: string): TransactItem {
  const names: Record<string, string> = {};
  const values: Item = {};
  const adds = [...deltas].map(([attribute, delta], index) => {
    names[`#c${index}`] = attribute;
    values[`:c${index}`] = delta;
    return `#c${index} :c${index}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${adds.join(', ')}`,
      ...(condition ? { ConditionExpression: condition } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
