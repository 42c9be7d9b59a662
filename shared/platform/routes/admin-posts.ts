import { route } from './types';

export const adminPostsList = route({
  id: 'admin-cms-posts-list',
  method: 'GET',
  path: '/api/admin/v3/cms/post',
  entry: 'functions/admin/cms/posts/list.ts',
  audience: 'admin',
  permission: 'cms.posts.list',
  capabilities: ['cursor-key'],
});

export const adminPostsCreate = route({
  id: 'admin-cms-posts-create',
  method: 'POST',
  path: '/api/admin/v3/cms/post',
  entry: 'functions/admin/cms/posts/create.ts',
  audience: 'admin',
  permission: 'cms.posts.create',
  capabilities: ['table-write'],
  idempotent: true,
});

export const adminPostsGet = route({
  id: 'admin-cms-posts-get',
  method: 'GET',
  path: '/api/admin/v3/cms/post/{post_id}',
  entry: 'functions/admin/cms/posts/get.ts',
  audience: 'admin',
  permission: 'cms.posts.read',
});

export const adminPostsUpdate = route({
  id: 'admin-cms-posts-update',
  method: 'PUT',
  path: '/api/admin/v3/cms/post/{post_id}',
  entry: 'functions/admin/cms/posts/update.ts',
  audience: 'admin',
  permission: 'cms.posts.update',
  capabilities: ['table-write'],
});

export const adminPostsTrash = route({
  id: 'admin-cms-posts-trash',
  method: 'DELETE',
  path: '/api/admin/v3/cms/post/{post_id}/trash',
  entry: 'functions/admin/cms/posts/trash.ts',
  audience: 'admin',
  permission: 'cms.posts.trash',
  capabilities: ['table-write'],
});

export const adminPostsRestore = route({
  id: 'admin-cms-posts-restore',
  method: 'POST',
  path: '/api/admin/v3/cms/post/{post_id}/restore',
  entry: 'functions/admin/cms/posts/restore.ts',
  audience: 'admin',
  permission: 'cms.posts.restore',
  capabilities: ['table-write'],
});

export const adminPostsDelete = route({
  id: 'admin-cms-posts-delete',
  method: 'DELETE',
  path: '/api/admin/v3/cms/post/{post_id}',
  entry: 'functions/admin/cms/posts/delete.ts',
  audience: 'admin',
  permission: 'cms.posts.delete',
  capabilities: ['table-write'],
});

/** Each action also needs its own permission (trash, restore, delete, update), checked by the handler. */
export const adminPostsBulk = route({
  id: 'admin-cms-posts-bulk',
  method: 'POST',
  path: '/api/admin/v3/cms/post/bulk',
  entry: 'functions/admin/cms/posts/bulk.ts',
  audience: 'admin',
  permission: 'cms.posts.bulk',
  capabilities: ['table-write'],
});

/** Bulk `delete` (spec's overview form): `cms.posts.bulk` like every bulk action, plus `cms.posts.delete`. */
export const adminPostsBulkDelete = route({
  id: 'admin-cms-posts-bulk-delete',
  method: 'POST',
  path: '/api/admin/v3/cms/post/bulk/delete',
  entry: 'functions/admin/cms/posts/bulk-delete.ts',
  audience: 'admin',
  permission: 'cms.posts.bulk',
  capabilities: ['table-write'],
});

// Revisions (issue 12): reading follows the post's read rules, restoring its update rules (ownership
// and publishing are judged by the use cases, shared/domains/posts/revisions/manage-revisions.ts).
export const adminPostRevisionsList = route({
  id: 'admin-cms-post-revisions-list',
  method: 'GET',
  path: '/api/admin/v3/cms/post/{post_id}/revisions',
  entry: 'functions/admin/cms/posts/revisions/list.ts',
  audience: 'admin',
  permission: 'cms.posts.read',
  capabilities: ['cursor-key'],
});

export const adminPostRevisionsGet = route({
  id: 'admin-cms-post-revisions-get',
  method: 'GET',
  path: '/api/admin/v3/cms/post/{post_id}/revisions/{revision_id}',
  entry: 'functions/admin/cms/posts/revisions/get.ts',
  audience: 'admin',
  permission: 'cms.posts.read',
});

export const adminPostRevisionsRestore = route({
  id: 'admin-cms-post-revisions-restore',
  method: 'POST',
  path: '/api/admin/v3/cms/post/{post_id}/revisions/{revision_id}/restore',
  entry: 'functions/admin/cms/posts/revisions/restore.ts',
  audience: 'admin',
  permission: 'cms.posts.update',
  capabilities: ['table-write'],
});
