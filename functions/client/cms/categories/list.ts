import * as z from 'zod/mini';
import { clientCategoriesList } from '../../../../infra/routes/client-categories';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { ClientCategorySchema } from '../../../../shared/presentation/client-schemas';
import { ClientCategoryListQuery, listClientCategories } from '../../../../shared/client/category-list';

export const handler = endpoint(clientCategoriesList, { query: ClientCategoryListQuery }, async ({ query }) =>
  ok(await listClientCategories(query)),
);

DOCS: documentResponse(handler, z.array(ClientCategorySchema));
