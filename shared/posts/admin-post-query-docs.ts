/**
 * The query parameters of the admin post routes, as documentation (OpenAPI): `shared/posts/list-query.ts`
 * reads and checks them, so the handlers attach these with `documentQuery` and Lambda bundles leave
 * them out.
 */
import * as z from 'zod/mini';
import { described } from '../described';

const param = (description: string) => described(z.optional(z.union([z.string(), z.array(z.string())])), description);

export const AdminPostListQuery = z.looseObject({
  page: param('page number, >= 1'),
  per_page: param('1..100, default 15'),
  skip: param('rows to skip (instead of page)'),
  limit: param('rows to return (instead of per_page)'),
  sort: param('id, created_at, updated_at, published_at, title, status'),
  order: param('asc or desc'),
  orderBy: param('synonym of sort'),
  sortedBy: param('synonym of order'),
  search: param('term, or field:value;field:value (title, excerpt, slug, id, status, category_id, author_id)'),
  searchFields: param('field:like or field:= per field, separated by ;'),
  searchJoin: param('and or or (default or)'),
  filter: param('filter[]=field:value: status, category_id, author_id, tag_id, is_featured'),
  includes: param('category,tags,author'),
  with: param('synonym of includes'),
  withCount: param('comments,tags,likes'),
  field_sets: param('URL-encoded JSON, e.g. {"cms_posts":"id,title,slug"}'),
  excludes: param('comma-separated fields to drop'),
  cursor: param('opaque: carried by links.next'),
});

export const AdminPostItemQuery = z.looseObject({
  includes: param('category,tags,author'),
  with: param('synonym of includes'),
  withCount: param('comments,tags,likes'),
  field_sets: param('URL-encoded JSON, e.g. {"cms_posts":"id,title,slug"}'),
  excludes: param('comma-separated fields to drop'),
});
