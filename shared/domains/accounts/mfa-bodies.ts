/** Request bodies of the two-factor routes (validation, types and the OpenAPI document). */
import * as z from 'zod/mini';
import { described } from '#platform/described';

const code = described(
  z.string().check(z.trim(), z.minLength(1, 'The code is required.'), z.maxLength(64)),
  'a 6-digit code from the authenticator app, or (where accepted) a recovery code such as abcd-efgh-jkmn-pqrs',
);
const mfaToken = described(z.string().check(z.minLength(1, 'The mfa_token is required.'), z.maxLength(256)), 'from the login answer');

export const CodeBody = z.strictObject({ code });
export const MfaTokenBody = z.strictObject({ mfa_token: mfaToken });
export const SecondStepBody = z.strictObject({ mfa_token: mfaToken, code });
