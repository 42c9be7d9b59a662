import { adminMediaDelete } from '../../../../infra/routes/admin-media';
import { endpoint } from '../../../../shared/http/endpoint';
import { MessageSchema, message } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { deleteMedia } from '../../../../shared/media/manage-media';

export const handler = endpoint(adminMediaDelete, { params: IdPath, response: MessageSchema }, async ({ params }) => {
  await deleteMedia(params.id);
  return message('Media deleted.');
});
