import { userEndpoint } from '../../../../shared/http/user-endpoint';
import { documentResponse } from '../../../../shared/http/endpoint';
import { created } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { CommentCreateBody, postComment } from '../../../../shared/comments/post-comment';
import { authorsOf } from '../../../../shared/comments/comment-authors';
import { clientComment } from '../../../../shared/comments/client-comment-shape';
import { ClientCommentSchema } from '../../../../shared/comments/client-comment-schema';

export const operation = userEndpoint({ params: IdPath, body: CommentCreateBody }, async ({ params, body, user }) => {
  const comment = await postComment(params.id, user!.userId, body);
  return created(clientComment(comment, await authorsOf([comment])));
});

DOCS: documentResponse(operation, ClientCommentSchema);
