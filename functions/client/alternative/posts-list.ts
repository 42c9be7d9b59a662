import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { AltPostSchema } from '../../../shared/presentation/client-schemas';
import { listAltPosts } from '../../../shared/client/list-client-posts';
import { AltPostListQuery } from '../../../shared/client/post-queries';
import { rawOf } from '../../../shared/posts/list-query-schema';

export const operation = endpoint({ query: AltPostListQuery }, async ({ query }) => {
  const page = await listAltPosts(rawOf(query));
  const { page: current_page, perPage: per_page } = page.window;
  return ok(page.items, { current_page, per_page, total: page.total, total_pages: Math.max(1, Math.ceil(page.total / per_page)) });
});

DOCS: documentResponse(operation, z.array(AltPostSchema));
