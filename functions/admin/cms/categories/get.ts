import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { AdminCategorySchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { getCategory } from '#domains/taxonomy/manage-categories';
import { adminCategoryShapes } from '#domains/taxonomy/taxonomy-shapes';
import { ADMIN_CATEGORY_EXAMPLE } from '#domains/taxonomy/taxonomy-examples';

export const operation = endpoint({ params: IdPath }, async ({ params }) => {
  const [shape] = await adminCategoryShapes([await getCategory(params.id)]);
  return ok(shape);
});

DOCS: documentResponse(operation, AdminCategorySchema, ADMIN_CATEGORY_EXAMPLE);
