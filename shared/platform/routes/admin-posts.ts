import { all, readPost, postRelations, listPosts, listPostsByStatus, postReferences, createPost, changePostStatus, changePostFields, removePost, purgePost, allocateId } from './access-fragments';
import { AUTHORING, BULK, OWNERSHIP, PUBLISHING } from './permission-rules';
import { route } from './types';

export const adminPostsList = route({
  id: 'admin-cms-posts-list',
  method: 'GET',
  path: '/api/admin/v3/cms/post',
  summary: 'List posts',
  description:
    'A page of posts in the admin shape, every status but `trash` unless filtered (`filter[]=status:trash`). Sort, search and filter with the posts query language (`sort`, `search`, `searchFields`, `searchJoin`, `filter[]`), add relations (`includes=category,tags,author`) and counts (`withCount`), and narrow each item with `field_sets` or `excludes`. `links.next` carries a cursor that keeps the order stable while posts are written.',
  entry: 'functions/admin/cms/posts/list.ts',
  audience: 'admin',
  permission: 'cms.posts.list',
  capabilities: ['cursor-key'],
  // Each post's exact likes and comment counts: its stats item, in one batch.
  access: all(listPosts, listPostsByStatus, readPost, postRelations, { items: { BatchGetItem: ['post'] } }),
  bench: { list: 'posts' },
});

export const adminPostsCreate = route({
  id: 'admin-cms-posts-create',
  method: 'POST',
  path: '/api/admin/v3/cms/post',
  summary: 'Create a post',
  description:
    'Creates a post. `title` and `content` are required; `status` defaults to `draft`; `slug` defaults to one made from the title (letters of any script kept), made unique with a suffix; an explicit `slug` that is taken is 422. `excerpt` defaults to the start of the content as plain text; content from a caller without `cms.content.unfiltered_html` is sanitized. A future `published_at` with `status: published` schedules the post. Answers 201 with the post, `view_count` and `comment_count` 0. Send `Idempotency-Key` to make a retry safe.',
  entry: 'functions/admin/cms/posts/create.ts',
  audience: 'admin',
  permission: 'cms.posts.create',
  capabilities: ['table-write'],
  idempotent: true,
  access: all(allocateId, postReferences, createPost),
  rules: [AUTHORING, '`status: published` needs `cms.posts.publish`.'],
  // Writes post content: the content parsers come as a second file, required when used.
  bundling: { contentPipeline: true },
  bench: { body: '{new-post-body}' },
});

export const adminPostsGet = route({
  id: 'admin-cms-posts-get',
  method: 'GET',
  path: '/api/admin/v3/cms/post/{post_id}',
  summary: 'Get a post',
  description:
    'One post in the admin shape, whatever its status, with the relations asked for (`includes=category,tags,author`), counts (`withCount`) and fields (`field_sets`, `excludes`).',
  entry: 'functions/admin/cms/posts/get.ts',
  audience: 'admin',
  permission: 'cms.posts.read',
  access: all(readPost, postRelations),
  bench: { params: { post_id: '{published-post}' } },
});

export const adminPostsUpdate = route({
  id: 'admin-cms-posts-update',
  method: 'PUT',
  path: '/api/admin/v3/cms/post/{post_id}',
  summary: 'Update a post',
  description:
    'Changes only the fields sent; the answer is the post as it now is. Send the `version` you read to refuse a lost update: another version answers 409 `version_conflict` and changes nothing. A change of content fields keeps a revision of the post as it was (see the revisions routes). A new slug that is taken is 422.',
  entry: 'functions/admin/cms/posts/update.ts',
  audience: 'admin',
  permission: 'cms.posts.update',
  capabilities: ['table-write'],
  access: all(readPost, postReferences, changePostFields),
  rules: [OWNERSHIP, AUTHORING, PUBLISHING],
  // Writes post content: the content parsers come as a second file, required when used.
  bundling: { contentPipeline: true },
  bench: { params: { post_id: '{fresh-post}' }, body: { title: 'Edited article {unique}', is_featured: true } },
});

export const adminPostsTrash = route({
  id: 'admin-cms-posts-trash',
  method: 'DELETE',
  path: '/api/admin/v3/cms/post/{post_id}/trash',
  summary: 'Move a post to the trash',
  description:
    'Moves a post to the trash, remembering its status (restore puts it back). A trashed post is hidden from the client routes and from admin lists unless filtered by `status:trash`. Trashing a trashed post answers 200 and changes nothing.',
  entry: 'functions/admin/cms/posts/trash.ts',
  audience: 'admin',
  permission: 'cms.posts.trash',
  capabilities: ['table-write'],
  access: all(readPost, changePostStatus),
  rules: [OWNERSHIP],
  bench: { params: { post_id: '{fresh-post}' } },
});

export const adminPostsRestore = route({
  id: 'admin-cms-posts-restore',
  method: 'POST',
  path: '/api/admin/v3/cms/post/{post_id}/restore',
  summary: 'Restore a post from the trash',
  description:
    'Puts a trashed post back in the status it had (`draft` when unknown). A post that is not in the trash answers 200 and changes nothing.',
  entry: 'functions/admin/cms/posts/restore.ts',
  audience: 'admin',
  permission: 'cms.posts.restore',
  capabilities: ['table-write'],
  access: all(readPost, changePostStatus),
  rules: [OWNERSHIP, PUBLISHING],
  bench: { params: { post_id: '{trashed-post}' } },
});

export const adminPostsDelete = route({
  id: 'admin-cms-posts-delete',
  method: 'DELETE',
  path: '/api/admin/v3/cms/post/{post_id}',
  summary: 'Delete a post permanently',
  description:
    'Removes the post, its slug, its revisions, likes, comments and views. Irreversible; the trash is the reversible way.',
  entry: 'functions/admin/cms/posts/delete.ts',
  audience: 'admin',
  permission: 'cms.posts.delete',
  capabilities: ['table-write'],
  access: all(readPost, removePost, purgePost),
  rules: [OWNERSHIP],
  bench: { params: { post_id: '{fresh-post}' } },
});

/** Each action also needs its own permission (trash, restore, delete, update), checked by the handler. */
export const adminPostsBulk = route({
  id: 'admin-cms-posts-bulk',
  method: 'POST',
  path: '/api/admin/v3/cms/post/bulk',
  summary: 'Act on many posts',
  description:
    'Applies one action (`trash`, `restore`, `delete`, `publish`, `draft`, `archive`) to at most 100 ids (more is 422). Unknown ids are skipped and not counted in `affected`. Each action also needs its own permission (`cms.posts.trash`, `.restore`, `.delete`, `.update`), checked besides `cms.posts.bulk`. On a fault part way, the answer reports what was applied (`failed_ids`) rather than failing the whole call.',
  entry: 'functions/admin/cms/posts/bulk.ts',
  audience: 'admin',
  permission: 'cms.posts.bulk',
  capabilities: ['table-write'],
  // Every bulk action but delete changes the status; delete removes.
  access: all(readPost, changePostStatus, removePost, purgePost),
  rules: [OWNERSHIP, '`publish` needs `cms.posts.publish`.', BULK],
  bench: { body: { action: 'archive', ids: '{fresh-posts:3}' } },
});

/** Bulk `delete` (spec's overview form): `cms.posts.bulk` like every bulk action, plus `cms.posts.delete`. */
export const adminPostsBulkDelete = route({
  id: 'admin-cms-posts-bulk-delete',
  method: 'POST',
  path: '/api/admin/v3/cms/post/bulk/delete',
  summary: 'Delete many posts permanently',
  description:
    "The `delete` bulk action in the spec's overview form: at most 100 ids, unknown ones skipped; also needs `cms.posts.delete`.",
  entry: 'functions/admin/cms/posts/bulk-delete.ts',
  audience: 'admin',
  permission: 'cms.posts.bulk',
  capabilities: ['table-write'],
  access: all(readPost, removePost, purgePost),
  rules: [OWNERSHIP, BULK],
  bench: { body: { ids: '{fresh-posts:3}' } },
});

// Revisions (issue 12): reading follows the post's read rules, restoring its update rules (ownership
// and publishing are judged by the use cases, shared/domains/posts/revisions/manage-revisions.ts).
export const adminPostRevisionsList = route({
  id: 'admin-cms-post-revisions-list',
  method: 'GET',
  path: '/api/admin/v3/cms/post/{post_id}/revisions',
  summary: 'List revisions of a post',
  description:
    'The states a post had before each change of its content fields, newest first (up to 100 kept per post): who made the change, when, and which fields it changed. A revision is numbered 1, 2, 3... in the order of the changes.',
  entry: 'functions/admin/cms/posts/revisions/list.ts',
  audience: 'admin',
  permission: 'cms.posts.read',
  capabilities: ['cursor-key'],
  // Revisions sit in the post's partition: a page of them is one Query, one of them a GetItem.
  access: readPost,
  bench: { list: 'other', params: { post_id: '{revised-post}' } },
});

export const adminPostRevisionsGet = route({
  id: 'admin-cms-post-revisions-get',
  method: 'GET',
  path: '/api/admin/v3/cms/post/{post_id}/revisions/{revision_id}',
  summary: 'Get a revision of a post',
  description:
    'One revision with the whole stored state of the post at that time (content, slug, category, tags, SEO...); engagement counts are not part of it.',
  entry: 'functions/admin/cms/posts/revisions/get.ts',
  audience: 'admin',
  permission: 'cms.posts.read',
  access: all(readPost, { items: { GetItem: ['post'] } }),
  bench: { params: { post_id: '{revised-post}', revision_id: '{revision}' } },
});

export const adminPostRevisionsRestore = route({
  id: 'admin-cms-post-revisions-restore',
  method: 'POST',
  path: '/api/admin/v3/cms/post/{post_id}/revisions/{revision_id}/restore',
  summary: 'Restore a revision of a post',
  description:
    "Puts the post back in the state of a revision, as an update would (the state it leaves is kept as a new revision). Send the post's current `version` (409 `version_conflict` otherwise). A slug taken since is 422.",
  entry: 'functions/admin/cms/posts/revisions/restore.ts',
  audience: 'admin',
  permission: 'cms.posts.update',
  capabilities: ['table-write'],
  access: all(readPost, postReferences, changePostFields, { items: { GetItem: ['post'] } }),
  rules: [OWNERSHIP, 'A restore that makes the post `published` needs `cms.posts.publish`.'],
  bench: { params: { post_id: '{edited-post.id}', revision_id: '1' }, body: { version: '{edited-post.version}' } },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'admin cms/post':
    'Posts as editors see them: every status, create, update with optimistic locking, trash and restore, permanent delete, bulk actions, and the revisions kept of each change.',
};

export const adminPostsPreviewCreate = route({
  id: 'admin-cms-posts-preview-create',
  method: 'POST',
  path: '/api/admin/v3/cms/post/{post_id}/preview',
  summary: 'Make a draft-preview link',
  description:
    'A signed token bound to this one post, expiring after `expires_in` seconds (1 to 604800, default 3600), and `url`, the site\'s preview page for it (the `PREVIEW_URL_PATTERN` setting filled with the post and the token). The site sends the token back as `GET /api/client/v3/cms/post/{id}?preview=<token>` and gets the post as it is now, whatever its status, uncached and unindexed, with no view counted. The token opens nothing else; nothing is stored, so it cannot be revoked before it expires except by rotating the preview key.',
  entry: 'functions/admin/cms/posts/preview.ts',
  audience: 'admin',
  permission: 'cms.posts.read',
  capabilities: ['preview-key'],
  access: readPost,
  rules: [OWNERSHIP],
  bench: { params: { post_id: '{published-post}' }, body: { expires_in: 600 } },
});
