import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { createWebhook } from '../../../../shared/webhooks/manage-webhooks';
import { WebhookCreateBody } from '../../../../shared/webhooks/webhook-bodies';
import { webhookShape } from '../../../../shared/webhooks/webhook-shape';
import { CreatedWebhookSchema } from '../../../../shared/webhooks/webhook-response-schemas';

export const operation = endpoint({ body: WebhookCreateBody }, async ({ body }) => {
  const webhook = await createWebhook(body);
  return created({ ...webhookShape(webhook), secret: webhook.secret });
});

DOCS: documentResponse(operation, CreatedWebhookSchema);
