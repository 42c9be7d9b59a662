import * as z from 'zod/mini';
import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { pageWindow, paginationMeta, nextPageUrl } from '#platform/http/pagination';
import { AdminMediaSchema } from '#domains/media/media-response-schemas';
import { MediaListQuery } from '#domains/media/media-schemas';
import { listMedia } from '#domains/media/manage-media';
import { adminMediaShape } from '#domains/media/media-shape';
import { ADMIN_MEDIA_EXAMPLE } from '#domains/media/media-examples';

export const operation = endpoint({ query: MediaListQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const page = await listMedia(window, query.order ?? query.sortedBy ?? 'asc', query.cursor);
  const next = page.nextCursor ? nextPageUrl(url, rawQuery, window.page + 1, page.nextCursor) : undefined;
  return ok(page.media.map(adminMediaShape), { pagination: paginationMeta(window, page.total, page.media.length, next) });
});

DOCS: documentResponse(operation, z.array(AdminMediaSchema), [ADMIN_MEDIA_EXAMPLE]);
