import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { MessageSchema } from '../../../../shared/http/message-schema';
import { IdPath } from '../../../../shared/http/path-params';
import { deleteTagById } from '../../../../shared/taxonomy/manage-tags';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  await deleteTagById(params.id);
  return message('Tag deleted.');
});

DOCS: documentResponse(operation, MessageSchema);
