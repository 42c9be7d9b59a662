/** Use cases of the webhook admin routes. */
import { InvalidBody, NotFound } from '#platform/errors';
import { isoNow } from '#platform/time';
import { nextId } from '#platform/db/sequences';
import { MAX_WEBHOOKS, generateWebhookSecret, type Webhook } from './webhook';
import { urlRefusal } from './url-policy';
import { deleteWebhookItem, findWebhook, insertWebhook, listWebhooks, replaceWebhook } from './webhooks-repository';
import { findAttempt, latestAttempts, type DeliveryAttempt } from './deliveries-repository';
import { webhookQueue } from './queue';
import type { WebhookCreate, WebhookUpdate } from './webhook-bodies';

async function requireUsableUrl(url: string): Promise<void> {
  const refusal = await urlRefusal(url);
  if (refusal) throw new InvalidBody({ url: [refusal] });
}

export async function getWebhook(id: number): Promise<Webhook> {
  const webhook = await findWebhook(id);
  if (!webhook) throw new NotFound('webhook', 'Webhook not found.');
  return webhook;
}

export { listWebhooks };

/** The answer carries the secret: the only time it is shown. */
export async function createWebhook(input: WebhookCreate): Promise<Webhook> {
  await requireUsableUrl(input.url);
  // Read before the write, so two creates racing at the limit may both pass: the limit bounds cost, not correctness.
  if ((await listWebhooks()).length >= MAX_WEBHOOKS) throw new InvalidBody({ url: [`At most ${MAX_WEBHOOKS} webhooks may exist.`] });
  const now = isoNow();
  const webhook: Webhook = {
    id: await nextId('webhook'),
    url: input.url,
    events: [...new Set(input.events)],
    enabled: input.enabled ?? true,
    description: input.description ?? '',
    secret: generateWebhookSecret(),
    createdAt: now,
    updatedAt: now,
  };
  await insertWebhook(webhook);
  return webhook;
}

export async function updateWebhook(id: number, changes: WebhookUpdate): Promise<Webhook> {
  const current = await getWebhook(id);
  if (changes.url !== undefined) await requireUsableUrl(changes.url);
  const next: Webhook = {
    ...current,
    ...(changes.url === undefined ? {} : { url: changes.url }),
    ...(changes.events === undefined ? {} : { events: [...new Set(changes.events)] }),
    ...(changes.enabled === undefined ? {} : { enabled: changes.enabled }),
    ...(changes.description === undefined ? {} : { description: changes.description }),
    updatedAt: isoNow(),
  };
  if (!(await replaceWebhook(next))) throw new NotFound('webhook', 'Webhook not found.');
  return next;
}

export async function deleteWebhook(id: number): Promise<void> {
  if (!(await deleteWebhookItem(id))) throw new NotFound('webhook', 'Webhook not found.');
}

export async function listDeliveries(webhookId: number): Promise<DeliveryAttempt[]> {
  await getWebhook(webhookId);
  return latestAttempts(webhookId);
}

/** Sends the attempt's event again, with its `webhook-id` (receivers deduplicate on it), as a new message. */
export async function redeliver(webhookId: number, deliveryId: string): Promise<void> {
  await getWebhook(webhookId);
  const attempt = await findAttempt(webhookId, deliveryId);
  if (!attempt) throw new NotFound('webhook_delivery', 'Delivery not found.');
  await webhookQueue().send([
    { webhookId, messageId: attempt.messageId, eventType: attempt.eventType, group: attempt.group, body: attempt.body, redelivery: `${deliveryId}:${isoNow()}` },
  ]);
}
