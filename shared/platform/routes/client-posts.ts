import { route } from './types';

export const clientPostsList = route({
  id: 'client-cms-posts-list',
  method: 'GET',
  path: '/api/client/v3/cms/post',
  entry: 'functions/client/cms/posts/list.ts',
  audience: 'client',
  capabilities: ['cursor-key'],
});

/** `{id}` is an integer id or a slug; reading counts a view, hence the write capability. */
export const clientPostsGet = route({
  id: 'client-cms-posts-get',
  method: 'GET',
  path: '/api/client/v3/cms/post/{id}',
  entry: 'functions/client/cms/posts/get.ts',
  audience: 'client',
  capabilities: ['table-write'],
});
