import { adminUsersDelete } from '../../../../infra/routes/admin-users';
import { endpoint } from '../../../../shared/http/endpoint';
import { MessageSchema, message } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { deleteUserById } from '../../../../shared/users/manage-users';

export const handler = endpoint(adminUsersDelete, { params: IdPath, response: MessageSchema }, async ({ params, admin }) => {
  await deleteUserById(params.id, admin);
  return message('User deleted.');
});
