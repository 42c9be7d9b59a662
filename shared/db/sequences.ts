import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys, type SequenceName } from './keys';

/** Allocates the next integer id of an entity with one atomic `ADD`: unique across concurrent writers. */
export async function nextId(entity: SequenceName): Promise<number> {
  const output = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.sequence(entity),
      UpdateExpression: 'ADD #n :one',
      ExpressionAttributeNames: { '#n': 'n' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const value = output.Attributes?.n;
  if (typeof value !== 'number') throw new Error(`sequence ${entity} returned no number`);
  return value;
}
