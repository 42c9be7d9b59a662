import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { IdPath } from '#platform/http/path-params';
import { actorOf } from '#platform/auth/actor';
import { deleteUserById } from '#domains/users/manage-users';

export const operation = endpoint({ params: IdPath }, async ({ params, admin }) => {
  await deleteUserById(params.id, actorOf(admin));
  return message('User deleted.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'User deleted.' });
