/**
 * API keys by value hash (one GetItem: the authorizer's path) and all keys by id (gsi1 `APIKEYS`).
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys, padId } from '#platform/db/keys';
import { num, optStr, str, strList, type Item } from '#platform/db/attributes';
import { absentWhenNull, itemMapper } from '#platform/db/item-mapper';
import { nextId } from '#platform/db/sequences';
import { readCollection } from '#platform/db/collections';
import { failedConditions } from '#platform/db/transactions';
import { auditPut } from '#domains/audit/audit-entry';
import type { Actor } from '#platform/auth/actor';
import { generateApiKeyValue, hashApiKey, type ApiKey } from './api-key';

const API_KEY = itemMapper<ApiKey>({
  id: num,
  name: str,
  hash: str,
  prefix: str,
  adminPermissions: strList,
  createdAt: str,
  // Absent rather than null, so that `if_not_exists(revoked_at, ...)` can set it once.
  revokedAt: absentWhenNull(optStr),
  gatewayKeyId: absentWhenNull(optStr),
});

export const toApiKey = API_KEY.read;

export function apiKeyItem(apiKey: ApiKey): Item {
  return { ...keys.apiKey(apiKey.hash), ...keys.collection('APIKEYS', apiKey.id), entity: 'api_key', ...API_KEY.attributes(apiKey) };
}

/**
 * Stores a new key with its audit entry, in one transaction; `value` may be given (CMS_API_KEY at
 * start-up), otherwise one is generated.
 */
export async function insertApiKey(
  input: { name: string; adminPermissions: string[]; value?: string },
  now: string,
  actor: Actor,
): Promise<{ apiKey: ApiKey; value: string }> {
  const value = input.value ?? generateApiKeyValue();
  const apiKey: ApiKey = {
    id: await nextId('api_key'),
    name: input.name,
    hash: hashApiKey(value),
    prefix: value.slice(0, 8),
    adminPermissions: input.adminPermissions,
    createdAt: now,
    revokedAt: null,
    gatewayKeyId: null,
  };
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: apiKeyItem(apiKey), ConditionExpression: 'attribute_not_exists(pk)' } },
        auditPut({
          actor,
          action: 'api_key.create',
          target: { type: 'api_key', id: apiKey.id },
          before: null,
          after: { name: apiKey.name, prefix: apiKey.prefix, admin_permissions: apiKey.adminPermissions },
          at: now,
        }),
      ],
    }),
  );
  return { apiKey, value };
}

export async function findApiKeyByValue(value: string): Promise<ApiKey | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.apiKey(hashApiKey(value)) }));
  return output.Item ? toApiKey(output.Item) : undefined;
}

export async function findApiKeyById(id: number): Promise<ApiKey | undefined> {
  const output = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': 'APIKEYS', ':sk': padId(id) },
    }),
  );
  const item = output.Items?.[0];
  return item ? toApiKey(item) : undefined;
}

/** Every key, oldest first. Keys are few (one per application), so this reads them all. */
export async function listAllApiKeys(): Promise<ApiKey[]> {
  return (await readCollection('APIKEYS')).map(toApiKey);
}

export async function setGatewayKeyId(apiKey: ApiKey, gatewayKeyId: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.apiKey(apiKey.hash),
      UpdateExpression: 'SET gateway_key_id = :id',
      ExpressionAttributeValues: { ':id': gatewayKeyId },
    }),
  );
}

/**
 * Marks the key revoked (kept for the audit trail) with its audit entry, in one transaction; a key
 * already revoked is returned as it is (nothing written); `undefined` when it does not exist.
 */
export async function markApiKeyRevoked(apiKey: ApiKey, now: string, actor: Actor): Promise<ApiKey | undefined> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.apiKey(apiKey.hash),
              UpdateExpression: 'SET revoked_at = :now',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revoked_at)',
              ExpressionAttributeValues: { ':now': now },
            },
          },
          auditPut({
            actor,
            action: 'api_key.revoke',
            target: { type: 'api_key', id: apiKey.id },
            before: { revoked_at: null, admin_permissions: apiKey.adminPermissions },
            after: { revoked_at: now, admin_permissions: apiKey.adminPermissions },
            at: now,
          }),
        ],
      }),
    );
    return { ...apiKey, revokedAt: now };
  } catch (error) {
    if (!failedConditions(error).includes(0)) throw error;
    // Gone, or revoked by someone else first: the first revocation (and its entry) stands.
    const current = await db.send(new GetCommand({ TableName: tableName(), Key: keys.apiKey(apiKey.hash), ConsistentRead: true }));
    return current.Item ? toApiKey(current.Item) : undefined;
  }
}
