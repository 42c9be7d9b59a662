import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { PageQuery, pageWindow, pageOfList } from '../../../../shared/http/pagination';
import { listAllApiKeys } from '../../../../shared/api-keys/manage-api-keys';
import { apiKeyShape } from '../../../../shared/api-keys/api-key-shape';
import { ApiKeyListSchema } from '../../../../shared/api-keys/api-key-response-schemas';

export const operation = endpoint({ query: PageQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const all = await listAllApiKeys();
  const { page, pagination } = pageOfList(all, window, url, rawQuery);
  return ok(page.map(apiKeyShape), { pagination });
});

DOCS: documentResponse(operation, ApiKeyListSchema);
