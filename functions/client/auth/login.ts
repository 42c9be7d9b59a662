import * as z from 'zod';
import { clientLogin } from '../../../infra/routes/auth';
import { endpoint } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { LoginResultSchema, login } from '../../../shared/auth/login';
import { isoWithOffset } from '../../../shared/time';

export const LoginBody = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  password: z.string().min(1).max(1024),
});

export const handler = endpoint(clientLogin, { body: LoginBody, response: LoginResultSchema }, async ({ body }) => {
  const issued = await login(body.email, body.password);
  return ok({ token: issued.token, expires_at: isoWithOffset(issued.expiresAt) });
});
