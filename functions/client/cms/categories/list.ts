import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { ClientCategorySchema } from '#domains/presentation/client-schemas';
import { ClientCategoryListQuery, listClientCategories } from '#domains/client/category-list';
import { CLIENT_CATEGORY_EXAMPLE } from '#domains/presentation/presentation-examples';

export const operation = endpoint({ query: ClientCategoryListQuery }, async ({ query }) =>
  ok(await listClientCategories(query)),
);

DOCS: documentResponse(operation, z.array(ClientCategorySchema), [CLIENT_CATEGORY_EXAMPLE]);
