import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { idPath } from '#platform/http/path-params';
import { rejectComment } from '#domains/comments/moderate-comments';

const Params = idPath('comment_id');

export const operation = endpoint({ params: Params }, async ({ params }) => {
  await rejectComment(params.comment_id);
  return message('Comment rejected.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'Comment rejected.' });
