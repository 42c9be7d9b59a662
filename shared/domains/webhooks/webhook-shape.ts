/** The admin shapes of a webhook (never its secret, except the create answer) and of a delivery attempt. */
import { adminTimestamp } from '#platform/time';
import type { Webhook } from './webhook';
import type { DeliveryAttempt } from './deliveries-repository';

export function webhookShape(webhook: Webhook) {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events,
    enabled: webhook.enabled,
    description: webhook.description,
    created_at: adminTimestamp(webhook.createdAt),
    updated_at: adminTimestamp(webhook.updatedAt),
  };
}

export function deliveryShape(attempt: DeliveryAttempt) {
  return {
    id: attempt.id,
    webhook_id: attempt.webhookId,
    message_id: attempt.messageId,
    event_type: attempt.eventType,
    attempt: attempt.attempt,
    outcome: attempt.outcome,
    response_status: attempt.responseStatus,
    error: attempt.error,
    duration_ms: attempt.durationMs,
    created_at: adminTimestamp(attempt.at),
    next_attempt_at: adminTimestamp(attempt.nextAttemptAt),
  };
}
