/** Bodies of the readers' account routes (register, verify, forgot, reset, refresh). */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { EmailField, PasswordField } from '#domains/users/user-admin-schemas';
import { firstNameField, lastNameField } from '#domains/users/profile';

const token = (what: string) => described(z.string({ error: `The token must be a string.` }).check(z.minLength(1, 'The token field is required.'), z.maxLength(200, 'The token may not be longer than 200 characters.')), what);

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
      z.string({ error: 'The refresh_token must be a string.' }).check(z.minLength(1, 'The refresh_token field is required.'), z.maxLength(200, 'The refresh_token may not be longer than 200 characters.')),
      'the refresh_token of the last login or refresh',
    ),
  }))();
