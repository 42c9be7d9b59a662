import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { postActorOf } from '#domains/posts/write/manage-posts';
import { getPostRevision } from '#domains/posts/revisions/manage-revisions';
import { RevisionPath } from '#domains/posts/revisions/revision-schemas';
import { revisionShape } from '#domains/posts/revisions/revision-shape';
import { RevisionSchema } from '#domains/posts/revisions/revision-response-schemas';
import { REVISION_EXAMPLE } from '#domains/posts/revisions/revision-examples';

export const operation = endpoint({ params: RevisionPath }, async ({ params, admin }) =>
  ok(revisionShape(await getPostRevision(params.post_id, params.revision_id, postActorOf(admin)))),
);

DOCS: documentResponse(operation, RevisionSchema, REVISION_EXAMPLE);
