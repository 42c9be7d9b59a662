import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { AltCategorySchema } from '../../../shared/presentation/client-schemas';
import { listAltCategories } from '../../../shared/client/category-list';

export const operation = endpoint({}, async () => ok(await listAltCategories()));

DOCS: documentResponse(operation, z.array(AltCategorySchema));
