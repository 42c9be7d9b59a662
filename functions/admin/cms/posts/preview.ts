import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { PostIdPath } from '#platform/http/path-params';
import { postActorOf } from '#domains/posts/write/manage-posts';
import { createPreview, PreviewBody } from '#domains/posts/preview/draft-preview';
import { PreviewSchema, PREVIEW_EXAMPLE } from '#domains/posts/preview/preview-schemas';

export const operation = endpoint({ params: PostIdPath, body: PreviewBody }, async ({ params, body, admin }) =>
  created(await createPreview(params.post_id, postActorOf(admin), body)),
);

DOCS: documentRequest(operation, { expires_in: 600 });
DOCS: documentResponse(operation, PreviewSchema, PREVIEW_EXAMPLE);
