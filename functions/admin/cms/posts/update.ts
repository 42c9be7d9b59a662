import { documentQuery, documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { parseItemQuery } from '../../../../shared/posts/list-query';
import { updatePost, postActorOf } from '../../../../shared/posts/manage-posts';
import { PostUpdateBody } from '../../../../shared/posts/post-schemas';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '../../../../shared/posts/admin-post-shape';
import { PostIdPath } from '../../../../shared/http/path-params';
import { AdminPostItemQuery } from '../../../../shared/posts/admin-post-query-docs';
import { AdminPostSchema } from '../../../../shared/posts/admin-post-response-schemas';

export const operation = endpoint({ params: PostIdPath, body: PostUpdateBody }, async ({ params, body, rawQuery, admin }) => {
  const selection = parseItemQuery(rawQuery, ADMIN_SHAPE_OPTIONS);
  const post = await updatePost(params.post_id, body, postActorOf(admin));
  return ok(adminPostShape(post, await loadAdminRelations([post], selection.includes), selection));
});

DOCS: documentQuery(operation, AdminPostItemQuery);
DOCS: documentResponse(operation, AdminPostSchema);
