import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { CategoryUpdateBody, categoryInputOf } from '#domains/taxonomy/taxonomy-schemas';
import { AdminCategorySchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { updateCategoryFields } from '#domains/taxonomy/manage-categories';
import { adminCategoryShapes } from '#domains/taxonomy/taxonomy-shapes';
import { ADMIN_CATEGORY_EXAMPLE } from '#domains/taxonomy/taxonomy-examples';

export const operation = endpoint({ params: IdPath, body: CategoryUpdateBody }, async ({ params, body }) => {
  const [shape] = await adminCategoryShapes([await updateCategoryFields(params.id, categoryInputOf(body))]);
  return ok(shape);
});

DOCS: documentRequest(operation, { description: 'Serverless, storage and the services around them.', thumbnail_id: 12 });
DOCS: documentResponse(operation, AdminCategorySchema, ADMIN_CATEGORY_EXAMPLE);
