import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { userUpdateBodyCheck, userInputOf } from '#domains/users/user-admin-schemas';
import { AdminUserSchema } from '#domains/users/user-response-schemas';
import { actorOf } from '#platform/auth/actor';
import { updateUserFields } from '#domains/users/manage-users';
import { adminUserShapes } from '#domains/users/admin-user-shape';
import { ADMIN_USER_EXAMPLE } from '#domains/users/user-examples';

export const operation = endpoint({ params: IdPath, body: userUpdateBodyCheck }, async ({ params, body, admin }) => {
  const user = await updateUserFields(params.id, userInputOf(body), actorOf(admin));
  const [shape] = await adminUserShapes([user]);
  return ok(shape);
});

DOCS: documentRequest(operation, { last_name: 'Hosseini', roles: ['editor'] });
DOCS: documentResponse(operation, AdminUserSchema, ADMIN_USER_EXAMPLE);
