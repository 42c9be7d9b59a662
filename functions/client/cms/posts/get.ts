import * as z from 'zod';
import { clientPostsGet } from '../../../../infra/routes/client-posts';
import { endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { ClientPostOverviewSchema } from '../../../../shared/presentation/client-schemas';
import { ClientPostItemSchema } from '../../../../shared/client/schemas';
import { ClientPostGetQuery, PostPath, getClientPost } from '../../../../shared/client/get-post';

export const handler = endpoint(
  clientPostsGet,
  { params: PostPath, query: ClientPostGetQuery, response: z.union([ClientPostItemSchema.partial(), ClientPostOverviewSchema]) },
  async ({ params, query, rawQuery }) => ok(await getClientPost(params.id, query, rawQuery)),
);
