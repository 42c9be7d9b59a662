/**
 * Turns one stream record into queue messages: its events, each for every enabled webhook that
 * subscribes to it. The webhooks are read only when the record makes an event (one Query).
 */
import type { TableStreamRecord } from '#platform/stream/stream-record';
import { eventsOf, payloadOf } from './events';
import { subscribes } from './webhook';
import { listWebhooks } from './webhooks-repository';
import { webhookQueue, type WebhookMessage } from './queue';

export async function enqueueEvents(record: TableStreamRecord): Promise<void> {
  const events = eventsOf(record);
  if (events.length === 0) return;
  const webhooks = (await listWebhooks()).filter((webhook) => webhook.enabled);
  const messages: WebhookMessage[] = [];
  for (const event of events) {
    for (const webhook of webhooks) {
      if (subscribes(webhook, event.type)) {
        messages.push({ webhookId: webhook.id, messageId: event.id, eventType: event.type, group: event.group, body: payloadOf(event) });
      }
    }
  }
  if (messages.length > 0) await webhookQueue().send(messages);
}
