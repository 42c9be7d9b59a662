import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { ClientCategorySchema } from '../../../../shared/presentation/client-schemas';
import { ClientCategoryListQuery, listClientCategories } from '../../../../shared/client/category-list';

export const operation = endpoint({ query: ClientCategoryListQuery }, async ({ query }) =>
  ok(await listClientCategories(query)),
);

DOCS: documentResponse(operation, z.array(ClientCategorySchema));
