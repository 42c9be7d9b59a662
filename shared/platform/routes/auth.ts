import {
  all,
  audit,
  allocateId,
  countCollection,
  countedMail,
  issueAccountToken,
  readChallenge,
  readMfa,
  readUser,
  spendAccountToken,
  startRefreshFamily,
  throttledAccountAction,
  throttledCode,
  writeMfa,
} from './access-fragments';
import { route } from './types';

export const clientLogin = route({
  id: 'client-auth-login',
  method: 'POST',
  path: '/api/client/v3/auth/login',
  summary: 'Log in',
  description:
    "Exchanges a user's email and password for a signed token (JWT), its expiry and a refresh token. Send the token as `Authorization: Bearer <token>` to the routes that act for a person and to the admin routes. The token stops working at `expires_at`, or within 30 seconds of a role change, ban, deletion or password change; before then, `POST /api/client/v3/auth/refresh` exchanges the refresh token for a new one.\n\nWrong credentials answer 401 `invalid_credentials` (the same for an unknown email); an inactive or banned account 403 `account_disabled`; a self-registered account whose address is not verified yet 403 `email_not_verified`. Repeated failures are slowed per email and client address, and per address: 429 `too_many_attempts` with `Retry-After`, only for the address that failed.",
  entry: 'functions/client/auth/login.ts',
  audience: 'client',
  capabilities: ['table-write', 'jwt'],
  envelope: 'data',
  access: {
    items: {
      GetItem: ['userEmail', 'user', 'loginAttempts', 'loginAddressAttempts'],
      UpdateItem: ['user', 'loginAttempts', 'loginAddressAttempts'],
      DeleteItem: ['loginAttempts'],
      // A correct password for an account with a second factor stores the login's challenge (its mfa_token);
      // one without starts a refresh family.
      PutItem: ['mfaChallenge', 'refreshFamily', 'refreshToken'],
    },
  },
  bench: { body: { email: '{reader-email}', password: '{reader-password}' } },
});

/** A login's second step: the mfa_token and a code for the token (shared/domains/accounts/login-second-step.ts). */
export const clientLoginMfa = route({
  id: 'client-auth-login-mfa',
  method: 'POST',
  path: '/api/client/v3/auth/login/mfa',
  summary: 'Log in: the second factor',
  description:
    "The second step of a login that answered `mfa_required` (or `enrolment_required`): the `mfa_token` of the first step and a 6-digit code of the user's authenticator, or one of their recovery codes, for the login token. An `mfa_token` is good for 5 minutes and one login; a code for one login (a recovery code is spent).\n\nA wrong code answers 401 `invalid_mfa_code`; an unknown, expired or used `mfa_token` 401 `invalid_mfa_token` (with its reason). Codes are throttled as passwords are: 429 `too_many_attempts` with `Retry-After`.",
  entry: 'functions/client/auth/login-mfa.ts',
  audience: 'client',
  capabilities: ['table-write', 'jwt', 'mfa-key'],
  envelope: 'data',
  bodyCredentials: ['mfa-token', 'mfa-code'],
  // The code spent (last step, or a recovery code and its audit entry) and the challenge used, in one
  // transaction; a login that had to enrol turns its factor on (the flag on the user item).
  access: all(readChallenge, readMfa, throttledCode, writeMfa('UpdateItem'), startRefreshFamily, { items: { UpdateItem: ['mfaChallenge'] } }),
  bench: { body: '{mfa-login-body}' },
});

/** Enrolment during a login whose role requires a second factor (answer `enrolment_required`). */
export const clientLoginMfaEnrol = route({
  id: 'client-auth-login-mfa-totp-create',
  method: 'POST',
  path: '/api/client/v3/auth/login/mfa/totp',
  summary: 'Log in: enrol a second factor',
  description:
    "For a login that answered `enrolment_required` (the user's role requires a second factor they do not have, `REQUIRE_MFA_FOR`): starts enrolment with the `mfa_token`, answering the authenticator's secret, its `otpauth://` URI and the recovery codes, once. The login then finishes at `POST /api/client/v3/auth/login/mfa` with the new authenticator's first code, which turns the factor on.\n\nAn unknown, expired or used `mfa_token`, or one of a login that did not ask for enrolment, answers 401 `invalid_mfa_token`.",
  entry: 'functions/client/auth/login-mfa-enrol.ts',
  audience: 'client',
  capabilities: ['table-write', 'mfa-key'],
  envelope: 'data',
  bodyCredentials: ['mfa-token'],
  access: all(readChallenge, readMfa, writeMfa('PutItem')),
  bench: { body: '{mfa-enrolment-login-body}' },
});

/** Self-registration (shared/domains/accounts/registration.ts). */
export const clientRegister = route({
  id: 'client-auth-register',
  method: 'POST',
  path: '/api/client/v3/auth/register',
  summary: 'Register',
  description:
    "Creates a reader's account (role `user`) on a site open to registration (`REGISTRATION=open`; otherwise 403 `registration_closed`) and emails a link to verify the address, valid 24 hours and once. The account cannot log in before (403 `email_not_verified`).\n\nThe answer is 202 and the same whether or not the address already has an account: that account's owner gets an email saying someone tried to register (an unverified one a new verification link). A weak password is 422 naming the rule it breaks; an invalid address 422. Throttled per address and email, and per address: 429 `too_many_attempts` with `Retry-After`. At most 3 emails an hour go to one address, whoever asks.",
  entry: 'functions/client/auth/register.ts',
  audience: 'client',
  capabilities: ['table-write', 'mail'],
  envelope: 'data',
  bodyCredentials: ['mailed-address'],
  siteSettings: ['registration'],
  access: all(throttledAccountAction, countedMail, allocateId, countCollection, audit, issueAccountToken, {
    items: { GetItem: ['userEmail', 'user'], PutItem: ['user', 'userEmail'] },
  }),
  bench: { body: '{register-body}' },
});

export const clientVerifyEmail = route({
  id: 'client-auth-verify-email',
  method: 'POST',
  path: '/api/client/v3/auth/verify-email',
  summary: 'Verify my email address',
  description:
    'Verifies the address of a registered account with the `token=` value of the link in its verification email; the account can log in from then on. A token works once, for 24 hours.\n\nAn altered or unknown token answers 400 `invalid_token` (`details.reason` `unknown`), a used one `used`, a late one `expired`; nothing changes. Wrong tokens are throttled per client address (429 `too_many_attempts`).',
  entry: 'functions/client/auth/verify-email.ts',
  audience: 'client',
  capabilities: ['table-write'],
  envelope: 'data',
  bodyCredentials: ['email-token'],
  access: all(throttledAccountAction, spendAccountToken),
  bench: { body: '{verify-body}' },
});

/** Password reset (shared/domains/accounts/password-reset.ts). */
export const clientForgotPassword = route({
  id: 'client-auth-forgot-password',
  method: 'POST',
  path: '/api/client/v3/auth/forgot-password',
  summary: 'Ask for a password reset',
  description:
    "Emails the account with this address a link to choose a new password, valid 1 hour and once. The answer is 202 and the same for an unknown address (nothing is sent then). Throttled per address and email, and per address: 429 `too_many_attempts` with `Retry-After`. At most 3 emails an hour go to one address, whoever asks.",
  entry: 'functions/client/auth/forgot-password.ts',
  audience: 'client',
  capabilities: ['table-write', 'mail'],
  envelope: 'data',
  bodyCredentials: ['mailed-address'],
  access: all(throttledAccountAction, countedMail, issueAccountToken, { items: { GetItem: ['userEmail', 'user'] } }),
  bench: { body: '{forgot-body}' },
});

export const clientResetPassword = route({
  id: 'client-auth-reset-password',
  method: 'POST',
  path: '/api/client/v3/auth/reset-password',
  summary: 'Reset my password',
  description:
    "Sets a new password with the `token=` value of the link in a reset email. Every login token issued before stops working (within 30 seconds) and every refresh token of the account is revoked; the address counts as verified; the reset is in the audit log (`user.password_reset`).\n\nAn altered or unknown token answers 400 `invalid_token` (`details.reason` `unknown`; also after another password change), a used one `used`, a late one `expired`; a weak password 422 naming the rule. Nothing changes then. Wrong tokens are throttled per client address (429 `too_many_attempts`).",
  entry: 'functions/client/auth/reset-password.ts',
  audience: 'client',
  capabilities: ['table-write'],
  envelope: 'data',
  bodyCredentials: ['email-token'],
  access: all(throttledAccountAction, spendAccountToken),
  bench: { body: '{reset-body}' },
});

/** Refresh tokens and logout (shared/domains/accounts/refresh-tokens.ts). */
export const clientRefresh = route({
  id: 'client-auth-refresh',
  method: 'POST',
  path: '/api/client/v3/auth/refresh',
  summary: 'Refresh my token',
  description:
    "Exchanges a refresh token (of a login, its second step, or the last refresh) for a new login token and the next refresh token; the one sent is spent. A refresh token is valid 30 days.\n\nPresenting a refresh token that was already exchanged revokes every refresh token of that login (someone else holds a copy) and answers 401 `invalid_refresh_token` (`details.reason` `reused`); a revoked one (logout, password reset or change, ban, role change) `revoked`; an expired one `expired`; an unknown or altered one `unknown`.",
  entry: 'functions/client/auth/refresh.ts',
  audience: 'client',
  capabilities: ['table-write', 'jwt'],
  envelope: 'data',
  bodyCredentials: ['refresh-token'],
  access: all(audit, readUser, { items: { GetItem: ['refreshToken', 'refreshFamily'], UpdateItem: ['refreshToken', 'refreshFamily'], PutItem: ['refreshToken'], ConditionCheckItem: ['refreshFamily'] } }),
  bench: { body: '{refresh-body}' },
});

export const clientLogout = route({
  id: 'client-auth-logout',
  method: 'POST',
  path: '/api/client/v3/auth/logout',
  summary: 'Log out',
  description:
    "Revokes the refresh tokens of the caller's login (the one that issued the Bearer token sent): they answer 401 `invalid_refresh_token` from then on. The Bearer token itself works until its `expires_at` (at most an hour): a client forgets it on logout. The revocation is in the audit log (`user.refresh_revoke`).",
  entry: 'functions/client/auth/logout.ts',
  audience: 'client-user',
  capabilities: ['table-write'],
  envelope: 'data',
  access: all(readUser, audit, { items: { UpdateItem: ['refreshFamily'] } }),
  bench: {},
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'client auth/login':
    'Signing in: a user exchanges email and password for a token (JWT) that the admin routes and the routes acting for a person take as `Authorization: Bearer`.',
  'client auth/register': "Readers' accounts: registration on a site open to it (`REGISTRATION=open`), with a verification email.",
  'client auth/verify-email': "Readers' accounts: the link of the verification email, which lets the account log in.",
  'client auth/forgot-password': "Readers' accounts: a password reset link by email.",
  'client auth/reset-password': "Readers' accounts: a new password with the reset link's token.",
  'client auth/refresh': 'Rotating refresh tokens: a new login token without the password.',
  'client auth/logout': "Logging out: the login's refresh tokens revoked.",
};
