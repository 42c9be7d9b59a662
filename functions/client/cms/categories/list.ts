import * as z from 'zod';
import { clientCategoriesList } from '../../../../infra/routes/client-categories';
import { endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { ClientCategorySchema } from '../../../../shared/presentation/client-schemas';
import { ClientCategoryListQuery, listClientCategories } from '../../../../shared/client/category-list';

export const handler = endpoint(
  clientCategoriesList,
  { query: ClientCategoryListQuery, response: z.array(ClientCategorySchema) },
  async ({ query }) => ok(await listClientCategories(query)),
);
