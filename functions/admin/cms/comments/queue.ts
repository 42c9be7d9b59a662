import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { nextPageUrl, pageWindow, paginationMeta } from '#platform/http/pagination';
import { CommentQueueQuery, moderationQueue } from '#domains/comments/moderation-queue';
import { commentWithPostShape } from '#domains/comments/admin-comment-shape';
import { CommentQueueSchema } from '#domains/comments/admin-comment-response-schemas';
import { COMMENT_QUEUE_EXAMPLE } from '#domains/comments/comment-examples';

export const operation = endpoint({ query: CommentQueueQuery }, async ({ query, url, rawQuery }) => {
  const window = pageWindow(query);
  const page = await moderationQueue({
    status: query.filter.status,
    postId: query.filter.post_id,
    sort: query.sort ?? query.orderBy,
    order: query.order ?? query.sortedBy,
    window,
    cursor: query.cursor,
  });
  const next = page.nextCursor === undefined ? undefined : nextPageUrl(url, rawQuery, window.page + 1, page.nextCursor);
  // As the list of a post (spec 4.2): the pagination inside `result`.
  return ok({
    comments: page.items.map((comment) => commentWithPostShape(comment, page.authors)),
    meta: { pagination: paginationMeta(window, page.total, page.items.length, next) },
  });
});

DOCS: documentResponse(operation, CommentQueueSchema, COMMENT_QUEUE_EXAMPLE);
