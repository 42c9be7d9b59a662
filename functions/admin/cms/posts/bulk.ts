import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { message } from '#platform/http/reply';
import { PermissionDenied } from '#platform/errors';
import { BULK_ACTION_PERMISSIONS } from '#domains/posts/write/bulk-actions';
import { bulkMessage, bulkPosts } from '#domains/posts/write/bulk-posts';
import { postActorOf } from '#domains/posts/write/manage-posts';
import { PostBulkBody } from '#domains/posts/write/bulk-schemas';
import { BulkResultSchema } from '#domains/posts/shapes/admin-post-response-schemas';
import { BULK_RESULT_EXAMPLE } from '#domains/posts/shapes/admin-post-examples';

export const operation = endpoint({ body: PostBulkBody }, async ({ body, admin }) => {
  const required = BULK_ACTION_PERMISSIONS[body.action];
  if (!admin?.permissions.has(required)) throw new PermissionDenied(required);
  const result = await bulkPosts(body.ids, body.action, postActorOf(admin));
  return message(bulkMessage(result), {
    affected: result.affected,
    ...(result.scheduledIds.length > 0 ? { scheduled_ids: result.scheduledIds } : {}),
    ...(result.failedIds.length > 0 ? { failed_ids: result.failedIds } : {}),
    ...(result.refusedIds.length > 0 ? { refused_ids: result.refusedIds } : {}),
  });
});

DOCS: documentRequest(operation, { action: 'archive', ids: [42, 43, 57] });
DOCS: documentResponse(operation, BulkResultSchema, BULK_RESULT_EXAMPLE);
