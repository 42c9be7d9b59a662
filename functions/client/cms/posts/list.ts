import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { nextPageUrl, paginationMeta } from '../../../../shared/http/pagination';
import { ClientPostItemSchema } from '../../../../shared/client/schemas';
import { listClientPosts } from '../../../../shared/client/list-client-posts';

export const operation = endpoint({}, async ({ url, rawQuery }) => {
  const page = await listClientPosts(rawQuery);
  const next = page.nextCursor ? nextPageUrl(url, rawQuery, page.window.page + 1, page.nextCursor) : undefined;
  return ok(page.items, { pagination: paginationMeta(page.window, page.total, page.items.length, next) });
});

DOCS: documentResponse(operation, z.array(z.partial(ClientPostItemSchema)));
