import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { IdPath } from '#platform/http/path-params';
import { actorOf } from '#platform/auth/actor';
import { revokeApiKey } from '#domains/api-keys/manage-api-keys';

export const operation = endpoint({ params: IdPath }, async ({ params, admin }) => {
  await revokeApiKey(params.id, actorOf(admin));
  return message('API key revoked.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'API key revoked.' });
