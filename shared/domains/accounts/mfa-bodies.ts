/** Request bodies of the two-factor routes (validation, types and the OpenAPI document). */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { documentedAs, maxLength, minLength, parserOf, strictObject, string, trim } from '#platform/http/input-checks';

// Fields are functions and bodies pure-annotated calls: each route builds its own body, not all three
// (a schema built costs a cold start about 0.05 ms of CPU: docs/performance.md).
const CODE_REQUIRED = 'The code is required.';
const TOKEN_REQUIRED = 'The mfa_token is required.';

const code = () =>
  described(
    z.string().check(z.trim(), z.minLength(1, CODE_REQUIRED), z.maxLength(64)),
    'a 6-digit code from the authenticator app, or (where accepted) a recovery code such as abcd-efgh-jkmn-pqrs',
  );
const mfaToken = () => described(z.string().check(z.minLength(1, TOKEN_REQUIRED), z.maxLength(256)), 'from the login answer');

export const CodeBody = /* @__PURE__ */ (() => z.strictObject({ code: code() }))();
export const MfaTokenBody = /* @__PURE__ */ (() => z.strictObject({ mfa_token: mfaToken() }))();
export const SecondStepBody = /* @__PURE__ */ (() => z.strictObject({ mfa_token: mfaToken(), code: code() }))();

/** The three bodies parsed without zod (input-checks.ts), as their twins above answer (the document's). */
const codeCheck = () => string(undefined, trim(), minLength(1, CODE_REQUIRED), maxLength(64));
const mfaTokenCheck = () => string(undefined, minLength(1, TOKEN_REQUIRED), maxLength(256));

export const codeBodyCheck = /* @__PURE__ */ (() => parserOf(strictObject({ code: codeCheck() })))();
export const mfaTokenBodyCheck = /* @__PURE__ */ (() => parserOf(strictObject({ mfa_token: mfaTokenCheck() })))();
export const secondStepBodyCheck = /* @__PURE__ */ (() => parserOf(strictObject({ mfa_token: mfaTokenCheck(), code: codeCheck() })))();

DOCS: documentedAs(codeBodyCheck, CodeBody);
DOCS: documentedAs(mfaTokenBodyCheck, MfaTokenBody);
DOCS: documentedAs(secondStepBodyCheck, SecondStepBody);
