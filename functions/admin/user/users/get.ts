import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { AdminUserSchema } from '#domains/users/user-response-schemas';
import { getUser } from '#domains/users/manage-users';
import { adminUserShapes } from '#domains/users/admin-user-shape';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  const [shape] = await adminUserShapes([await getUser(params.id)]);
  return ok(shape);
});

DOCS: documentResponse(operation, AdminUserSchema);
