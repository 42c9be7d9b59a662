import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { CategoryCreateBody, categoryInputOf } from '../../../../shared/taxonomy/taxonomy-schemas';
import { AdminCategorySchema } from '../../../../shared/taxonomy/taxonomy-response-schemas';
import { createCategory } from '../../../../shared/taxonomy/manage-categories';
import { adminCategoryShapes } from '../../../../shared/taxonomy/taxonomy-shapes';

export const operation = endpoint({ body: CategoryCreateBody }, async ({ body }) => {
  const [shape] = await adminCategoryShapes([await createCategory(categoryInputOf(body))]);
  return created(shape);
});

DOCS: documentResponse(operation, AdminCategorySchema);
