import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { pageWindow, paginationMeta, nextPageUrl } from '../../../../shared/http/pagination';
import { UserListQuery } from '../../../../shared/users/user-admin-schemas';
import { AdminUserSchema } from '../../../../shared/users/user-response-schemas';
import { listUsers } from '../../../../shared/users/manage-users';
import { adminUserShapes } from '../../../../shared/users/admin-user-shape';

export const operation = endpoint({ query: UserListQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const all = await listUsers({ search: query.search, role: query.filter.role, status: query.filter.status });
  if ((query.order ?? query.sortedBy) === 'desc') all.reverse();
  const page = all.slice(window.offset, window.offset + window.perPage);
  const next = window.offset + page.length < all.length ? nextPageUrl(url, rawQuery, window.page + 1) : undefined;
  return ok(await adminUserShapes(page), { pagination: paginationMeta(window, all.length, page.length, next) });
});

DOCS: documentResponse(operation, z.array(AdminUserSchema));
