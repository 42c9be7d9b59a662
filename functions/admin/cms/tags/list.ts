import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { pageWindow, paginationMeta, nextPageUrl } from '#platform/http/pagination';
import { TagListQuery } from '#domains/taxonomy/taxonomy-queries';
import { AdminTagSchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { listTags } from '#domains/taxonomy/tag-reads';
import { adminTagShape } from '#domains/taxonomy/taxonomy-shapes';
import { ADMIN_TAG_EXAMPLE } from '#domains/taxonomy/taxonomy-examples';

export const operation = endpoint({ query: TagListQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const page = await listTags(window, { order: query.order ?? query.sortedBy ?? 'asc', cursor: query.cursor, search: query.search });
  const next = page.hasMore ? nextPageUrl(url, rawQuery, window.page + 1, page.nextCursor) : undefined;
  return ok(page.tags.map(adminTagShape), { pagination: paginationMeta(window, page.total, page.tags.length, next) });
});

DOCS: documentResponse(operation, z.array(AdminTagSchema), [ADMIN_TAG_EXAMPLE]);
