import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentResponse } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { likeShape, unlikePost } from '#domains/likes/likes';
import { LikeStateSchema } from '#domains/likes/like-response-schemas';

export const operation = userEndpoint({ params: IdPath }, async ({ params, user }) =>
  ok(likeShape(await unlikePost(params.id, user!.userId))),
);

DOCS: documentResponse(operation, LikeStateSchema, { liked: false, likes_count: 17 });
