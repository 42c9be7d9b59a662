import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { MessageSchema } from '../../../../shared/http/message-schema';
import { idParam } from '../../../../shared/http/path-params';
import { DELIVERY_ID } from '../../../../shared/webhooks/deliveries-repository';
import { redeliver } from '../../../../shared/webhooks/manage-webhooks';

export const RedeliverPath = z.object({
  id: idParam('id'),
  delivery_id: z.string().check(z.regex(DELIVERY_ID, 'delivery_id must be a delivery id (dlv_…) from the deliveries list.')),
});

export const operation = endpoint({ params: RedeliverPath }, async ({ params }) => {
  await redeliver(params.id, params.delivery_id);
  return message('Redelivery queued.');
});

DOCS: documentResponse(operation, MessageSchema);
