/**
 * What IAM authorizes for one DynamoDB call, as AWS evaluates it: one request per item action, each an
 * action (`dynamodb:GetItem`...), the table or one of its indexes, and the partition key value that
 * `dynamodb:LeadingKeys` sees. A transaction is authorized item by item (TransactWriteItems has no IAM
 * action of its own: each Put, Update, Delete and ConditionCheck needs its action); batch calls by
 * their own action, once per key.
 */
import { TABLE } from '#platform/db/table-definition';

export interface IamRequest {
  /** `dynamodb:GetItem`... */
  action: string;
  /** Undefined for the table itself. */
  index?: string;
  /** The partition key value (`POST#3`); undefined for a Scan, which names no partition. */
  partitionKey?: string;
}

type Attributes = Record<string, unknown> | undefined;

/** A key attribute, whether the input is plain (document client) or marshalled (`{S: ...}`). */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { S?: unknown }).S === 'string') return (value as { S: string }).S;
  return undefined;
}

const partitionOf = (key: Attributes): string | undefined => text(key?.[TABLE.partitionKey]);

/** The value a Query's key condition gives the partition key of the table or of `index`. */
function queriedPartition(input: Record<string, any>): string | undefined {
  const attribute = input.IndexName ? TABLE.indexes.find((index) => index.name === input.IndexName)?.partitionKey : TABLE.partitionKey;
  const names: Record<string, string> = input.ExpressionAttributeNames ?? {};
  for (const match of String(input.KeyConditionExpression ?? '').matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const name = names[match[1]!] ?? match[1]!;
    if (name === attribute) return text(input.ExpressionAttributeValues?.[match[2]!]);
  }
  return undefined;
}

/** `command` as the SDK names it (`QueryCommand`, `TransactWriteItemsCommand`...). */
export function iamRequestsOf(command: string, input: Record<string, any>): IamRequest[] {
  const name = command.replace(/Command$/, '');
  switch (name) {
    case 'Get':
    case 'GetItem':
      return [{ action: 'dynamodb:GetItem', partitionKey: partitionOf(input.Key) }];
    case 'Put':
    case 'PutItem':
      return [{ action: 'dynamodb:PutItem', partitionKey: partitionOf(input.Item) }];
    case 'Update':
    case 'UpdateItem':
      return [{ action: 'dynamodb:UpdateItem', partitionKey: partitionOf(input.Key) }];
    case 'Delete':
    case 'DeleteItem':
      return [{ action: 'dynamodb:DeleteItem', partitionKey: partitionOf(input.Key) }];
    case 'Query':
      return [{ action: 'dynamodb:Query', ...(input.IndexName ? { index: String(input.IndexName) } : {}), partitionKey: queriedPartition(input) }];
    case 'Scan':
      return [{ action: 'dynamodb:Scan', ...(input.IndexName ? { index: String(input.IndexName) } : {}) }];
    case 'BatchGet':
    case 'BatchGetItem':
      return Object.values<{ Keys?: Attributes[] }>(input.RequestItems ?? {}).flatMap((request) =>
        (request.Keys ?? []).map((key) => ({ action: 'dynamodb:BatchGetItem', partitionKey: partitionOf(key) })),
      );
    case 'BatchWrite':
    case 'BatchWriteItem':
      return Object.values<{ PutRequest?: { Item: Attributes }; DeleteRequest?: { Key: Attributes } }[]>(input.RequestItems ?? {}).flatMap((requests) =>
        requests.map((request) => ({
          action: 'dynamodb:BatchWriteItem',
          partitionKey: partitionOf(request.PutRequest?.Item ?? request.DeleteRequest?.Key),
        })),
      );
    case 'TransactWrite':
    case 'TransactWriteItems':
      return (input.TransactItems ?? []).map((item: Record<string, any>) => {
        if (item.Put) return { action: 'dynamodb:PutItem', partitionKey: partitionOf(item.Put.Item) };
        if (item.Update) return { action: 'dynamodb:UpdateItem', partitionKey: partitionOf(item.Update.Key) };
        if (item.Delete) return { action: 'dynamodb:DeleteItem', partitionKey: partitionOf(item.Delete.Key) };
        return { action: 'dynamodb:ConditionCheckItem', partitionKey: partitionOf(item.ConditionCheck?.Key) };
      });
    case 'TransactGet':
    case 'TransactGetItems':
      return (input.TransactItems ?? []).map((item: Record<string, any>) => ({ action: 'dynamodb:GetItem', partitionKey: partitionOf(item.Get?.Key) }));
    default:
      // DescribeTable, CreateTable...: no route makes them; named as they are, so a check refuses them.
      return [{ action: `dynamodb:${name}` }];
  }
}
