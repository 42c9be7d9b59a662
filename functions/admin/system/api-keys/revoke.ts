import { adminApiKeysRevoke } from '../../../../infra/routes/system';
import { endpoint } from '../../../../shared/http/endpoint';
import { MessageSchema, message } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { revokeApiKey } from '../../../../shared/api-keys/manage-api-keys';

export const handler = endpoint(adminApiKeysRevoke, { params: IdPath, response: MessageSchema }, async ({ params }) => {
  await revokeApiKey(params.id);
  return message('API key revoked.');
});
