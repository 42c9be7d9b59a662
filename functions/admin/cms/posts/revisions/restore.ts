import { documentResponse, endpoint } from '../../../../../shared/http/endpoint';
import { ok } from '../../../../../shared/http/reply';
import { postActorOf } from '../../../../../shared/posts/manage-posts';
import { restorePostRevision } from '../../../../../shared/posts/manage-revisions';
import { RevisionPath, RevisionRestoreBody } from '../../../../../shared/posts/revision-schemas';
import { adminPostShape } from '../../../../../shared/posts/admin-post-shape';
import { AdminPostSchema } from '../../../../../shared/posts/admin-post-response-schemas';

/** The post as the restore left it (unchanged, same version, when it already equalled the revision). */
export const operation = endpoint({ params: RevisionPath, body: RevisionRestoreBody }, async ({ params, body, admin }) => {
  const { post } = await restorePostRevision(params.post_id, params.revision_id, body.version, postActorOf(admin));
  return ok(adminPostShape(post));
});

DOCS: documentResponse(operation, AdminPostSchema);
