import { route } from './types';

export const clientLogin = route({
  id: 'client-auth-login',
  method: 'POST',
  path: '/api/client/v3/auth/login',
  entry: 'functions/client/auth/login.ts',
  audience: 'client',
  capabilities: ['table-write', 'jwt'],
  envelope: 'data',
});

/** A login's second step: the mfa_token and a code for the token (shared/domains/accounts/login-second-step.ts). */
export const clientLoginMfa = route({
  id: 'client-auth-login-mfa',
  method: 'POST',
  path: '/api/client/v3/auth/login/mfa',
  entry: 'functions/client/auth/login-mfa.ts',
  audience: 'client',
  capabilities: ['table-write', 'jwt', 'mfa-key'],
  envelope: 'data',
  bodyCredentials: ['mfa-token', 'mfa-code'],
});

/** Enrolment during a login whose role requires a second factor (answer `enrolment_required`). */
export const clientLoginMfaEnrol = route({
  id: 'client-auth-login-mfa-totp-create',
  method: 'POST',
  path: '/api/client/v3/auth/login/mfa/totp',
  entry: 'functions/client/auth/login-mfa-enrol.ts',
  audience: 'client',
  capabilities: ['table-write', 'mfa-key'],
  envelope: 'data',
  bodyCredentials: ['mfa-token'],
});
