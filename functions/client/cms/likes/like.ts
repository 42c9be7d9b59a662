import { clientLikesCreate } from '../../../../infra/routes/client-comments';
import { userEndpoint } from '../../../../shared/http/user-endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { LikeStateSchema, likePost, likeShape } from '../../../../shared/likes/likes';

export const handler = userEndpoint(clientLikesCreate, { params: IdPath, response: LikeStateSchema, successStatus: 200 }, async ({ params, user }) =>
  ok(likeShape(await likePost(params.id, user!.userId))),
);
