import * as z from 'zod';
import { altCategoriesList } from '../../../infra/routes/client-alternative';
import { endpoint } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { AltCategorySchema } from '../../../shared/presentation/client-schemas';
import { listAltCategories } from '../../../shared/client/category-list';

export const handler = endpoint(altCategoriesList, { response: z.array(AltCategorySchema) }, async () => ok(await listAltCategories()));
