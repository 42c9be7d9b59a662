import { documentResponse, endpoint } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { AltPostSchema } from '../../../shared/presentation/client-schemas';
import { PostPath } from '../../../shared/client/get-post';
import { getAltPost } from '../../../shared/client/get-alt-post';

export const operation = endpoint({ params: PostPath }, async ({ params }) => {
  const { post, related } = await getAltPost(params.id);
  return ok(post, undefined, { related_posts: related });
});

DOCS: documentResponse(operation, AltPostSchema);
