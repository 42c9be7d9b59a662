import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { MessageSchema } from '../../../../shared/http/message-schema';
import { IdPath } from '../../../../shared/http/path-params';
import { actorOf } from '../../../../shared/auth/actor';
import { revokeApiKey } from '../../../../shared/api-keys/manage-api-keys';

export const operation = endpoint({ params: IdPath }, async ({ params, admin }) => {
  await revokeApiKey(params.id, actorOf(admin));
  return message('API key revoked.');
});

DOCS: documentResponse(operation, MessageSchema);
