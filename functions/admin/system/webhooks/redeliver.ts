import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { idParam, idParamCheck } from '#platform/http/path-params';
import { documentedAs, expected, object, parserOf, regex, string } from '#platform/http/input-checks';
import { DELIVERY_ID } from '#domains/webhooks/deliveries-repository';
import { redeliver } from '#domains/webhooks/manage-webhooks';

const NOT_A_DELIVERY = 'delivery_id must be a delivery id (dlv_…) from the deliveries list.';

export const RedeliverPath = /* @__PURE__ */ (() => z.object({ id: idParam, delivery_id: z.string().check(z.regex(DELIVERY_ID, NOT_A_DELIVERY)) }))();

/** The path parsed without zod (input-checks.ts), as its twin above answers (the document's). */
const redeliverPath = parserOf(object({ id: idParamCheck, delivery_id: string(expected('string'), regex(DELIVERY_ID, NOT_A_DELIVERY)) }));
DOCS: documentedAs(redeliverPath, RedeliverPath);

export const operation = endpoint({ params: redeliverPath }, async ({ params }) => {
  await redeliver(params.id, params.delivery_id);
  return message('Redelivery queued.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'Redelivery queued.' });
