/** Bodies of the readers' account routes (register, verify, forgot, reset, refresh). */
import * as z from 'zod/mini';
import { described } from '#platform/described';
import { EmailField, PasswordField } from '#domains/users/user-admin-schemas';
import { ProfileUpdateBody } from '#domains/users/profile';

const token = (what: string) => described(z.string({ error: `The token must be a string.` }).check(z.minLength(1, 'The token field is required.'), z.maxLength(200, 'The token may not be longer than 200 characters.')), what);

export const RegisterBody = z.strictObject({
  email: EmailField,
  password: PasswordField,
  first_name: ProfileUpdateBody.shape.first_name,
  last_name: ProfileUpdateBody.shape.last_name,
});

export const VerifyEmailBody = z.strictObject({ token: token('the token= value of the link in the verification email') });

export const ForgotPasswordBody = z.strictObject({ email: EmailField });

export const ResetPasswordBody = z.strictObject({ token: token('the token= value of the link in the reset email'), password: PasswordField });

export const RefreshBody = z.strictObject({
  refresh_token: described(
    z.string({ error: 'The refresh_token must be a string.' }).check(z.minLength(1, 'The refresh_token field is required.'), z.maxLength(200, 'The refresh_token may not be longer than 200 characters.')),
    'the refresh_token of the last login or refresh',
  ),
});
