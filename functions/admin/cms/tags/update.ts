import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { tagUpdateBodyCheck } from '#domains/taxonomy/tag-bodies';
import { AdminTagSchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { updateTagFields } from '#domains/taxonomy/manage-tags';
import { adminTagShape } from '#domains/taxonomy/taxonomy-shapes';
import { ADMIN_TAG_EXAMPLE } from '#domains/taxonomy/taxonomy-examples';

export const operation = endpoint({ params: IdPath, body: tagUpdateBodyCheck }, async ({ params, body }) =>
  ok(adminTagShape(await updateTagFields(params.id, { name: body.name, slug: body.slug }))),
);

DOCS: documentRequest(operation, { name: 'Serverless computing' });
DOCS: documentResponse(operation, AdminTagSchema, ADMIN_TAG_EXAMPLE);
