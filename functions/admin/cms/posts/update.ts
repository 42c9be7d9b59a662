import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { parseItemQuery } from '../../../../shared/posts/list-query';
import { rawOf } from '../../../../shared/posts/list-query-schema';
import { updatePost, postActorOf } from '../../../../shared/posts/manage-posts';
import { PostUpdateBody } from '../../../../shared/posts/post-schemas';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '../../../../shared/posts/admin-post-shape';
import { PostIdPath } from '../../../../shared/http/path-params';
import { AdminPostItemQuery } from '../../../../shared/posts/admin-post-queries';
import { AdminPostSchema } from '../../../../shared/posts/admin-post-response-schemas';

export const operation = endpoint({ params: PostIdPath, query: AdminPostItemQuery, body: PostUpdateBody }, async ({ params, query, body, admin }) => {
  const selection = parseItemQuery(rawOf(query), ADMIN_SHAPE_OPTIONS);
  const post = await updatePost(params.post_id, body, postActorOf(admin));
  return ok(adminPostShape(post, await loadAdminRelations([post], selection.includes), selection));
});

DOCS: documentResponse(operation, AdminPostSchema);
