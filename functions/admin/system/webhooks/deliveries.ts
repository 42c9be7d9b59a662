import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { listDeliveries } from '#domains/webhooks/manage-webhooks';
import { deliveryShape } from '#domains/webhooks/webhook-shape';
import { DeliveryListSchema } from '#domains/webhooks/webhook-response-schemas';
import { DELIVERIES_EXAMPLE } from '#domains/webhooks/webhook-examples';

/** The newest 50 attempts, newest first (one page: the log keeps no more). */
export const operation = endpoint({ params: IdPath }, async ({ params }) => ok((await listDeliveries(params.id)).map(deliveryShape)));

DOCS: documentResponse(operation, DeliveryListSchema, DELIVERIES_EXAMPLE);
