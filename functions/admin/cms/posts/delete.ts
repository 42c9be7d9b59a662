import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { MessageSchema } from '../../../../shared/http/message-schema';
import { deletePost, postActorOf } from '../../../../shared/posts/manage-posts';
import { PostIdPath } from '../../../../shared/http/path-params';

export const operation = endpoint({ params: PostIdPath }, async ({ params, admin }) => {
  await deletePost(params.post_id, postActorOf(admin));
  return message('Post deleted permanently.');
});

DOCS: documentResponse(operation, MessageSchema);
