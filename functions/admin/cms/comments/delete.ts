import * as z from 'zod';
import { adminCommentsDelete } from '../../../../infra/routes/admin-comments';
import { endpoint } from '../../../../shared/http/endpoint';
import { MessageSchema, message } from '../../../../shared/http/reply';
import { idParam } from '../../../../shared/http/path-params';
import { deleteComment } from '../../../../shared/comments/moderate-comments';

const Params = z.object({ comment_id: idParam('comment_id') });

export const handler = endpoint(adminCommentsDelete, { params: Params, response: MessageSchema }, async ({ params }) => {
  await deleteComment(params.comment_id);
  return message('Comment deleted.');
});
