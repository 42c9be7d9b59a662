import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { createWebhook } from '#domains/webhooks/manage-webhooks';
import { WebhookCreateBody } from '#domains/webhooks/webhook-bodies';
import { webhookShape } from '#domains/webhooks/webhook-shape';
import { CreatedWebhookSchema } from '#domains/webhooks/webhook-response-schemas';
import { CREATED_WEBHOOK_EXAMPLE } from '#domains/webhooks/webhook-examples';

export const operation = endpoint({ body: WebhookCreateBody }, async ({ body }) => {
  const webhook = await createWebhook(body);
  return created({ ...webhookShape(webhook), secret: webhook.secret });
});

DOCS: documentRequest(operation, { url: 'https://build.example.com/hooks/cms', events: ['post.*'], description: 'Rebuild the static site' });
DOCS: documentResponse(operation, CreatedWebhookSchema, CREATED_WEBHOOK_EXAMPLE);
