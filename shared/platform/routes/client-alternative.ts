/** The alternative client paths of spec 4.4: `/api/v3/client/...`, `{data, meta}` envelope. */
import { route } from './types';

export const altPostsList = route({
  id: 'client-alt-posts-list',
  method: 'GET',
  path: '/api/v3/client/posts',
  entry: 'functions/client/alternative/posts-list.ts',
  audience: 'client',
  envelope: 'data',
  capabilities: ['cursor-key'],
});

/** Reading counts a view, hence the write capability. */
export const altPostsGet = route({
  id: 'client-alt-posts-get',
  method: 'GET',
  path: '/api/v3/client/posts/{id}',
  entry: 'functions/client/alternative/posts-get.ts',
  audience: 'client',
  envelope: 'data',
  capabilities: ['table-write'],
});

export const altCategoriesList = route({
  id: 'client-alt-categories-list',
  method: 'GET',
  path: '/api/v3/client/categories',
  entry: 'functions/client/alternative/categories-list.ts',
  audience: 'client',
  envelope: 'data',
});
