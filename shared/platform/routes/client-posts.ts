import { all, readPost, readPostSlug, postRelations, listPosts, listVersion } from './access-fragments';
import { route } from './types';

export const clientPostsList = route({
  id: 'client-cms-posts-list',
  method: 'GET',
  path: '/api/client/v3/cms/post',
  summary: 'List published posts',
  description:
    'A page of published posts in the client shape (spec 2.4), by id, newest first unless sorted. Search (`search`, at least 3 letters for a title or excerpt term; Persian letter forms and ZWNJ ignored), filter (`filter[]=category_id:2`), sort, add relations (`includes=mainCategory,tags,author`) and narrow items (`field_sets`, `excludes`). A search or filter that matches nothing answers 404 `resource_not_found`; an empty site answers 200 with `[]`. `links.next` carries a cursor.',
  entry: 'functions/client/cms/posts/list.ts',
  audience: 'client',
  capabilities: ['cursor-key'],
  access: all(listPosts, listVersion, postRelations),
  bench: { list: 'posts' },
});

/** `{id}` is an integer id or a slug; reading counts a view, hence the write capability. */
export const clientPostsGet = route({
  id: 'client-cms-posts-get',
  method: 'GET',
  path: '/api/client/v3/cms/post/{id}',
  summary: 'Get a published post',
  description:
    "One published post by id or slug, in the client shape, with the relations asked for (`includes=author,category,tags`); `shape=overview` answers the spec's single-post overview form instead. Each read counts a view. A post that is not published answers 404. With `preview=<token>` (from `POST /api/admin/v3/cms/post/{post_id}/preview`) the post the token is bound to answers as it is now, whatever its status, with `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`, and no view is counted; a token for another post, expired or altered is ignored (as if none had been sent).",
  entry: 'functions/client/cms/posts/get.ts',
  audience: 'client',
  capabilities: ['table-write', 'preview-key'],
  // A read counts a view (a view shard in the post's partition).
  access: all(readPost, readPostSlug, postRelations, { items: { UpdateItem: ['post'] } }),
  bench: { params: { id: '{published-post}' } },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'client cms/post':
    'Published posts for a public site (spec 4.3): lists with search, filters and cursors, single posts by id or slug, the comments of a post and likes.',
};
