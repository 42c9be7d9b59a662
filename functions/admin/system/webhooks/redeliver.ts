import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { idParam } from '#platform/http/path-params';
import { DELIVERY_ID } from '#domains/webhooks/deliveries-repository';
import { redeliver } from '#domains/webhooks/manage-webhooks';

export const RedeliverPath = z.object({
  id: idParam,
  delivery_id: z.string().check(z.regex(DELIVERY_ID, 'delivery_id must be a delivery id (dlv_…) from the deliveries list.')),
});

export const operation = endpoint({ params: RedeliverPath }, async ({ params }) => {
  await redeliver(params.id, params.delivery_id);
  return message('Redelivery queued.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'Redelivery queued.' });
