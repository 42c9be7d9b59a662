import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { idPath } from '#platform/http/path-params';
import { deleteComment } from '#domains/comments/moderate-comments';

const Params = idPath('comment_id');

export const operation = endpoint({ params: Params }, async ({ params }) => {
  await deleteComment(params.comment_id);
  return message('Comment deleted.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'Comment deleted.' });
