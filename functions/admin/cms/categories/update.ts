import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { CategoryUpdateBody, categoryInputOf } from '../../../../shared/taxonomy/taxonomy-schemas';
import { AdminCategorySchema } from '../../../../shared/taxonomy/taxonomy-response-schemas';
import { updateCategoryFields } from '../../../../shared/taxonomy/manage-categories';
import { adminCategoryShapes } from '../../../../shared/taxonomy/taxonomy-shapes';

export const operation = endpoint({ params: IdPath, body: CategoryUpdateBody }, async ({ params, body }) => {
  const [shape] = await adminCategoryShapes([await updateCategoryFields(params.id, categoryInputOf(body))]);
  return ok(shape);
});

DOCS: documentResponse(operation, AdminCategorySchema);
