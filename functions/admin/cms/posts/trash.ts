import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { MessageSchema } from '../../../../shared/http/message-schema';
import { trashPost, postActorOf } from '../../../../shared/posts/manage-posts';
import { PostIdPath } from '../../../../shared/http/path-params';

export const operation = endpoint({ params: PostIdPath }, async ({ params, admin }) => {
  const { changed } = await trashPost(params.post_id, postActorOf(admin));
  return message(changed ? 'Post moved to trash.' : 'Post is already in trash.');
});

DOCS: documentResponse(operation, MessageSchema);
