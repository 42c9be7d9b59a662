import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { nextPageUrl, paginationMeta } from '#platform/http/pagination';
import { ClientPostItemSchema } from '#domains/client/schemas';
import { listClientPosts } from '#domains/client/list-client-posts';
import { ClientPostListQuery } from '#domains/client/post-queries';
import { rawOf } from '#domains/posts/list/list-query-schema';
import { CLIENT_POST_EXAMPLE } from '#domains/client/client-post-examples';

export const operation = endpoint({ query: ClientPostListQuery }, async ({ query, url, rawQuery }) => {
  const page = await listClientPosts(rawOf(query));
  const next = page.nextCursor ? nextPageUrl(url, rawQuery, page.window.page + 1, page.nextCursor) : undefined;
  return ok(page.items, { pagination: paginationMeta(page.window, page.total, page.items.length, next) });
});

DOCS: documentResponse(operation, z.array(ClientPostItemSchema), [CLIENT_POST_EXAMPLE]);
