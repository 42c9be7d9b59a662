import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { IdPath } from '#platform/http/path-params';
import { deleteTagById } from '#domains/taxonomy/manage-tags';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  await deleteTagById(params.id);
  return message('Tag deleted.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'Tag deleted.' });
