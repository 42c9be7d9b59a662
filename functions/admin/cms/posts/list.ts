import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { nextPageUrl, paginationMeta } from '#platform/http/pagination';
import { parseListQuery } from '#domains/posts/list/list-query';
import { rawOf } from '#domains/posts/list/list-query-schema';
import { listAdminPosts } from '#domains/posts/list/list-posts';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '#domains/posts/shapes/admin-post-shape';
import { AdminPostListQuery } from '#domains/posts/list/admin-post-queries';
import { AdminPostSchema } from '#domains/posts/shapes/admin-post-response-schemas';
import { ADMIN_POST_EXAMPLE } from '#domains/posts/shapes/admin-post-examples';

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

DOCS: documentResponse(operation, z.array(AdminPostSchema), [ADMIN_POST_EXAMPLE]);
