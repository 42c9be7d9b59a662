import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { MessageSchema } from '../../../../shared/http/message-schema';
import { idParam } from '../../../../shared/http/path-params';
import { deleteComment } from '../../../../shared/comments/moderate-comments';

const Params = z.object({ comment_id: idParam('comment_id') });

export const operation = endpoint({ params: Params }, async ({ params }) => {
  await deleteComment(params.comment_id);
  return message('Comment deleted.');
});

DOCS: documentResponse(operation, MessageSchema);
