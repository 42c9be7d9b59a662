import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { nextPageUrl, pageWindow, paginationMeta } from '../../../../shared/http/pagination';
import { authenticateUser } from '../../../../shared/auth/sessions';
import { ClientCommentListQuery, listCommentsForClient } from '../../../../shared/comments/list-comments';
import { ClientCommentListSchema } from '../../../../shared/comments/client-comment-schema';

export const operation = endpoint({ params: IdPath, query: ClientCommentListQuery },
  async ({ params, query, url, rawQuery, header }) => {
    // The user token is optional here; one that is sent must be valid.
    const authorization = header('authorization');
    const viewer = authorization ? await authenticateUser(authorization) : undefined;
    const window = pageWindow(query);
    const page = await listCommentsForClient(params.id, { window, cursor: query.cursor, viewerId: viewer?.userId });
    const next = page.nextCursor === undefined ? undefined : nextPageUrl(url, rawQuery, window.page + 1, page.nextCursor);
    return ok(page.items, { pagination: paginationMeta(window, page.total, page.items.length, next) });
  },
);

DOCS: documentResponse(operation, ClientCommentListSchema);
