import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { MessageSchema } from '../../../../shared/http/message-schema';
import { restorePost, postActorOf } from '../../../../shared/posts/manage-posts';
import { PostIdPath } from '../../../../shared/http/path-params';

export const operation = endpoint({ params: PostIdPath }, async ({ params, admin }) => {
  const { changed, post } = await restorePost(params.post_id, postActorOf(admin));
  return message(changed ? `Post restored to ${post.status}.` : 'Post is not in trash: nothing to restore.');
});

DOCS: documentResponse(operation, MessageSchema);
