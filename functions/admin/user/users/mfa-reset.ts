import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { actorOf } from '#platform/auth/actor';
import { AdminUserSchema } from '#domains/users/user-response-schemas';
import { adminUserShapes } from '#domains/users/admin-user-shape';
import { resetMfa } from '#domains/accounts/mfa-reset';
import { ADMIN_USER_EXAMPLE } from '#domains/users/user-examples';

export const operation = endpoint({ params: IdPath }, async ({ params, admin }) => {
  const [shape] = await adminUserShapes([await resetMfa(params.id, actorOf(admin))]);
  return ok(shape);
});

DOCS: documentResponse(operation, AdminUserSchema, ADMIN_USER_EXAMPLE);
