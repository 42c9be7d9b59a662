import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { nextPageUrl, pageWindow, paginationMeta } from '#platform/http/pagination';
import { authenticateUser } from '#domains/accounts/sessions';
import { ClientCommentListQuery, listCommentsForClient } from '#domains/comments/list-comments';
import { ClientCommentListSchema } from '#domains/comments/client-comment-schema';
import { CLIENT_COMMENT_EXAMPLE } from '#domains/comments/comment-examples';

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

DOCS: documentResponse(operation, ClientCommentListSchema, [CLIENT_COMMENT_EXAMPLE]);
