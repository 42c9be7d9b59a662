import { adminTagsCreate } from '../../../../infra/routes/admin-tags';
import { endpoint } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { AdminTagSchema, TagCreateBody } from '../../../../shared/taxonomy/taxonomy-schemas';
import { createTag } from '../../../../shared/taxonomy/manage-tags';
import { adminTagShape } from '../../../../shared/taxonomy/taxonomy-shapes';

export const handler = endpoint(adminTagsCreate, { body: TagCreateBody, response: AdminTagSchema }, async ({ body }) =>
  created(adminTagShape(await createTag({ name: body.name, slug: body.slug }))),
);
