/** Updates of chosen attributes of an item that must already exist. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from './client';
import type { Key } from './keys';
import type { Item } from './attributes';

/**
 * SETs `attributes` (name -> value; undefined ones are left as stored, at least one must be defined)
 * on the item at `key`: the item as written, or undefined when there is no such item (the condition
 * keeps an update from creating a stray one).
 */
export async function setAttributesIfExists(key: Key, attributes: Item): Promise<Item | undefined> {
  const names: Record<string, string> = {};
  const values: Item = {};
  const sets: string[] = [];
  Object.entries(attributes).forEach(([name, value], index) => {
    if (value === undefined) return;
    names[`#a${index}`] = name;
    values[`:a${index}`] = value;
    sets.push(`#a${index} = :a${index}`);
  });
  try {
    const output = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return output.Attributes;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
