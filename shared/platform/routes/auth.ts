import { all, readChallenge, readMfa, throttledCode, writeMfa } from './access-fragments';
import { route } from './types';

export const clientLogin = route({
  id: 'client-auth-login',
  method: 'POST',
  path: '/api/client/v3/auth/login',
  summary: 'Log in',
  description:
    "Exchanges a user's email and password for a signed token (JWT) and its expiry. Send the token as `Authorization: Bearer <token>` to the routes that act for a person and to the admin routes. The token stops working at `expires_at`, or within 30 seconds of a role change, ban, deletion or password change.\n\nWrong credentials answer 401 `invalid_credentials` (the same for an unknown email); an inactive or banned account 403 `account_disabled`. Repeated failures are slowed per email and client address, and per address: 429 `too_many_attempts` with `Retry-After`, only for the address that failed.",
  entry: 'functions/client/auth/login.ts',
  audience: 'client',
  capabilities: ['table-write', 'jwt'],
  envelope: 'data',
  access: {
    items: {
      GetItem: ['userEmail', 'user', 'loginAttempts', 'loginAddressAttempts'],
      UpdateItem: ['user', 'loginAttempts', 'loginAddressAttempts'],
      DeleteItem: ['loginAttempts'],
      // A correct password for an account with a second factor stores the login's challenge (its mfa_token).
      PutItem: ['mfaChallenge'],
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
  access: all(readChallenge, readMfa, throttledCode, writeMfa('UpdateItem'), { items: { UpdateItem: ['mfaChallenge'] } }),
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

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'client auth/login':
    'Signing in: a user exchanges email and password for a token (JWT) that the admin routes and the routes acting for a person take as `Authorization: Bearer`.',
};
