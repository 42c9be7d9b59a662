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
    },
  },
  bench: { body: { email: '{reader-email}', password: '{reader-password}' } },
});

/** The OpenAPI tags of these routes (named after their paths, infra/openapi/operation.ts `tagOf`), described. */
export const TAGS = {
  'client auth/login':
    'Signing in: a user exchanges email and password for a token (JWT) that the admin routes and the routes acting for a person take as `Authorization: Bearer`.',
};
