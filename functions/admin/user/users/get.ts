import { adminUsersGet } from '../../../../infra/routes/admin-users';
import { endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { AdminUserSchema } from '../../../../shared/users/user-admin-schemas';
import { getUser } from '../../../../shared/users/manage-users';
import { adminUserShapes } from '../../../../shared/users/admin-user-shape';

export const handler = endpoint(adminUsersGet, { params: IdPath, response: AdminUserSchema }, async ({ params }) => {
  const [shape] = await adminUserShapes([await getUser(params.id)]);
  return ok(shape);
});
