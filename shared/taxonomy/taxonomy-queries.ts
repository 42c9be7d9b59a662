/** The list and delete queries of the category and tag admin routes. */
import * as z from 'zod/mini';
import { PageQuery } from '../http/pagination';
import { CATEGORY_STATUSES } from './category';
import { booleanValue, filterParam, oneOf, optionalId, orderParam, searchParam } from './list-query';

export const CategoryListQuery = z.extend(PageQuery, {
  search: searchParam,
  filter: filterParam({ parent_id: optionalId, status: oneOf(CATEGORY_STATUSES), is_featured: booleanValue }),
  order: orderParam('order'),
  sortedBy: orderParam('sortedBy'),
});

export const CategoryDeleteQuery = z.object({
  reassign_to: z.optional(
    z.coerce
      .number({ error: 'reassign_to must be an integer.' })
      .check(z.int('reassign_to must be an integer.'), z.gte(1, 'reassign_to must be a positive integer.'), z.lte(Number.MAX_SAFE_INTEGER)),
  ),
});

export const TagListQuery = z.extend(PageQuery, {
  cursor: z.optional(z.string().check(z.maxLength(200))),
  search: searchParam,
  order: orderParam('order'),
  sortedBy: orderParam('sortedBy'),
});
