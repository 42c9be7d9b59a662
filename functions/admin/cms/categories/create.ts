import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { CategoryCreateBody, categoryInputOf } from '#domains/taxonomy/taxonomy-schemas';
import { AdminCategorySchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { createCategory } from '#domains/taxonomy/manage-categories';
import { adminCategoryShapes } from '#domains/taxonomy/taxonomy-shapes';
import { ADMIN_CATEGORY_EXAMPLE } from '#domains/taxonomy/taxonomy-examples';

export const operation = endpoint({ body: CategoryCreateBody }, async ({ body }) => {
  const [shape] = await adminCategoryShapes([await createCategory(categoryInputOf(body))]);
  return created(shape);
});

DOCS: documentRequest(operation, { name_en: 'Cloud', name_fa: 'ابر', parent_id: 1, status: 'active' });
DOCS: documentResponse(operation, AdminCategorySchema, ADMIN_CATEGORY_EXAMPLE);
