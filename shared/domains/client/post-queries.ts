/** The query schemas of the client post lists: they parse the query (shared/domains/posts/list/list-query-schema.ts). */
import { postListQuery } from '#domains/posts/list/list-query-schema';
import { CLIENT_LIST_SHAPE } from './shaping';

export const ClientPostListQuery = postListQuery({ ...CLIENT_LIST_SHAPE, audience: 'client' });

/** The alternative list (spec 4.4) answers a fixed shape: no `includes`, `field_sets` or `excludes`; it takes `language=fa`. */
export const AltPostListQuery = postListQuery({ ...CLIENT_LIST_SHAPE, audience: 'client' }, { selection: false, language: true });
