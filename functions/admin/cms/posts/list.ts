import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { nextPageUrl, paginationMeta } from '../../../../shared/http/pagination';
import { parseListQuery } from '../../../../shared/posts/list-query';
import { rawOf } from '../../../../shared/posts/list-query-schema';
import { listAdminPosts } from '../../../../shared/posts/list-posts';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '../../../../shared/posts/admin-post-shape';
import { AdminPostListQuery } from '../../../../shared/posts/admin-post-queries';
import { AdminPostSchema } from '../../../../shared/posts/admin-post-response-schemas';

export const operation = endpoint({ query: AdminPostListQuery }, async ({ query, rawQuery, url }) => {
  const parsed = parseListQuery(rawOf(query), { audience: 'admin', ...ADMIN_SHAPE_OPTIONS });
  const result = await listAdminPosts(parsed.criteria);
  const relations = await loadAdminRelations(result.posts, parsed.includes);
  const next = result.nextCursor ? nextPageUrl(url, rawQuery, parsed.window.page + 1, result.nextCursor) : undefined;
  return ok(
    result.posts.map((post) => adminPostShape(post, relations, parsed)),
    { pagination: paginationMeta(parsed.window, result.total, result.posts.length, next) },
  );
});

DOCS: documentResponse(operation, z.array(AdminPostSchema));
