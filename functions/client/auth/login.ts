import * as z from 'zod/mini';
import { withJsonSchema } from '#platform/described';
import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { login } from '#domains/accounts/login';
import { LoginResultSchema } from '#domains/accounts/login-response-schemas';
import { isoWithOffset } from '#platform/time';
import { LOGIN_EXAMPLE } from '#domains/accounts/login-examples';

export const LoginBody = z.strictObject({
  email: withJsonSchema(z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email().check(z.maxLength(254))), { format: 'email', maxLength: 254 }),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});

export const operation = endpoint({ body: LoginBody }, async ({ body, sourceIp }) => {
  const outcome = await login(body.email, body.password, sourceIp);
  if (outcome.kind === 'token') return ok({ token: outcome.token, expires_at: isoWithOffset(outcome.expiresAt), refresh_token: outcome.refreshToken });
  return ok({ mfa_required: true, mfa_token: outcome.mfaToken, expires_at: isoWithOffset(outcome.expiresAt), enrolment_required: outcome.enrolmentRequired });
});

DOCS: documentRequest(operation, { email: 'neda@example.com', password: 'a long and unusual passphrase 42' });
DOCS: documentResponse(operation, LoginResultSchema, LOGIN_EXAMPLE);
