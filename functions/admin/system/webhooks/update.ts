import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { updateWebhook } from '#domains/webhooks/manage-webhooks';
import { WebhookUpdateBody } from '#domains/webhooks/webhook-bodies';
import { webhookShape } from '#domains/webhooks/webhook-shape';
import { WebhookSchema } from '#domains/webhooks/webhook-response-schemas';
import { WEBHOOK_EXAMPLE } from '#domains/webhooks/webhook-examples';

export const operation = endpoint({ params: IdPath, body: WebhookUpdateBody }, async ({ params, body }) => ok(webhookShape(await updateWebhook(params.id, body))));

DOCS: documentRequest(operation, { events: ['post.*', 'category.*'], enabled: true });
DOCS: documentResponse(operation, WebhookSchema, WEBHOOK_EXAMPLE);
