import { documentResponse, endpoint } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { parseItemQuery } from '#domains/posts/list/list-query';
import { rawOf } from '#domains/posts/list/list-query-schema';
import { createPost, postActorOf } from '#domains/posts/write/manage-posts';
import { PostCreateBody } from '#domains/posts/model/post-schemas';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '#domains/posts/shapes/admin-post-shape';
import { AdminPostItemQuery } from '#domains/posts/list/admin-post-queries';
import { AdminPostSchema } from '#domains/posts/shapes/admin-post-response-schemas';

export const operation = endpoint({ query: AdminPostItemQuery, body: PostCreateBody }, async ({ query, body, admin }) => {
  const selection = parseItemQuery(rawOf(query), ADMIN_SHAPE_OPTIONS);
  const post = await createPost(body, postActorOf(admin));
  return created(adminPostShape(post, await loadAdminRelations([post], selection.includes), selection));
});

DOCS: documentResponse(operation, AdminPostSchema);
