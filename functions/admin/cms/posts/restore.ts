import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { restorePost, postActorOf } from '#domains/posts/write/manage-posts';
import { PostIdPath } from '#platform/http/path-params';

export const operation = endpoint({ params: PostIdPath }, async ({ params, admin }) => {
  const { changed, post } = await restorePost(params.post_id, postActorOf(admin));
  return message(changed ? `Post restored to ${post.status}.` : 'Post is not in trash: nothing to restore.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'Post restored to published.' });
