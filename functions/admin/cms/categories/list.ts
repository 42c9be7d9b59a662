import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { pageWindow, pageOfList } from '#platform/http/pagination';
import { CategoryListQuery } from '#domains/taxonomy/taxonomy-queries';
import { AdminCategorySchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { listCategories } from '#domains/taxonomy/manage-categories';
import { adminCategoryShapes } from '#domains/taxonomy/taxonomy-shapes';
import { ADMIN_CATEGORY_EXAMPLE } from '#domains/taxonomy/taxonomy-examples';

export const operation = endpoint({ query: CategoryListQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const { parent_id: parentId, status, is_featured: isFeatured } = query.filter;
  const all = await listCategories({ search: query.search, parentId, status, isFeatured });
  if ((query.order ?? query.sortedBy) === 'desc') all.reverse();
  const { page, pagination } = pageOfList(all, window, url, rawQuery);
  return ok(await adminCategoryShapes(page), { pagination });
});

DOCS: documentResponse(operation, z.array(AdminCategorySchema), [ADMIN_CATEGORY_EXAMPLE]);
