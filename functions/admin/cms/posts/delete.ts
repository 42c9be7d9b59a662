import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { deletePost, postActorOf } from '#domains/posts/write/manage-posts';
import { PostIdPath } from '#platform/http/path-params';

export const operation = endpoint({ params: PostIdPath }, async ({ params, admin }) => {
  await deletePost(params.post_id, postActorOf(admin));
  return message('Post deleted permanently.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'Post deleted permanently.' });
