import { userEndpoint } from '../../../../shared/http/user-endpoint';
import { documentResponse } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { likePost, likeShape } from '../../../../shared/likes/likes';
import { LikeStateSchema } from '../../../../shared/likes/like-response-schemas';

export const operation = userEndpoint({ params: IdPath, successStatus: 200 }, async ({ params, user }) =>
  ok(likeShape(await likePost(params.id, user!.userId))),
);

DOCS: documentResponse(operation, LikeStateSchema);
