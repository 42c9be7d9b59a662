import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { pageWindow, paginationMeta, nextPageUrl } from '../../../../shared/http/pagination';
import { AdminMediaSchema } from '../../../../shared/media/media-response-schemas';
import { MediaListQuery } from '../../../../shared/media/media-schemas';
import { listMedia } from '../../../../shared/media/manage-media';
import { adminMediaShape } from '../../../../shared/media/media-shape';

export const operation = endpoint({ query: MediaListQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const page = await listMedia(window, query.order ?? query.sortedBy ?? 'asc', query.cursor);
  const next = page.nextCursor ? nextPageUrl(url, rawQuery, window.page + 1, page.nextCursor) : undefined;
  return ok(page.media.map(adminMediaShape), { pagination: paginationMeta(window, page.total, page.media.length, next) });
});

DOCS: documentResponse(operation, z.array(AdminMediaSchema));
