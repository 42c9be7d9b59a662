import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { postActorOf } from '#domains/posts/write/manage-posts';
import { restorePostRevision } from '#domains/posts/revisions/manage-revisions';
import { RevisionPath, RevisionRestoreBody } from '#domains/posts/revisions/revision-schemas';
import { adminPostShape } from '#domains/posts/shapes/admin-post-shape';
import { AdminPostSchema } from '#domains/posts/shapes/admin-post-response-schemas';
import { ADMIN_POST_EXAMPLE } from '#domains/posts/shapes/admin-post-examples';

/** The post as the restore left it (unchanged, same version, when it already equalled the revision). */
export const operation = endpoint({ params: RevisionPath, body: RevisionRestoreBody }, async ({ params, body, admin }) => {
  const { post } = await restorePostRevision(params.post_id, params.revision_id, body.version, postActorOf(admin));
  return ok(adminPostShape(post));
});

DOCS: documentRequest(operation, { version: 3 });
DOCS: documentResponse(operation, AdminPostSchema, ADMIN_POST_EXAMPLE);
