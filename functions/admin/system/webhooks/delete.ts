import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { IdPath } from '#platform/http/path-params';
import { deleteWebhook } from '#domains/webhooks/manage-webhooks';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  await deleteWebhook(params.id);
  return message('Webhook deleted.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'Webhook deleted.' });
