import * as z from 'zod';
import { adminCommentsReject } from '../../../../infra/routes/admin-comments';
import { endpoint } from '../../../../shared/http/endpoint';
import { MessageSchema, message } from '../../../../shared/http/reply';
import { idParam } from '../../../../shared/http/path-params';
import { rejectComment } from '../../../../shared/comments/moderate-comments';

const Params = z.object({ comment_id: idParam('comment_id') });

export const handler = endpoint(adminCommentsReject, { params: Params, response: MessageSchema }, async ({ params }) => {
  await rejectComment(params.comment_id);
  return message('Comment rejected.');
});
