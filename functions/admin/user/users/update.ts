import { adminUsersUpdate } from '../../../../infra/routes/admin-users';
import { endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { AdminUserSchema, UserUpdateBody, userInputOf } from '../../../../shared/users/user-admin-schemas';
import { updateUserFields } from '../../../../shared/users/manage-users';
import { adminUserShapes } from '../../../../shared/users/admin-user-shape';

export const handler = endpoint(adminUsersUpdate, { params: IdPath, body: UserUpdateBody, response: AdminUserSchema }, async ({ params, body }) => {
  const user = await updateUserFields(params.id, userInputOf(body));
  const [shape] = await adminUserShapes([user]);
  return ok(shape);
});
