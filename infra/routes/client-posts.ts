import { route } from './types';

export const clientPostsList = route({
  id: 'client-cms-posts-list',
  method: 'GET',
  path: '/api/client/v3/cms/post',
  entry: 'functions/client/cms/posts/list.ts',
  audience: 'client',
});
