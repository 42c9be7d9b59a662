/**
 * The delivery log: one item per attempt in the webhook's partition (keys.webhookDelivery), the body
 * sent kept with it so that any attempt can be redelivered. The newest DELIVERY_LOG_SIZE are listed;
 * every attempt expires by TTL after DELIVERY_RETENTION_DAYS.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { keys } from '#platform/db/keys';
import { TABLE } from '#platform/db/table-definition';
import { num, optNum, optStr, str, type Item } from '#platform/db/attributes';

export const DELIVERY_LOG_SIZE = 50;
export const DELIVERY_RETENTION_DAYS = 7;

export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'dead';

export interface DeliveryAttempt {
  /** Time-ordered: `dlv_` + milliseconds (13 digits) + random hex. */
  id: string;
  webhookId: number;
  /** The `webhook-id` header: the same on every attempt and redelivery of one event. */
  messageId: string;
  eventType: string;
  /** The entity whose events are delivered in order (`post:12`). */
  group: string;
  attempt: number;
  outcome: DeliveryOutcome;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
  at: string;
  nextAttemptAt: string | null;
  body: string;
}

export function newDeliveryId(now: Date): string {
  return `dlv_${String(now.getTime()).padStart(13, '0')}${randomBytes(6).toString('hex')}`;
}

export const DELIVERY_ID = /^dlv_\d{13}[0-9a-f]{12}$/;

function toAttempt(item: Item): DeliveryAttempt {
  return {
    id: str(item, 'sk'),
    webhookId: num(item, 'webhook_id'),
    messageId: str(item, 'message_id'),
    eventType: str(item, 'event_type'),
    group: str(item, 'group'),
    attempt: num(item, 'attempt'),
    outcome: str(item, 'outcome') as DeliveryOutcome,
    responseStatus: optNum(item, 'response_status'),
    error: optStr(item, 'error'),
    durationMs: num(item, 'duration_ms'),
    at: str(item, 'at'),
    nextAttemptAt: optStr(item, 'next_attempt_at'),
    body: str(item, 'body'),
  };
}

export async function recordAttempt(attempt: DeliveryAttempt): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.webhookDelivery(attempt.webhookId, attempt.id),
        entity: 'webhook_delivery',
        webhook_id: attempt.webhookId,
        message_id: attempt.messageId,
        event_type: attempt.eventType,
        group: attempt.group,
        attempt: attempt.attempt,
        outcome: attempt.outcome,
        response_status: attempt.responseStatus ?? undefined,
        error: attempt.error ?? undefined,
        duration_ms: attempt.durationMs,
        at: attempt.at,
        next_attempt_at: attempt.nextAttemptAt ?? undefined,
        body: attempt.body,
        [TABLE.ttlAttribute]: Math.floor(Date.parse(attempt.at) / 1000) + DELIVERY_RETENTION_DAYS * 86_400,
      },
    }),
  );
}

/** The newest attempts of a webhook, newest first. */
export async function latestAttempts(webhookId: number): Promise<DeliveryAttempt[]> {
  const output = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.webhookDeliveriesPartition(webhookId) },
      ScanIndexForward: false,
      Limit: DELIVERY_LOG_SIZE,
    }),
  );
  return (output.Items ?? []).map(toAttempt);
}

export async function findAttempt(webhookId: number, deliveryId: string): Promise<DeliveryAttempt | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.webhookDelivery(webhookId, deliveryId) }));
  return output.Item ? toAttempt(output.Item) : undefined;
}
