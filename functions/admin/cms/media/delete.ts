import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { IdPath } from '#platform/http/path-params';
import { deleteMedia } from '#domains/media/manage-media';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  await deleteMedia(params.id);
  return message('Media deleted.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'Media deleted.' });
