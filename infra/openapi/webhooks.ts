/**
 * The document's `webhooks` section (OpenAPI 3.1): one operation per event type, the POST a receiver
 * gets, with its payload (shared/domains/webhooks/webhook-event-schemas.ts) and the Standard Webhooks
 * headers that sign it (shared/domains/webhooks/signing.ts). Receivers verify with any Standard
 * Webhooks library (`standardwebhooks` on npm) and the secret shown when the webhook was created.
 */
import { EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES, eventPayloadSchema, familyOf } from '#domains/webhooks/webhook-event-schemas';
import type { WebhookEventType } from '#domains/webhooks/webhook';
import { EVENT_DATA_EXAMPLES, CREATED_WEBHOOK_EXAMPLE } from '#domains/webhooks/webhook-examples';
import { signedHeaders } from '#domains/webhooks/signing';
import { ATTEMPT_TIMEOUT_SECONDS, RETRY_DELAYS_SECONDS } from '#domains/webhooks/retry-policy';
import type { JsonSchema, SchemaDefinitions } from './json-schema';
import type { SharedComponents } from './shared-components';

export const WEBHOOKS_TAG = {
  name: 'webhook events',
  description:
    'What the service POSTs to a webhook\'s URL when content changes (subscribe with `events` on the webhook: a type, `post.*`, or `*`). Each request carries `{type, timestamp, data}`, `data` being the admin shape of the entity, and is signed as Standard Webhooks: verify `webhook-signature` with the secret shown when the webhook was created, and deduplicate on `webhook-id`. Events of one post (or category, tag, media item) arrive in order.',
};

const EXAMPLE_TIMESTAMP = 1_777_978_800;
const EXAMPLE_ID = 'evt_Jm2qv8d0W8cXv1bq9zQq1mYbXkW';

const minutes = (seconds: number) => (seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`);

const payloadOf = (type: WebhookEventType) => ({ type, timestamp: '2026-05-05T11:00:00.000Z', data: EVENT_DATA_EXAMPLES[familyOf(type)] });

/** The headers of every event; their examples sign the `tag.created` example with the example webhook's secret. */
function headerParameters(shared: SharedComponents): JsonSchema[] {
  const headers = signedHeaders(CREATED_WEBHOOK_EXAMPLE.secret, EXAMPLE_ID, EXAMPLE_TIMESTAMP, JSON.stringify(payloadOf('tag.created')));
  return [
    shared.refer('parameters', 'WebhookId', {
      name: 'webhook-id',
      in: 'header',
      required: true,
      description: "The event's id: the same on every attempt and redelivery of it. Deduplicate on it.",
      schema: { type: 'string', pattern: '^evt_[A-Za-z0-9_-]{27}$' },
      example: headers['webhook-id'],
    }),
    shared.refer('parameters', 'WebhookTimestamp', {
      name: 'webhook-timestamp',
      in: 'header',
      required: true,
      description: 'Unix seconds when this attempt was signed. Refuse one too far from your clock (Standard Webhooks suggests 5 minutes) to stop replays.',
      schema: { type: 'string', pattern: '^[0-9]+$' },
      example: headers['webhook-timestamp'],
    }),
    shared.refer('parameters', 'WebhookSignature', {
      name: 'webhook-signature',
      in: 'header',
      required: true,
      description:
        '`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the base64-decoded part of the webhook\'s secret after `whsec_`. Compare in constant time; the header may hold several space-separated signatures (any one matching is enough).',
      schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]+=*( v1,[A-Za-z0-9+/]+=*)*$' },
      example: headers['webhook-signature'],
    }),
  ];
}

const RESPONSES: Record<string, JsonSchema> = {
  '2XX': { description: `Received: the delivery is done. Answer within ${ATTEMPT_TIMEOUT_SECONDS} seconds; do slow work afterwards.` },
  '4XX': { description: 'Refused for good: not tried again (408 and 429 excepted, which are retried as a 5xx is). Redirects are not followed.' },
  '5XX': {
    description: `Tried again after ${RETRY_DELAYS_SECONDS.map(minutes).join(', ')} (about 24 hours in all), then parked in the dead-letter queue. A timeout or a refused connection counts the same. Every attempt is in the deliveries list.`,
  },
};

/** The `webhooks` section; the payload schemas go to `defs` (as `components.schemas`). */
export function webhooksSection(defs: SchemaDefinitions, shared: SharedComponents): Record<string, Record<string, JsonSchema>> {
  const section: Record<string, Record<string, JsonSchema>> = {};
  for (const type of WEBHOOK_EVENT_TYPES) {
    const payload = payloadOf(type);
    section[type] = {
      post: {
        operationId: `webhook-${type.replace('.', '-')}`,
        summary: `${type} event`,
        description: `${EVENT_DESCRIPTIONS[type]}\n\nSent to every enabled webhook whose \`events\` name \`${type}\`, \`${familyOf(type)}.*\` or \`*\`.`,
        tags: [WEBHOOKS_TAG.name],
        security: [],
        parameters: headerParameters(shared),
        requestBody: {
          required: true,
          content: { 'application/json': { schema: defs.convert(eventPayloadSchema(type), 'output', `webhook ${type}`), example: payload } },
        },
        responses: RESPONSES,
      },
    };
  }
  return section;
}
