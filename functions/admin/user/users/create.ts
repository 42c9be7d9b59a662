import { documentResponse, endpoint } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { UserCreateBody, userInputOf } from '#domains/users/user-admin-schemas';
import { AdminUserSchema } from '#domains/users/user-response-schemas';
import { actorOf } from '#platform/auth/actor';
import { createUser } from '#domains/users/manage-users';
import { adminUserShapes } from '#domains/users/admin-user-shape';

export const operation = endpoint({ body: UserCreateBody }, async ({ body, admin }) => {
  const user = await createUser(userInputOf(body), actorOf(admin));
  const [shape] = await adminUserShapes([user]);
  return created(shape);
});

DOCS: documentResponse(operation, AdminUserSchema);
