import { adminCategoriesCreate } from '../../../../infra/routes/admin-categories';
import { endpoint } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { AdminCategorySchema, CategoryCreateBody, categoryInputOf } from '../../../../shared/taxonomy/taxonomy-schemas';
import { createCategory } from '../../../../shared/taxonomy/manage-categories';
import { adminCategoryShapes } from '../../../../shared/taxonomy/taxonomy-shapes';

export const handler = endpoint(adminCategoriesCreate, { body: CategoryCreateBody, response: AdminCategorySchema }, async ({ body }) => {
  const [shape] = await adminCategoryShapes([await createCategory(categoryInputOf(body))]);
  return created(shape);
});
