import { adminPostsRestore } from '../../../../infra/routes/admin-posts';
import { endpoint } from '../../../../shared/http/endpoint';
import { MessageSchema, message } from '../../../../shared/http/reply';
import { restorePost } from '../../../../shared/posts/manage-posts';
import { PostIdPath } from '../../../../shared/posts/admin-post-schema';

export const handler = endpoint(adminPostsRestore, { params: PostIdPath, response: MessageSchema }, async ({ params }) => {
  const { changed, post } = await restorePost(params.post_id);
  return message(changed ? `Post restored to ${post.status}.` : 'Post is not in trash: nothing to restore.');
});
