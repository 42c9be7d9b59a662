import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { parseItemQuery } from '../../../../shared/posts/list-query';
import { rawOf } from '../../../../shared/posts/list-query-schema';
import { getPost } from '../../../../shared/posts/manage-posts';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '../../../../shared/posts/admin-post-shape';
import { PostIdPath } from '../../../../shared/http/path-params';
import { AdminPostItemQuery } from '../../../../shared/posts/admin-post-queries';
import { AdminPostSchema } from '../../../../shared/posts/admin-post-response-schemas';

export const operation = endpoint({ params: PostIdPath, query: AdminPostItemQuery }, async ({ params, query }) => {
  const selection = parseItemQuery(rawOf(query), ADMIN_SHAPE_OPTIONS);
  const post = await getPost(params.post_id);
  return ok(adminPostShape(post, await loadAdminRelations([post], selection.includes), selection));
});

DOCS: documentResponse(operation, AdminPostSchema);
