import { adminPostsUpdate } from '../../../../infra/routes/admin-posts';
import { endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { parseItemQuery } from '../../../../shared/posts/list-query';
import { updatePost } from '../../../../shared/posts/manage-posts';
import { PostUpdateBody } from '../../../../shared/posts/post-schemas';
import { ADMIN_SHAPE_OPTIONS, adminPostShape, loadAdminRelations } from '../../../../shared/posts/admin-post-shape';
import { AdminPostItemQuery, AdminPostSchema, PostIdPath } from '../../../../shared/posts/admin-post-schema';

export const handler = endpoint(
  adminPostsUpdate,
  { params: PostIdPath, query: AdminPostItemQuery, body: PostUpdateBody, response: AdminPostSchema },
  async ({ params, body, rawQuery }) => {
    const selection = parseItemQuery(rawQuery, ADMIN_SHAPE_OPTIONS);
    const post = await updatePost(params.post_id, body);
    return ok(adminPostShape(post, await loadAdminRelations([post], selection.includes), selection));
  },
);
