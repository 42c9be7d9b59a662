/** Request bodies of the two-factor routes (validation, types and the OpenAPI document). */
import * as z from 'zod/mini';
import { described } from '#platform/described';

// Fields are functions and bodies pure-annotated calls: each route builds its own body, not all three
// (a schema built costs a cold start about 0.05 ms of CPU: docs/performance.md).
const code = () =>
  described(
    z.string().check(z.trim(), z.minLength(1, 'The code is required.'), z.maxLength(64)),
    'a 6-digit code from the authenticator app, or (where accepted) a recovery code such as abcd-efgh-jkmn-pqrs',
  );
const mfaToken = () => described(z.string().check(z.minLength(1, 'The mfa_token is required.'), z.maxLength(256)), 'from the login answer');

export const CodeBody = /* @__PURE__ */ (() => z.strictObject({ code: code() }))();
export const MfaTokenBody = /* @__PURE__ */ (() => z.strictObject({ mfa_token: mfaToken() }))();
export const SecondStepBody = /* @__PURE__ */ (() => z.strictObject({ mfa_token: mfaToken(), code: code() }))();
