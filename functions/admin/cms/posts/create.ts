import { adminPostsCreate } from '../../../../infra/routes/admin-posts';
import { endpoint } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { parseItemQuery } from '../../../../shared/posts/list-query';
import { createPost, postActorOf } from '../../../../shared/posts/manage-posts';
import { PostCreateBody } from '../../../../shared/posts/post-schemas';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '../../../../shared/posts/admin-post-shape';
import { AdminPostItemQuery, AdminPostSchema } from '../../../../shared/posts/admin-post-schema';

export const handler = endpoint(adminPostsCreate, { query: AdminPostItemQuery, body: PostCreateBody, response: AdminPostSchema }, async ({ body, rawQuery, admin }) => {
  const selection = parseItemQuery(rawQuery, ADMIN_SHAPE_OPTIONS);
  const post = await createPost(body, postActorOf(admin));
  return created(adminPostShape(post, await loadAdminRelations([post], selection.includes), selection));
});
