/** Bodies of the readers' account routes (register, verify, forgot, reset, refresh). */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { EmailField, emailCheck, PasswordField, passwordCheck } from '#domains/users/user-admin-schemas';
import { documentedAs, maxLength, minLength, parserOf, string, strictObject } from '#platform/http/input-checks';
import { firstNameField, lastNameField } from '#domains/users/profile';

const TOKEN = { type: 'The token must be a string.', required: 'The token field is required.', tooLong: 'The token may not be longer than 200 characters.' };
const REFRESH_TOKEN = {
  type: 'The refresh_token must be a string.',
  required: 'The refresh_token field is required.',
  tooLong: 'The refresh_token may not be longer than 200 characters.',
};

const token = (what: string) => described(z.string({ error: TOKEN.type }).check(z.minLength(1, TOKEN.required), z.maxLength(200, TOKEN.tooLong)), what);
const tokenCheck = () => string(TOKEN.type, minLength(1, TOKEN.required), maxLength(200, TOKEN.tooLong));

// One route reads each body: a body is built only in the bundle that uses it (esbuild keeps a bare
// top-level call, evanw/esbuild#4369), so forgot-password does not build the register body's fields.
export const RegisterBody = /* @__PURE__ */ (() =>
  z.strictObject({
    email: EmailField,
    password: PasswordField,
    first_name: firstNameField(),
    last_name: lastNameField(),
  }))();

export const VerifyEmailBody = /* @__PURE__ */ (() => z.strictObject({ token: token('the token= value of the link in the verification email') }))();

export const ForgotPasswordBody = /* @__PURE__ */ (() => z.strictObject({ email: EmailField }))();

export const ResetPasswordBody = /* @__PURE__ */ (() => z.strictObject({ token: token('the token= value of the link in the reset email'), password: PasswordField }))();

export const RefreshBody = /* @__PURE__ */ (() =>
  z.strictObject({
    refresh_token: described(
      z.string({ error: REFRESH_TOKEN.type }).check(z.minLength(1, REFRESH_TOKEN.required), z.maxLength(200, REFRESH_TOKEN.tooLong)),
      'the refresh_token of the last login or refresh',
    ),
  }))();

/*
 * The bodies of verify, forgot, reset and refresh parsed without zod (input-checks.ts), each beside its
 * zod twin above, which the document shows: these functions then build no zod schema at cold start.
 */
export const verifyEmailBodyCheck = /* @__PURE__ */ (() => parserOf(strictObject({ token: tokenCheck() })))();
export const forgotPasswordBodyCheck = /* @__PURE__ */ (() => parserOf(strictObject({ email: emailCheck })))();
export const resetPasswordBodyCheck = /* @__PURE__ */ (() => parserOf(strictObject({ token: tokenCheck(), password: passwordCheck })))();
export const refreshBodyCheck = /* @__PURE__ */ (() =>
  parserOf(strictObject({ refresh_token: string(REFRESH_TOKEN.type, minLength(1, REFRESH_TOKEN.required), maxLength(200, REFRESH_TOKEN.tooLong)) })))();

DOCS: documentedAs(verifyEmailBodyCheck, VerifyEmailBody);
DOCS: documentedAs(forgotPasswordBodyCheck, ForgotPasswordBody);
DOCS: documentedAs(resetPasswordBodyCheck, ResetPasswordBody);
DOCS: documentedAs(refreshBodyCheck, RefreshBody);
