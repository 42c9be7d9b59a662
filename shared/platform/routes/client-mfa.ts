/** The signed-in user's own second factor (TOTP): state, enrolment, its first code, turning it off. */
import { route } from './types';

export const clientMfaGet = route({
  id: 'client-user-mfa-get',
  method: 'GET',
  path: '/api/client/v3/user/mfa/totp',
  entry: 'functions/client/user/mfa-get.ts',
  audience: 'client-user',
});

export const clientMfaEnrol = route({
  id: 'client-user-mfa-totp-create',
  method: 'POST',
  path: '/api/client/v3/user/mfa/totp',
  entry: 'functions/client/user/mfa-enrol.ts',
  audience: 'client-user',
  capabilities: ['table-write', 'mfa-key'],
});

export const clientMfaVerify = route({
  id: 'client-user-mfa-verify',
  method: 'POST',
  path: '/api/client/v3/user/mfa/totp/verify',
  entry: 'functions/client/user/mfa-verify.ts',
  audience: 'client-user',
  capabilities: ['table-write', 'mfa-key'],
  bodyCredentials: ['mfa-code'],
});

export const clientMfaDisable = route({
  id: 'client-user-mfa-disable',
  method: 'DELETE',
  path: '/api/client/v3/user/mfa/totp',
  entry: 'functions/client/user/mfa-disable.ts',
  audience: 'client-user',
  capabilities: ['table-write', 'mfa-key'],
  deleteBody: true,
  bodyCredentials: ['mfa-code'],
});
