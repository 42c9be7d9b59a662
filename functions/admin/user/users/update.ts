import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { UserUpdateBody, userInputOf } from '#domains/users/user-admin-schemas';
import { AdminUserSchema } from '#domains/users/user-response-schemas';
import { actorOf } from '#platform/auth/actor';
import { updateUserFields } from '#domains/users/manage-users';
import { adminUserShapes } from '#domains/users/admin-user-shape';

export const operation = endpoint({ params: IdPath, body: UserUpdateBody }, async ({ params, body, admin }) => {
  const user = await updateUserFields(params.id, userInputOf(body), actorOf(admin));
  const [shape] = await adminUserShapes([user]);
  return ok(shape);
});

DOCS: documentResponse(operation, AdminUserSchema);
