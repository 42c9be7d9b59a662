import { route } from './types';

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
