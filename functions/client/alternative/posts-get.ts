import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { AltPostSchema } from '#domains/presentation/client-schemas';
import { PostPath } from '#domains/client/get-post';
import { getAltPost } from '#domains/client/get-alt-post';
import { ALT_POST_EXAMPLE } from '#domains/client/client-post-examples';

export const operation = endpoint({ params: PostPath }, async ({ params }) => {
  const { post, related } = await getAltPost(params.id);
  return ok(post, undefined, { related_posts: related });
});

DOCS: documentResponse(operation, AltPostSchema, ALT_POST_EXAMPLE);
