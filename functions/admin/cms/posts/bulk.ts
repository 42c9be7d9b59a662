import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { message } from '../../../../shared/http/reply';
import { PermissionDenied } from '../../../../shared/errors';
import { BULK_ACTION_PERMISSIONS } from '../../../../shared/posts/bulk-actions';
import { bulkMessage, bulkPosts } from '../../../../shared/posts/bulk-posts';
import { postActorOf } from '../../../../shared/posts/manage-posts';
import { PostBulkBody } from '../../../../shared/posts/bulk-schemas';
import { BulkResultSchema } from '../../../../shared/posts/admin-post-response-schemas';

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

DOCS: documentResponse(operation, BulkResultSchema);
