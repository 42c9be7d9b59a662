import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { AdminCategorySchema } from '../../../../shared/taxonomy/taxonomy-response-schemas';
import { getCategory } from '../../../../shared/taxonomy/manage-categories';
import { adminCategoryShapes } from '../../../../shared/taxonomy/taxonomy-shapes';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  const [shape] = await adminCategoryShapes([await getCategory(params.id)]);
  return ok(shape);
});

DOCS: documentResponse(operation, AdminCategorySchema);
