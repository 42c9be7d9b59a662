import { documentResponse, endpoint } from '../../../../../shared/http/endpoint';
import { ok } from '../../../../../shared/http/reply';
import { cursorPageMeta } from '../../../../../shared/http/pagination';
import { PostIdPath } from '../../../../../shared/http/path-params';
import { postActorOf } from '../../../../../shared/posts/manage-posts';
import { listPostRevisions } from '../../../../../shared/posts/manage-revisions';
import { RevisionListQuery, REVISIONS_DEFAULT_PER_PAGE } from '../../../../../shared/posts/revision-schemas';
import { revisionSummaryShape } from '../../../../../shared/posts/revision-shape';
import { RevisionSummaryListSchema } from '../../../../../shared/posts/revision-response-schemas';

export const operation = endpoint({ params: PostIdPath, query: RevisionListQuery }, async ({ params, query, admin, url, rawQuery }) => {
  const perPage = query.per_page ?? REVISIONS_DEFAULT_PER_PAGE;
  const page = await listPostRevisions(params.post_id, postActorOf(admin), perPage, query.cursor);
  return ok(page.revisions.map(revisionSummaryShape), { pagination: cursorPageMeta(page, page.revisions.length, perPage, url, rawQuery) });
});

DOCS: documentResponse(operation, RevisionSummaryListSchema);
