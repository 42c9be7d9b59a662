import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { PageQuery, pageWindow, pageOfList } from '#platform/http/pagination';
import { listWebhooks } from '#domains/webhooks/manage-webhooks';
import { webhookShape } from '#domains/webhooks/webhook-shape';
import { WebhookListSchema } from '#domains/webhooks/webhook-response-schemas';
import { WEBHOOK_EXAMPLE } from '#domains/webhooks/webhook-examples';

export const operation = endpoint({ query: PageQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const all = await listWebhooks();
  const { page, pagination } = pageOfList(all, window, url, rawQuery);
  return ok(page.map(webhookShape), { pagination });
});

DOCS: documentResponse(operation, WebhookListSchema, [WEBHOOK_EXAMPLE]);
