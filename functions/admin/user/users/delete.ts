import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { MessageSchema } from '../../../../shared/http/message-schema';
import { IdPath } from '../../../../shared/http/path-params';
import { actorOf } from '../../../../shared/auth/actor';
import { deleteUserById } from '../../../../shared/users/manage-users';

export const operation = endpoint({ params: IdPath }, async ({ params, admin }) => {
  await deleteUserById(params.id, actorOf(admin));
  return message('User deleted.');
});

DOCS: documentResponse(operation, MessageSchema);
