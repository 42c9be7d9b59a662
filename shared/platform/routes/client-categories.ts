import { route } from './types';

export const clientCategoriesList = route({
  id: 'client-cms-categories-list',
  method: 'GET',
  path: '/api/client/v3/cms/category',
  entry: 'functions/client/cms/categories/list.ts',
  audience: 'client',
});
