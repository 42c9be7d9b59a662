/** The webhook answers (OpenAPI document, contract tests); Lambda bundles leave them out. */
import * as z from 'zod/mini';
import { described } from '#platform/described';

const timestamp = () => described(z.string(), 'ISO 8601 UTC with microseconds, e.g. 2024-01-15T10:30:00.000000Z');

export const WebhookSchema = described(
  z.strictObject({
    id: z.int().check(z.positive()),
    url: z.string(),
    events: z.array(z.string()),
    enabled: z.boolean(),
    description: z.string(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
  'Webhook',
);

export const WebhookListSchema = z.array(WebhookSchema);

export const CreatedWebhookSchema = described(
  z.extend(WebhookSchema, { secret: described(z.string(), 'the signing secret (`whsec_…`): shown once, store it now') }),
  'Created webhook',
);

export const DeliverySchema = described(
  z.strictObject({
    id: described(z.string(), 'the attempt; redeliver names it'),
    webhook_id: z.int().check(z.positive()),
    message_id: described(z.string(), 'the `webhook-id` header: the same on every attempt and redelivery of an event'),
    event_type: z.string(),
    attempt: described(z.int().check(z.positive()), '1 for the first attempt of a message'),
    outcome: z.enum(['delivered', 'retrying', 'failed', 'dead']),
    response_status: z.nullable(z.int()),
    error: z.nullable(z.string()),
    duration_ms: z.int(),
    created_at: timestamp(),
    next_attempt_at: z.nullable(timestamp()),
  }),
  'Webhook delivery attempt',
);

export const DeliveryListSchema = z.array(DeliverySchema);
