import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { PermissionDenied } from '#platform/errors';
import { BULK_ACTION_PERMISSIONS } from '#domains/posts/write/bulk-actions';
import { bulkMessage, bulkPosts } from '#domains/posts/write/bulk-posts';
import { postActorOf } from '#domains/posts/write/manage-posts';
import { PostBulkDeleteBody } from '#domains/posts/write/bulk-schemas';
import { BulkResultSchema } from '#domains/posts/shapes/admin-post-response-schemas';

export const operation = endpoint({ body: PostBulkDeleteBody }, async ({ body, admin }) => {
  const required = BULK_ACTION_PERMISSIONS.delete;
  if (!admin?.permissions.has(required)) throw new PermissionDenied(required);
  const result = await bulkPosts(body.ids, 'delete', postActorOf(admin));
  return message(bulkMessage(result), {
    affected: result.affected,
    ...(result.failedIds.length > 0 ? { failed_ids: result.failedIds } : {}),
    ...(result.refusedIds.length > 0 ? { refused_ids: result.refusedIds } : {}),
  });
});

DOCS: documentRequest(operation, { ids: [42, 43, 57] });
DOCS: documentResponse(operation, BulkResultSchema, { message: '3 posts deleted.', affected: 3 });
