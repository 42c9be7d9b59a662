import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { cursorPageMeta } from '#platform/http/pagination';
import { PostIdPath } from '#platform/http/path-params';
import { postActorOf } from '#domains/posts/write/manage-posts';
import { listPostRevisions } from '#domains/posts/revisions/manage-revisions';
import { RevisionListQuery, REVISIONS_DEFAULT_PER_PAGE } from '#domains/posts/revisions/revision-schemas';
import { revisionSummaryShape } from '#domains/posts/revisions/revision-shape';
import { RevisionSummaryListSchema } from '#domains/posts/revisions/revision-response-schemas';
import { REVISION_SUMMARY_EXAMPLE } from '#domains/posts/revisions/revision-examples';

export const operation = endpoint({ params: PostIdPath, query: RevisionListQuery }, async ({ params, query, admin, url, rawQuery }) => {
  const perPage = query.per_page ?? REVISIONS_DEFAULT_PER_PAGE;
  const page = await listPostRevisions(params.post_id, postActorOf(admin), perPage, query.cursor);
  return ok(page.revisions.map(revisionSummaryShape), { pagination: cursorPageMeta(page, page.revisions.length, perPage, url, rawQuery) });
});

DOCS: documentResponse(operation, RevisionSummaryListSchema, [REVISION_SUMMARY_EXAMPLE]);
