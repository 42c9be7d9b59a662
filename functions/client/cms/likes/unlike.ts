import { clientLikesDelete } from '../../../../infra/routes/client-comments';
import { userEndpoint } from '../../../../shared/http/user-endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { LikeStateSchema, likeShape, unlikePost } from '../../../../shared/likes/likes';

export const handler = userEndpoint(clientLikesDelete, { params: IdPath, response: LikeStateSchema }, async ({ params, user }) =>
  ok(likeShape(await unlikePost(params.id, user!.userId))),
);
