import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { isoWithOffset } from '#platform/time';
import { refreshSession } from '#domains/accounts/refresh-tokens';
import { refreshBodyCheck } from '#domains/accounts/account-bodies';
import { IssuedTokenSchema } from '#domains/accounts/login-response-schemas';
import { LOGIN_EXAMPLE } from '#domains/accounts/login-examples';

export const operation = endpoint({ body: refreshBodyCheck }, async ({ body }) => {
  const session = await refreshSession(body.refresh_token);
  return ok({ token: session.token, expires_at: isoWithOffset(session.expiresAt), refresh_token: session.refreshToken });
});

DOCS: documentRequest(operation, { refresh_token: LOGIN_EXAMPLE.refresh_token });
DOCS: documentResponse(operation, IssuedTokenSchema, LOGIN_EXAMPLE);
