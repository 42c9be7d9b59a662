import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { parseItemQuery } from '../../../../shared/posts/list-query';
import { rawOf } from '../../../../shared/posts/list-query-schema';
import { createPost, postActorOf } from '../../../../shared/posts/manage-posts';
import { PostCreateBody } from '../../../../shared/posts/post-schemas';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '../../../../shared/posts/admin-post-shape';
import { AdminPostItemQuery } from '../../../../shared/posts/admin-post-queries';
import { AdminPostSchema } from '../../../../shared/posts/admin-post-response-schemas';

export const operation = endpoint({ query: AdminPostItemQuery, body: PostCreateBody }, async ({ query, body, admin }) => {
  const selection = parseItemQuery(rawOf(query), ADMIN_SHAPE_OPTIONS);
  const post = await createPost(body, postActorOf(admin));
  return created(adminPostShape(post, await loadAdminRelations([post], selection.includes), selection));
});

DOCS: documentResponse(operation, AdminPostSchema);
