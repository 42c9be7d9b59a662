import { adminTagsDelete } from '../../../../infra/routes/admin-tags';
import { endpoint } from '../../../../shared/http/endpoint';
import { MessageSchema, message } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { deleteTagById } from '../../../../shared/taxonomy/manage-tags';

export const handler = endpoint(adminTagsDelete, { params: IdPath, response: MessageSchema }, async ({ params }) => {
  await deleteTagById(params.id);
  return message('Tag deleted.');
});
