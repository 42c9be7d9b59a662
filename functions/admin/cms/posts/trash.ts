import { adminPostsTrash } from '../../../../infra/routes/admin-posts';
import { endpoint } from '../../../../shared/http/endpoint';
import { MessageSchema, message } from '../../../../shared/http/reply';
import { trashPost } from '../../../../shared/posts/manage-posts';
import { PostIdPath } from '../../../../shared/posts/admin-post-schema';

export const handler = endpoint(adminPostsTrash, { params: PostIdPath, response: MessageSchema }, async ({ params }) => {
  const { changed } = await trashPost(params.post_id);
  return message(changed ? 'Post moved to trash.' : 'Post is already in trash.');
});
