import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { ClientPostOverviewSchema } from '#domains/presentation/client-schemas';
import { ClientPostItemSchema } from '#domains/client/schemas';
import { ClientPostGetQuery, PostPath, getClientPost } from '#domains/client/get-post';
import { CLIENT_POST_EXAMPLE } from '#domains/client/client-post-examples';

export const operation = endpoint({ params: PostPath, query: ClientPostGetQuery }, async ({ params, query }) =>
  ok(await getClientPost(params.id, query)),
);

DOCS: documentResponse(operation, z.union([ClientPostItemSchema, ClientPostOverviewSchema]), CLIENT_POST_EXAMPLE);
