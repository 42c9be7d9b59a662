import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { MessageSchema } from '../../../../shared/http/message-schema';
import { IdPath } from '../../../../shared/http/path-params';
import { deleteWebhook } from '../../../../shared/webhooks/manage-webhooks';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  await deleteWebhook(params.id);
  return message('Webhook deleted.');
});

DOCS: documentResponse(operation, MessageSchema);
