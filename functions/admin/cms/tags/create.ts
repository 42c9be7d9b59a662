import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { TagCreateBody } from '../../../../shared/taxonomy/tag-bodies';
import { AdminTagSchema } from '../../../../shared/taxonomy/taxonomy-response-schemas';
import { createTag } from '../../../../shared/taxonomy/manage-tags';
import { adminTagShape } from '../../../../shared/taxonomy/taxonomy-shapes';

export const operation = endpoint({ body: TagCreateBody }, async ({ body }) =>
  created(adminTagShape(await createTag({ name: body.name, slug: body.slug }))),
);

DOCS: documentResponse(operation, AdminTagSchema);
