import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { UserCreateBody, userInputOf } from '../../../../shared/users/user-admin-schemas';
import { AdminUserSchema } from '../../../../shared/users/user-response-schemas';
import { actorOf } from '../../../../shared/auth/actor';
import { createUser } from '../../../../shared/users/manage-users';
import { adminUserShapes } from '../../../../shared/users/admin-user-shape';

export const operation = endpoint({ body: UserCreateBody }, async ({ body, admin }) => {
  const user = await createUser(userInputOf(body), actorOf(admin));
  const [shape] = await adminUserShapes([user]);
  return created(shape);
});

DOCS: documentResponse(operation, AdminUserSchema);
