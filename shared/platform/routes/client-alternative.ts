/** The alternative client paths of spec 4.4: `/api/v3/client/...`, `{data, meta}` envelope. */
import { all, readPost, readPostSlug, postRelations, listPosts, listVersion, listCollection, categoryShapes } from './access-fragments';
import { route } from './types';

export const altPostsList = route({
  id: 'client-alt-posts-list',
  method: 'GET',
  path: '/api/v3/client/posts',
  summary: 'List published posts (alternative form)',
  description:
    "The spec's alternative form (4.4): published posts as `{data, meta}` with `meta` `{current_page, per_page, total, total_pages}`, each post with its author, categories, tags and featured image. The same search, filter and sort as the primary list; errors in the alternative form `{error: {code, message, details}}`.",
  entry: 'functions/client/alternative/posts-list.ts',
  audience: 'client',
  envelope: 'data',
  capabilities: ['cursor-key'],
  access: all(listPosts, listVersion, postRelations),
  bench: { list: 'posts' },
});

/** Reading counts a view, hence the write capability. */
export const altPostsGet = route({
  id: 'client-alt-posts-get',
  method: 'GET',
  path: '/api/v3/client/posts/{id}',
  summary: 'Get a published post (alternative form)',
  description:
    'One published post by id or slug in the alternative form, with `related_posts` beside `data`: up to five published posts of its category and tags, newest first. Each read counts a view.',
  entry: 'functions/client/alternative/posts-get.ts',
  audience: 'client',
  envelope: 'data',
  capabilities: ['table-write'],
  // A read counts a view (a view shard in the post's partition).
  // Also its related posts: the published pointers of its category and tags, by published date (lp2), then those posts.
  access: all(readPost, readPostSlug, postRelations, { items: { UpdateItem: ['post'], BatchGetItem: ['post'] }, indexes: ['lp2'] }),
  bench: { params: { id: '{published-post}' } },
});

export const altCategoriesList = route({
  id: 'client-alt-categories-list',
  method: 'GET',
  path: '/api/v3/client/categories',
  summary: 'List categories (alternative form)',
  description:
    'Every active category (whose ancestors are active too) as `{id, name, slug, post_count}` (spec 4.4), `post_count` counting published posts.',
  entry: 'functions/client/alternative/categories-list.ts',
  audience: 'client',
  envelope: 'data',
  access: all(listCollection, categoryShapes),
  bench: { list: 'other' },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'client (alternative)/posts':
    "Published posts in the spec's alternative form (4.4): `{data, meta}` envelopes and `{error: {code, message, details}}` errors.",
  'client (alternative)/categories':
    "Categories in the spec's alternative form (4.4).",
};
