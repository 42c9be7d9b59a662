import { all, listCollection, categoryShapes } from './access-fragments';
import { route } from './types';

export const clientCategoriesList = route({
  id: 'client-cms-categories-list',
  method: 'GET',
  path: '/api/client/v3/cms/category',
  summary: 'List categories',
  description:
    'Every active category (whose ancestors are active too) in the client shape (spec 2.8), with its thumbnail and the number of published posts; `search` and `filter[]` as on the other lists.',
  entry: 'functions/client/cms/categories/list.ts',
  audience: 'client',
  access: all(listCollection, categoryShapes),
  bench: { list: 'other' },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'client cms/category':
    'Categories for a public site, with the number of published posts in each.',
};
