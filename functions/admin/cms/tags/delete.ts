import { documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { MessageSchema } from '#platform/http/message-schema';
import { IdPath } from '#platform/http/path-params';
import { deleteTagById } from '#domains/taxonomy/manage-tags';
import { postsUsingTaxonomy } from '#domains/posts/list/post-usage';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  await deleteTagById(params.id, postsUsingTaxonomy);
  return message('Tag deleted.');
});

DOCS: documentResponse(operation, MessageSchema, { message: 'Tag deleted.' });
