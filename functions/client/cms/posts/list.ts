import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { nextPageUrl, paginationMeta } from '../../../../shared/http/pagination';
import { ClientPostItemSchema } from '../../../../shared/client/schemas';
import { listClientPosts } from '../../../../shared/client/list-client-posts';
import { ClientPostListQuery } from '../../../../shared/client/post-queries';
import { rawOf } from '../../../../shared/posts/list-query-schema';

export const operation = endpoint({ query: ClientPostListQuery }, async ({ query, url, rawQuery }) => {
  const page = await listClientPosts(rawOf(query));
  const next = page.nextCursor ? nextPageUrl(url, rawQuery, page.window.page + 1, page.nextCursor) : undefined;
  return ok(page.items, { pagination: paginationMeta(page.window, page.total, page.items.length, next) });
});

DOCS: documentResponse(operation, z.array(ClientPostItemSchema));
