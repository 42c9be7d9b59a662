import { documentResponse, endpoint } from '../../../../../shared/http/endpoint';
import { ok } from '../../../../../shared/http/reply';
import { postActorOf } from '../../../../../shared/posts/manage-posts';
import { getPostRevision } from '../../../../../shared/posts/manage-revisions';
import { RevisionPath } from '../../../../../shared/posts/revision-schemas';
import { revisionShape } from '../../../../../shared/posts/revision-shape';
import { RevisionSchema } from '../../../../../shared/posts/revision-response-schemas';

export const operation = endpoint({ params: RevisionPath }, async ({ params, admin }) =>
  ok(revisionShape(await getPostRevision(params.post_id, params.revision_id, postActorOf(admin)))),
);

DOCS: documentResponse(operation, RevisionSchema);
