/** The query schemas of the client post lists: they parse the query (shared/domains/posts/list/list-query-schema.ts). */
import { postListQuery } from '#domains/posts/list/list-query-schema';
import { CLIENT_LIST_SHAPE } from './shaping';

// Each built in a call annotated pure, so that each list's bundle builds its own query only (esbuild keeps
// a bare top-level call of another module's function: evanw/esbuild#4369).
export const ClientPostListQuery = /* @__PURE__ */ (() => postListQuery({ ...CLIENT_LIST_SHAPE, audience: 'client' }))();

/** The alternative list (spec 4.4) answers a fixed shape: no `includes`, `field_sets` or `excludes`; it takes `language=fa`. */
export const AltPostListQuery = /* @__PURE__ */ (() =>
  postListQuery({ ...CLIENT_LIST_SHAPE, audience: 'client' }, { selection: false, language: true }))();
