import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { UserUpdateBody, userInputOf } from '../../../../shared/users/user-admin-schemas';
import { AdminUserSchema } from '../../../../shared/users/user-response-schemas';
import { actorOf } from '../../../../shared/auth/actor';
import { updateUserFields } from '../../../../shared/users/manage-users';
import { adminUserShapes } from '../../../../shared/users/admin-user-shape';

export const operation = endpoint({ params: IdPath, body: UserUpdateBody }, async ({ params, body, admin }) => {
  const user = await updateUserFields(params.id, userInputOf(body), actorOf(admin));
  const [shape] = await adminUserShapes([user]);
  return ok(shape);
});

DOCS: documentResponse(operation, AdminUserSchema);
