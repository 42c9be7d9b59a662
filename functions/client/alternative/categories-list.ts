import * as z from 'zod/mini';
import { altCategoriesList } from '../../../infra/routes/client-alternative';
import { documentResponse, endpoint } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { AltCategorySchema } from '../../../shared/presentation/client-schemas';
import { listAltCategories } from '../../../shared/client/category-list';

export const handler = endpoint(altCategoriesList, {}, async () => ok(await listAltCategories()));

DOCS: documentResponse(handler, z.array(AltCategorySchema));
