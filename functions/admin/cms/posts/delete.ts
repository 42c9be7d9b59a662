import { adminPostsDelete } from '../../../../infra/routes/admin-posts';
import { endpoint } from '../../../../shared/http/endpoint';
import { MessageSchema, message } from '../../../../shared/http/reply';
import { deletePost } from '../../../../shared/posts/manage-posts';
import { PostIdPath } from '../../../../shared/posts/admin-post-schema';

export const handler = endpoint(adminPostsDelete, { params: PostIdPath, response: MessageSchema }, async ({ params }) => {
  await deletePost(params.post_id);
  return message('Post deleted permanently.');
});
