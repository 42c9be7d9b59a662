import { documentQuery, documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { parseItemQuery } from '../../../../shared/posts/list-query';
import { createPost, postActorOf } from '../../../../shared/posts/manage-posts';
import { PostCreateBody } from '../../../../shared/posts/post-schemas';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '../../../../shared/posts/admin-post-shape';
import { AdminPostItemQuery } from '../../../../shared/posts/admin-post-query-docs';
import { AdminPostSchema } from '../../../../shared/posts/admin-post-response-schemas';

export const operation = endpoint({ body: PostCreateBody }, async ({ body, rawQuery, admin }) => {
  const selection = parseItemQuery(rawQuery, ADMIN_SHAPE_OPTIONS);
  const post = await createPost(body, postActorOf(admin));
  return created(adminPostShape(post, await loadAdminRelations([post], selection.includes), selection));
});

DOCS: documentQuery(operation, AdminPostItemQuery);
DOCS: documentResponse(operation, AdminPostSchema);
