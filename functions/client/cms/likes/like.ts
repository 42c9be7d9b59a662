import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentResponse } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { likePost, likeShape } from '#domains/likes/likes';
import { LikeStateSchema } from '#domains/likes/like-response-schemas';

export const operation = userEndpoint({ params: IdPath, successStatus: 200 }, async ({ params, user }) =>
  ok(likeShape(await likePost(params.id, user!.userId))),
);

DOCS: documentResponse(operation, LikeStateSchema, { liked: true, likes_count: 18 });
