/** The list and delete queries of the category and tag admin routes. */
import * as z from 'zod/mini';
import { idParam } from '#platform/http/path-params';
import { PageQuery } from '#platform/http/pagination';
import { CATEGORY_STATUSES } from './category';
import { booleanValue, filterParam, oneOf, optionalId, orderParam, searchParam } from './list-query';

export const CategoryListQuery = /* @__PURE__ */ (() => z.extend(PageQuery, {
  search: searchParam,
  filter: filterParam({ parent_id: optionalId, status: oneOf(CATEGORY_STATUSES), is_featured: booleanValue }),
  order: orderParam('order'),
  sortedBy: orderParam('sortedBy'),
}))();

export const CategoryDeleteQuery = /* @__PURE__ */ (() => z.object({
  reassign_to: z.optional(idParam),
}))();

export const TagListQuery = /* @__PURE__ */ (() => z.extend(PageQuery, {
  cursor: z.optional(z.string().check(z.maxLength(200))),
  search: searchParam,
  order: orderParam('order'),
  sortedBy: orderParam('sortedBy'),
}))();
