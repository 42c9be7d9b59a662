import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { trashPost, postActorOf } from '#domains/posts/write/manage-posts';
import { PostIdPath } from '#platform/http/path-params';

export const operation = endpoint({ params: PostIdPath }, async ({ params, admin }) => {
  const { changed } = await trashPost(params.post_id, postActorOf(admin));
  return message(changed ? 'Post moved to trash.' : 'Post is already in trash.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'Post moved to trash.' });
