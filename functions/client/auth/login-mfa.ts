import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { isoWithOffset } from '#platform/time';
import { completeLogin } from '#domains/accounts/login-second-step';
import { secondStepBodyCheck } from '#domains/accounts/mfa-bodies';
import { IssuedTokenSchema } from '#domains/accounts/login-response-schemas';
import { LOGIN_EXAMPLE } from '#domains/accounts/login-examples';
import { MFA_TOKEN_EXAMPLE } from '#domains/accounts/mfa-examples';

export const operation = endpoint({ body: secondStepBodyCheck }, async ({ body, sourceIp }) => {
  const issued = await completeLogin(body.mfa_token, body.code, sourceIp);
  return ok({ token: issued.token, expires_at: isoWithOffset(issued.expiresAt), refresh_token: issued.refreshToken });
});

DOCS: documentRequest(operation, { mfa_token: MFA_TOKEN_EXAMPLE, code: '492039' });
DOCS: documentResponse(operation, IssuedTokenSchema, LOGIN_EXAMPLE);
