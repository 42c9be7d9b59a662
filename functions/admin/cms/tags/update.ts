import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { TagUpdateBody } from '../../../../shared/taxonomy/tag-bodies';
import { AdminTagSchema } from '../../../../shared/taxonomy/taxonomy-response-schemas';
import { updateTagFields } from '../../../../shared/taxonomy/manage-tags';
import { adminTagShape } from '../../../../shared/taxonomy/taxonomy-shapes';

export const operation = endpoint({ params: IdPath, body: TagUpdateBody }, async ({ params, body }) =>
  ok(adminTagShape(await updateTagFields(params.id, { name: body.name, slug: body.slug }))),
);

DOCS: documentResponse(operation, AdminTagSchema);
