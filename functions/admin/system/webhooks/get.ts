import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { getWebhook } from '../../../../shared/webhooks/manage-webhooks';
import { webhookShape } from '../../../../shared/webhooks/webhook-shape';
import { WebhookSchema } from '../../../../shared/webhooks/webhook-response-schemas';

export const operation = endpoint({ params: IdPath }, async ({ params }) => ok(webhookShape(await getWebhook(params.id))));

DOCS: documentResponse(operation, WebhookSchema);
