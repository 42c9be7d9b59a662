/** The query schemas of the admin post routes: they parse the query (shared/posts/list-query-schema.ts). */
import { ADMIN_SHAPE_OPTIONS } from './admin-post-shape';
import { postItemQuery, postListQuery } from './list-query-schema';

export const AdminPostListQuery = postListQuery({ audience: 'admin', ...ADMIN_SHAPE_OPTIONS });

export const AdminPostItemQuery = postItemQuery(ADMIN_SHAPE_OPTIONS);
