import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { AdminUserSchema } from '#domains/users/user-response-schemas';
import { getUser } from '#domains/users/manage-users';
import { adminUserShapes } from '#domains/users/admin-user-shape';
import { ADMIN_USER_EXAMPLE } from '#domains/users/user-examples';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  const [shape] = await adminUserShapes([await getUser(params.id)]);
  return ok(shape);
});

DOCS: documentResponse(operation, AdminUserSchema, ADMIN_USER_EXAMPLE);
