import { adminUsersCreate } from '../../../../infra/routes/admin-users';
import { endpoint } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { AdminUserSchema, UserCreateBody } from '../../../../shared/users/user-admin-schemas';
import { createUser } from '../../../../shared/users/manage-users';
import { adminUserShapes } from '../../../../shared/users/admin-user-shape';

export const handler = endpoint(adminUsersCreate, { body: UserCreateBody, response: AdminUserSchema }, async ({ body }) => {
  const user = await createUser({
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    password: body.password,
    mobile: body.mobile,
    roles: body.roles,
    status: body.status,
    avatarId: body.avatar_id,
    emailPublic: body.email_public,
  });
  const [shape] = await adminUserShapes([user]);
  return created(shape);
});
