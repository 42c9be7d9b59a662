import { documentResponse, endpoint } from '../../../../../shared/http/endpoint';
import { ok } from '../../../../../shared/http/reply';
import { nextPageUrl } from '../../../../../shared/http/pagination';
import { PostIdPath } from '../../../../../shared/http/path-params';
import { postActorOf } from '../../../../../shared/posts/manage-posts';
import { listPostRevisions } from '../../../../../shared/posts/manage-revisions';
import { RevisionListQuery, REVISIONS_DEFAULT_PER_PAGE } from '../../../../../shared/posts/revision-schemas';
import { revisionSummaryShape } from '../../../../../shared/posts/revision-shape';
import { RevisionSummaryListSchema } from '../../../../../shared/posts/revision-response-schemas';

export const operation = endpoint({ params: PostIdPath, query: RevisionListQuery }, async ({ params, query, admin, url, rawQuery }) => {
  const perPage = query.per_page ?? REVISIONS_DEFAULT_PER_PAGE;
  const page = await listPostRevisions(params.post_id, postActorOf(admin), perPage, query.cursor);
  const next = page.cursor ? nextPageUrl(url, rawQuery, page.page + 1, page.cursor) : undefined;
  return ok(page.revisions.map(revisionSummaryShape), {
    pagination: {
      total: page.total,
      count: page.revisions.length,
      per_page: perPage,
      current_page: page.page,
      total_pages: Math.max(1, Math.ceil(page.total / perPage)),
      links: next ? { next } : {},
    },
  });
});

DOCS: documentResponse(operation, RevisionSummaryListSchema);
