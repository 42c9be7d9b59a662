import { userEndpoint } from '../../../../shared/http/user-endpoint';
import { documentResponse } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { likeShape, unlikePost } from '../../../../shared/likes/likes';
import { LikeStateSchema } from '../../../../shared/likes/like-response-schemas';

export const operation = userEndpoint({ params: IdPath }, async ({ params, user }) =>
  ok(likeShape(await unlikePost(params.id, user!.userId))),
);

DOCS: documentResponse(operation, LikeStateSchema);
