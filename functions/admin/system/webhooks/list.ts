import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { PageQuery, pageWindow, pageOfList } from '../../../../shared/http/pagination';
import { listWebhooks } from '../../../../shared/webhooks/manage-webhooks';
import { webhookShape } from '../../../../shared/webhooks/webhook-shape';
import { WebhookListSchema } from '../../../../shared/webhooks/webhook-response-schemas';

export const operation = endpoint({ query: PageQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const all = await listWebhooks();
  const { page, pagination } = pageOfList(all, window, url, rawQuery);
  return ok(page.map(webhookShape), { pagination });
});

DOCS: documentResponse(operation, WebhookListSchema);
