import { userEndpoint } from '#domains/accounts/user-endpoint';
import { documentRequest, documentResponse } from '#platform/http/endpoint';
import { created } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { CommentCreateBody, postComment } from '#domains/comments/post-comment';
import { authorsOf } from '#domains/comments/comment-authors';
import { clientComment } from '#domains/comments/client-comment-shape';
import { ClientCommentSchema } from '#domains/comments/client-comment-schema';
import { NEW_CLIENT_COMMENT_EXAMPLE } from '#domains/comments/comment-examples';

export const operation = userEndpoint({ params: IdPath, body: CommentCreateBody }, async ({ params, body, user }) => {
  const comment = await postComment(params.id, user!.userId, body);
  return created(clientComment(comment, await authorsOf([comment])));
});

DOCS: documentRequest(operation, { content: 'The part about the window changed my mornings. Thank you!' });
DOCS: documentResponse(operation, ClientCommentSchema, NEW_CLIENT_COMMENT_EXAMPLE);
