import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { getWebhook } from '#domains/webhooks/manage-webhooks';
import { webhookShape } from '#domains/webhooks/webhook-shape';
import { WebhookSchema } from '#domains/webhooks/webhook-response-schemas';
import { WEBHOOK_EXAMPLE } from '#domains/webhooks/webhook-examples';

export const operation = endpoint({ params: IdPath }, async ({ params }) => ok(webhookShape(await getWebhook(params.id))));

DOCS: documentResponse(operation, WebhookSchema, WEBHOOK_EXAMPLE);
