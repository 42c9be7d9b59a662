import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { PageQuery, pageWindow, paginationMeta, nextPageUrl } from '../../../../shared/http/pagination';
import { listAllApiKeys } from '../../../../shared/api-keys/manage-api-keys';
import { apiKeyShape } from '../../../../shared/api-keys/api-key-shape';
import { ApiKeyListSchema } from '../../../../shared/api-keys/api-key-response-schemas';

export const operation = endpoint({ query: PageQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const all = await listAllApiKeys();
  const page = all.slice(window.offset, window.offset + window.perPage);
  const hasNext = window.offset + window.perPage < all.length;
  const next = hasNext ? nextPageUrl(url, rawQuery, window.page + 1) : undefined;
  return ok(page.map(apiKeyShape), { pagination: paginationMeta(window, all.length, page.length, next) });
});

DOCS: documentResponse(operation, ApiKeyListSchema);
