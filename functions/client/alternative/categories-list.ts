import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { AltCategorySchema } from '#domains/presentation/client-schemas';
import { listAltCategories } from '#domains/client/category-list';
import { ALT_CATEGORIES_EXAMPLE } from '#domains/client/client-post-examples';

export const operation = endpoint({}, async () => ok(await listAltCategories()));

DOCS: documentResponse(operation, z.array(AltCategorySchema), ALT_CATEGORIES_EXAMPLE);
