import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { idPath } from '#platform/http/path-params';
import { nextPageUrl, pageWindow, paginationMeta } from '#platform/http/pagination';
import { AdminCommentListQuery, listCommentsForAdmin } from '#domains/comments/list-comments';
import { adminCommentShape } from '#domains/comments/admin-comment-shape';
import { AdminCommentListSchema } from '#domains/comments/admin-comment-response-schemas';
import { ADMIN_COMMENT_LIST_EXAMPLE } from '#domains/comments/comment-examples';

const Params = idPath('post_id');

export const operation = endpoint({ params: Params, query: AdminCommentListQuery },
  async ({ params, query, url, rawQuery }) => {
    const window = pageWindow(query);
    const page = await listCommentsForAdmin(params.post_id, { status: query.status, window, cursor: query.cursor });
    const next = page.nextCursor === undefined ? undefined : nextPageUrl(url, rawQuery, window.page + 1, page.nextCursor);
    // Spec 4.2: the comment list carries its pagination inside `result`.
    return ok({
      comments: page.items.map((comment) => adminCommentShape(comment, page.authors)),
      meta: { pagination: paginationMeta(window, page.total, page.items.length, next) },
    });
  },
);

DOCS: documentResponse(operation, AdminCommentListSchema, ADMIN_COMMENT_LIST_EXAMPLE);
