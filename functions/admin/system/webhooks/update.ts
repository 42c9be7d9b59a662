import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { updateWebhook } from '../../../../shared/webhooks/manage-webhooks';
import { WebhookUpdateBody } from '../../../../shared/webhooks/webhook-bodies';
import { webhookShape } from '../../../../shared/webhooks/webhook-shape';
import { WebhookSchema } from '../../../../shared/webhooks/webhook-response-schemas';

export const operation = endpoint({ params: IdPath, body: WebhookUpdateBody }, async ({ params, body }) => ok(webhookShape(await updateWebhook(params.id, body))));

DOCS: documentResponse(operation, WebhookSchema);
