import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { listDeliveries } from '../../../../shared/webhooks/manage-webhooks';
import { deliveryShape } from '../../../../shared/webhooks/webhook-shape';
import { DeliveryListSchema } from '../../../../shared/webhooks/webhook-response-schemas';

/** The newest 50 attempts, newest first (one page: the log keeps no more). */
export const operation = endpoint({ params: IdPath }, async ({ params }) => ok((await listDeliveries(params.id)).map(deliveryShape)));

DOCS: documentResponse(operation, DeliveryListSchema);
