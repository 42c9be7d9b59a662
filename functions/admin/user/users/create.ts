import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { userCreateBodyCheck, userInputOf } from '#domains/users/user-admin-schemas';
import { AdminUserSchema } from '#domains/users/user-response-schemas';
import { actorOf } from '#platform/auth/actor';
import { createUser } from '#domains/users/manage-users';
import { adminUserShapes } from '#domains/users/admin-user-shape';
import { ADMIN_USER_EXAMPLE } from '#domains/users/user-examples';

export const operation = endpoint({ body: userCreateBodyCheck }, async ({ body, admin }) => {
  const user = await createUser(userInputOf(body), actorOf(admin));
  const [shape] = await adminUserShapes([user]);
  return created(shape);
});

DOCS: documentRequest(operation, { first_name: 'Maryam', last_name: 'Hosseini', email: 'maryam@example.com', password: 'a long and unusual passphrase 42', roles: ['author'] });
DOCS: documentResponse(operation, AdminUserSchema, ADMIN_USER_EXAMPLE);
