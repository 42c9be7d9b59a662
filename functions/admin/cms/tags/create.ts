import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { tagCreateBodyCheck } from '#domains/taxonomy/tag-bodies';
import { AdminTagSchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { createTag } from '#domains/taxonomy/manage-tags';
import { adminTagShape } from '#domains/taxonomy/taxonomy-shapes';
import { ADMIN_TAG_EXAMPLE } from '#domains/taxonomy/taxonomy-examples';

export const operation = endpoint({ body: tagCreateBodyCheck }, async ({ body }) =>
  created(adminTagShape(await createTag({ name: body.name, slug: body.slug }))),
);

DOCS: documentRequest(operation, { name: 'Serverless' });
DOCS: documentResponse(operation, AdminTagSchema, ADMIN_TAG_EXAMPLE);
