import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { parseItemQuery } from '#domains/posts/list/list-query';
import { rawOf } from '#domains/posts/list/list-query-schema';
import { updatePost, postActorOf } from '#domains/posts/write/manage-posts';
import { postUpdateBodyCheck } from '#domains/posts/model/post-body-checks';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '#domains/posts/shapes/admin-post-shape';
import { PostIdPath } from '#platform/http/path-params';
import { AdminPostItemQuery } from '#domains/posts/list/admin-post-queries';
import { AdminPostSchema } from '#domains/posts/shapes/admin-post-response-schemas';
import { ADMIN_POST_EXAMPLE } from '#domains/posts/shapes/admin-post-examples';

export const operation = endpoint({ params: PostIdPath, query: AdminPostItemQuery, body: postUpdateBodyCheck }, async ({ params, query, body, admin }) => {
  const selection = parseItemQuery(rawOf(query), ADMIN_SHAPE_OPTIONS);
  const post = await updatePost(params.post_id, body, postActorOf(admin));
  return ok(adminPostShape(post, await loadAdminRelations([post], selection.includes), selection));
});

DOCS: documentRequest(operation, { title: 'Ten rules for a calm home office', status: 'published', is_featured: true, version: 2 });
DOCS: documentResponse(operation, AdminPostSchema, ADMIN_POST_EXAMPLE);
