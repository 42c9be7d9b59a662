import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { AltPostSchema } from '#domains/presentation/client-schemas';
import { listAltPosts } from '#domains/client/list-client-posts';
import { AltPostListQuery } from '#domains/client/post-queries';
import { rawOf } from '#domains/posts/list/list-query-schema';
import { ALT_POST_EXAMPLE } from '#domains/client/client-post-examples';

export const operation = endpoint({ query: AltPostListQuery }, async ({ query }) => {
  const page = await listAltPosts(rawOf(query));
  const { page: current_page, perPage: per_page } = page.window;
  return ok(page.items, { current_page, per_page, total: page.total, total_pages: Math.max(1, Math.ceil(page.total / per_page)) });
});

DOCS: documentResponse(operation, z.array(AltPostSchema), [ALT_POST_EXAMPLE]);
