import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { AdminUserSchema } from '../../../../shared/users/user-response-schemas';
import { getUser } from '../../../../shared/users/manage-users';
import { adminUserShapes } from '../../../../shared/users/admin-user-shape';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  const [shape] = await adminUserShapes([await getUser(params.id)]);
  return ok(shape);
});

DOCS: documentResponse(operation, AdminUserSchema);
