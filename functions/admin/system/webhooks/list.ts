import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { PageQuery, pageWindow, paginationMeta, nextPageUrl } from '../../../../shared/http/pagination';
import { listWebhooks } from '../../../../shared/webhooks/manage-webhooks';
import { webhookShape } from '../../../../shared/webhooks/webhook-shape';
import { WebhookListSchema } from '../../../../shared/webhooks/webhook-response-schemas';

export const operation = endpoint({ query: PageQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const all = await listWebhooks();
  const page = all.slice(window.offset, window.offset + window.perPage);
  const hasNext = window.offset + window.perPage < all.length;
  const next = hasNext ? nextPageUrl(url, rawQuery, window.page + 1) : undefined;
  return ok(page.map(webhookShape), { pagination: paginationMeta(window, all.length, page.length, next) });
});

DOCS: documentResponse(operation, WebhookListSchema);
