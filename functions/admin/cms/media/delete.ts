import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { MessageSchema } from '../../../../shared/http/message-schema';
import { IdPath } from '../../../../shared/http/path-params';
import { deleteMedia } from '../../../../shared/media/manage-media';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  await deleteMedia(params.id);
  return message('Media deleted.');
});

DOCS: documentResponse(operation, MessageSchema);
