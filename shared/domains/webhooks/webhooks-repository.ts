/** Webhooks, all in one partition (keys.webhook): one Query reads them all. */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { bool, num, str, strList, type Item } from '#platform/db/attributes';
import { itemMapper } from '#platform/db/item-mapper';
import type { Webhook } from './webhook';

const WEBHOOK = itemMapper<Webhook>({
  id: num,
  url: str,
  events: strList,
  enabled: bool,
  description: (item, name) => (typeof item[name] === 'string' ? item[name] : ''),
  secret: str,
  createdAt: str,
  updatedAt: str,
});

export const toWebhook = WEBHOOK.read;

export function webhookItem(webhook: Webhook): Item {
  return { ...keys.webhook(webhook.id), entity: 'webhook', ...WEBHOOK.attributes(webhook) };
}

export async function insertWebhook(webhook: Webhook): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: webhookItem(webhook), ConditionExpression: 'attribute_not_exists(pk)' }));
}

/** Replaces a webhook that still exists; false when it was deleted meanwhile. */
export async function replaceWebhook(webhook: Webhook): Promise<boolean> {
  try {
    await db.send(new PutCommand({ TableName: tableName(), Item: webhookItem(webhook), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function findWebhook(id: number): Promise<Webhook | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.webhook(id), ConsistentRead: true }));
  return output.Item ? toWebhook(output.Item) : undefined;
}

/** Every webhook, by id (at most MAX_WEBHOOKS, so one page). */
export async function listWebhooks(): Promise<Webhook[]> {
  const output = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.webhooksPartition() },
      ConsistentRead: true,
    }),
  );
  return (output.Items ?? []).map(toWebhook);
}

/** False when it did not exist. Its delivery log expires by TTL. */
export async function deleteWebhookItem(id: number): Promise<boolean> {
  const output = await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.webhook(id), ReturnValues: 'ALL_OLD' }));
  return output.Attributes !== undefined;
}
