/**
 * The query schemas of the admin post routes: they parse the query (shared/domains/posts/list/list-query-schema.ts).
 * Each is built inside a function call annotated pure, so that a bundle which imports only one of
 * them (post get, create and update take the item query, the list takes the list query) leaves the
 * other out instead of building it at every cold start (esbuild does not know that building a zod
 * schema has no side effects).
 */
import { ADMIN_SHAPE_OPTIONS } from '#domains/posts/shapes/admin-post-shape';
import { postItemQueryCheck, postListQuery } from './list-query-schema';

export const AdminPostListQuery = /* @__PURE__ */ (() => postListQuery({ audience: 'admin', ...ADMIN_SHAPE_OPTIONS }))();

/** Parsed without zod (input-checks.ts): post get, create and update then build no zod schema at cold start. */
export const AdminPostItemQuery = /* @__PURE__ */ (() => postItemQueryCheck(ADMIN_SHAPE_OPTIONS))();
