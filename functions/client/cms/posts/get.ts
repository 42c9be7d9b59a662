import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { ClientPostOverviewSchema } from '../../../../shared/presentation/client-schemas';
import { ClientPostItemSchema } from '../../../../shared/client/schemas';
import { ClientPostGetQuery, PostPath, getClientPost } from '../../../../shared/client/get-post';

export const operation = endpoint({ params: PostPath, query: ClientPostGetQuery }, async ({ params, query }) =>
  ok(await getClientPost(params.id, query)),
);

DOCS: documentResponse(operation, z.union([ClientPostItemSchema, ClientPostOverviewSchema]));
