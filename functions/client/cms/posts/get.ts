import * as z from 'zod/mini';
import { clientPostsGet } from '../../../../infra/routes/client-posts';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { ClientPostOverviewSchema } from '../../../../shared/presentation/client-schemas';
import { ClientPostItemSchema } from '../../../../shared/client/schemas';
import { ClientPostGetQuery, PostPath, getClientPost } from '../../../../shared/client/get-post';

export const handler = endpoint(clientPostsGet, { params: PostPath, query: ClientPostGetQuery }, async ({ params, query }) =>
  ok(await getClientPost(params.id, query)),
);

DOCS: documentResponse(handler, z.union([ClientPostItemSchema, ClientPostOverviewSchema]));
