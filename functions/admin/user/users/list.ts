import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { pageWindow, pageOfList } from '#platform/http/pagination';
import { UserListQuery } from '#domains/users/user-admin-schemas';
import { AdminUserSchema } from '#domains/users/user-response-schemas';
import { listUsers } from '#domains/users/manage-users';
import { adminUserShapes } from '#domains/users/admin-user-shape';
import { ADMIN_USER_EXAMPLE } from '#domains/users/user-examples';

export const operation = endpoint({ query: UserListQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const all = await listUsers({ search: query.search, role: query.filter.role, status: query.filter.status });
  if ((query.order ?? query.sortedBy) === 'desc') all.reverse();
  const { page, pagination } = pageOfList(all, window, url, rawQuery);
  return ok(await adminUserShapes(page), { pagination });
});

DOCS: documentResponse(operation, z.array(AdminUserSchema), [ADMIN_USER_EXAMPLE]);
