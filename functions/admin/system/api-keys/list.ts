import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { PageQuery, pageWindow, pageOfList } from '#platform/http/pagination';
import { listAllApiKeys } from '#domains/api-keys/manage-api-keys';
import { apiKeyShape } from '#domains/api-keys/api-key-shape';
import { ApiKeyListSchema } from '#domains/api-keys/api-key-response-schemas';
import { API_KEY_EXAMPLE } from '#domains/api-keys/api-key-examples';

export const operation = endpoint({ query: PageQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const all = await listAllApiKeys();
  const { page, pagination } = pageOfList(all, window, url, rawQuery);
  return ok(page.map(apiKeyShape), { pagination });
});

DOCS: documentResponse(operation, ApiKeyListSchema, [API_KEY_EXAMPLE]);
