import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { parseItemQuery } from '#domains/posts/list/list-query';
import { rawOf } from '#domains/posts/list/list-query-schema';
import { getPost } from '#domains/posts/write/manage-posts';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '#domains/posts/shapes/admin-post-shape';
import { PostIdPath } from '#platform/http/path-params';
import { AdminPostItemQuery } from '#domains/posts/list/admin-post-queries';
import { AdminPostSchema } from '#domains/posts/shapes/admin-post-response-schemas';
import { ADMIN_POST_EXAMPLE } from '#domains/posts/shapes/admin-post-examples';

export const operation = endpoint({ params: PostIdPath, query: AdminPostItemQuery }, async ({ params, query }) => {
  const selection = parseItemQuery(rawOf(query), ADMIN_SHAPE_OPTIONS);
  const post = await getPost(params.post_id);
  return ok(adminPostShape(post, await loadAdminRelations([post], selection.includes), selection));
});

DOCS: documentResponse(operation, AdminPostSchema, ADMIN_POST_EXAMPLE);
